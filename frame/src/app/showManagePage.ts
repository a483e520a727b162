import type { AuthShareClient } from '../custody/createAuthShareClient.ts'
import type { DeviceShareStore } from '../custody/createDeviceShareStore.ts'
import { exportPrivateKey } from '../custody/exportPrivateKey.ts'
import { frameLocale, t } from '../i18n/frameI18n.ts'
import { type AccountClient, createServerClient, ServerError } from './createServerClient.ts'
import type { SessionStore } from './createSessionStore.ts'
import { el } from './dom.ts'
import { passkeysSection } from './managePasskeys.ts'
import { socialProviderName } from './socialProviderName.ts'
// The export of the private key: the security stylesheet, which no theme variable reaches.
import './secure.css'

/**
 * The frame page opened on its own (a tab of the wallet's origin, from Account's "Export wallet
 * key"): the signed-in wallet of this browser, the export of its private key, and "Sign out
 * everywhere". It reads the same storage as the frame, and nothing of it ever crosses to an app:
 * no lock-in, and no host page can start an export or a sign-out.
 * @param server the wallet server's account calls @default a client of this page's origin
 */
export function showManagePage(
  root: HTMLElement,
  {
    sessions,
    devices,
    authShares,
    server = createServerClient({ serverUrl: location.origin, projectId: '' }),
  }: {
    sessions: SessionStore
    devices: DeviceShareStore
    authShares: AuthShareClient
    server?: AccountClient
  },
): void {
  document.title = t('manage.documentTitle')
  const main = el('main', { className: 'page' })
  root.append(main)
  const session = sessions.read()
  main.append(el('h1', { textContent: t('manage.title') }))
  if (!session) {
    main.append(
      el('p', {
        className: 'muted',
        textContent: t('manage.noSession'),
      }),
    )
    return
  }
  const exporter = exportSection({ sessions, devices, authShares, server })
  main.append(
    el(
      'dl',
      { className: 'rows' },
      el('dt', { textContent: t('manage.email') }),
      session.email ? data('dd', session.email) : el('dd', { textContent: t('manage.noEmail') }),
      el('dt', { textContent: t('manage.address') }),
      data('dd', session.address, 'ltr'),
    ),
    exporter.section,
    passkeysSection({ sessions, devices, server }),
    signOutEverywhere({
      sessions,
      server,
      token: session.serverToken,
      // Signed out: there is nothing left to export from the server.
      onSignedOut: () => exporter.section.remove(),
    }),
  )
}

/** Data (an email, an address) as a `<dd>` of its own: never translated, `dir` when given. */
function data(tag: 'dd', text: string, dir?: 'ltr') {
  const node = el(tag, { textContent: text })
  node.setAttribute('translate', 'no')
  if (dir) node.dir = dir
  return node
}

/** "3 minutes", "1 hour": a duration as the page says it. */
function minutes(seconds: number): string {
  const m = Math.max(1, Math.round(seconds / 60))
  return m % 60 === 0
    ? t('manage.duration', { unit: 'hour', count: m / 60 })
    : t('manage.duration', { unit: 'minute', count: m })
}

/**
 * The private key's export, behind its warning and a fresh proof of login: a login older than
 * the server's fresh window (5 minutes by default) is proved again, by a code sent to the
 * wallet's email, or, for a social login, by signing in again in the app. The code's session is
 * used for this export only and signed out after it; the app's session is left as it was.
 */
function exportSection({
  sessions,
  devices,
  authShares,
  server,
}: {
  sessions: SessionStore
  devices: DeviceShareStore
  authShares: AuthShareClient
  server: AccountClient
}) {
  const output = el('output', { className: 'secret', id: 'foyer-private-key' })
  output.hidden = true
  output.setAttribute('aria-label', t('manage.privateKey'))
  output.setAttribute('translate', 'no')
  output.dir = 'ltr'
  const error = el('p', { className: 'error', id: 'foyer-export-error' })
  error.setAttribute('role', 'alert')
  const status = el('p', { className: 'muted', id: 'foyer-export-status' })
  status.setAttribute('role', 'status')
  const reveal = el('button', {
    type: 'button',
    className: 'primary',
    textContent: t('manage.exportButton'),
  })
  reveal.setAttribute('aria-describedby', 'foyer-export-warning')
  const proof = el('form', { className: 'proof', id: 'foyer-export-proof' })
  proof.hidden = true

  const fail = (reason: unknown) => {
    status.textContent = ''
    error.textContent = (reason as Error).message
    reveal.disabled = false
  }

  /** Rebuilds the key with `token`'s auth share and this browser's device share, and shows it. */
  async function showKey(token: string) {
    const stored = await authShares.get(token)
    const device = stored && (await devices.load(stored.address))
    if (!stored || !device) throw new Error(t('manage.notHeld'))
    output.textContent = await exportPrivateKey({
      shares: [device, stored.share],
      address: stored.address,
    })
    output.hidden = false
    status.textContent = t('manage.keyShown')
    reveal.remove()
  }

  /** The code sent to `email`: typed here, it proves the login again for this export. */
  function askForCode(email: string) {
    const deviceId = sessions.deviceId()
    const input = el('input', {
      id: 'foyer-export-code',
      inputMode: 'numeric',
      autocomplete: 'one-time-code',
    })
    input.setAttribute('aria-describedby', 'foyer-export-error')
    const submit = el('button', {
      type: 'submit',
      className: 'primary',
      textContent: t('manage.confirmExport'),
    })
    const cancel = el('button', {
      type: 'button',
      className: 'secondary',
      textContent: t('manage.cancel'),
    })
    cancel.onclick = () => {
      proof.hidden = true
      proof.replaceChildren()
      error.textContent = ''
      status.textContent = t('manage.exportCancelled')
      reveal.disabled = false
      reveal.focus()
    }
    proof.replaceChildren(
      el('p', { textContent: t('manage.codeSent', { email }) }),
      el('label', { htmlFor: input.id, textContent: t('manage.codeLabel') }),
      input,
      el('div', { className: 'actions' }, cancel, submit),
    )
    proof.hidden = false
    input.focus()
    proof.onsubmit = async (event) => {
      event.preventDefault()
      submit.disabled = true
      error.textContent = ''
      const otp = input.value.replace(/\D/g, '')
      try {
        if (otp.length !== 6) throw new Error(t('manage.codeInvalid'))
        const { token } = await server.verifyEmail(email, deviceId, otp)
        try {
          await showKey(token)
        } finally {
          // The proof's session was for this export only.
          await server.signOut(token).catch(() => {})
        }
        proof.hidden = true
        proof.replaceChildren()
      } catch (reason) {
        error.textContent = (reason as Error).message
        submit.disabled = false
        input.focus()
      }
    }
  }

  reveal.onclick = async () => {
    const session = sessions.read()
    if (!session) return
    reveal.disabled = true
    error.textContent = ''
    status.textContent = t('manage.checking')
    try {
      const info = await server.session(session.serverToken)
      if (!info) throw new Error(t('manage.sessionEnded'))
      const login = info.signedIn
      if (login && login.secondsAgo <= login.freshForSeconds) {
        await showKey(session.serverToken)
        return
      }
      const fresh = minutes(login?.freshForSeconds ?? 300)
      const email = info.email ?? undefined
      const passkey = session.authProvider === 'passkey'
      const provider = socialProviderName(session.authProvider)
      if (!email || passkey || provider) {
        const via = passkey ? 'passkey' : provider ? 'social' : 'other'
        throw new Error(t('manage.signInAgain', { fresh, via, provider: provider ?? '' }))
      }
      status.textContent = t('manage.sendingCode', { fresh, email })
      const { action } = await server.startEmail(email, sessions.deviceId())
      if (action === 'VERIFY_DEVICE') throw new Error(t('manage.newApproval', { email }))
      status.textContent = ''
      askForCode(email)
    } catch (reason) {
      fail(reason)
    }
  }

  const section = el(
    'section',
    {},
    el('h2', { id: 'foyer-export-title', textContent: t('manage.privateKey') }),
    el('p', {
      id: 'foyer-export-warning',
      className: 'warning',
      textContent: t('manage.exportWarning'),
    }),
    reveal,
    proof,
    status,
    error,
    output,
  )
  section.setAttribute('aria-labelledby', 'foyer-export-title')
  return { section }
}

/**
 * "Sign out everywhere": ends every session of this wallet's account on the server (a lost phone,
 * a shared laptop, a token that leaked), this browser's included, which then forgets its own.
 */
function signOutEverywhere({
  sessions,
  server,
  token,
  onSignedOut,
}: {
  sessions: SessionStore
  server: AccountClient
  token: string
  onSignedOut: () => void
}): HTMLElement {
  const status = el('p', { id: 'foyer-signout-status' })
  status.setAttribute('role', 'status')
  const failure = el('p', { className: 'error', id: 'foyer-signout-error' })
  failure.setAttribute('role', 'alert')
  const button = el('button', {
    type: 'button',
    className: 'secondary',
    textContent: t('manage.signOutEverywhere'),
  })
  button.setAttribute('aria-describedby', 'foyer-signout-help')
  // Where this wallet is signed in: this browser first named as such, the others by device.
  const list = el('ul', { className: 'passkeys', id: 'foyer-session-list' })
  list.setAttribute('aria-label', t('manage.sessionsLabel'))
  const when = (iso: string) =>
    new Intl.DateTimeFormat(frameLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    )
  server.sessions(token).then(
    (sessions) =>
      list.replaceChildren(
        ...sessions.map((s) =>
          el(
            'li',
            {},
            el('strong', {
              textContent: s.current
                ? t('manage.thisBrowser')
                : t('manage.device', { device: s.device }),
            }),
            ' ',
            el('span', {
              className: 'muted',
              textContent: t('manage.signedInAt', { date: when(s.issuedAt) }),
            }),
          ),
        ),
      ),
    () => list.remove(),
  )
  button.onclick = async () => {
    button.disabled = true
    failure.textContent = ''
    status.textContent = t('manage.signingOut')
    try {
      const ended = await server.signOutEverywhere(token)
      sessions.clear()
      onSignedOut()
      list.remove()
      status.textContent = t('manage.signedOutEverywhere', { count: ended })
      button.remove()
    } catch (reason) {
      if (reason instanceof ServerError && reason.status === 401) {
        sessions.clear()
        onSignedOut()
        status.textContent = t('manage.alreadySignedOut')
        button.remove()
        return
      }
      status.textContent = ''
      failure.textContent = (reason as Error).message
      button.disabled = false
    }
  }
  const section = el(
    'section',
    {},
    el('h2', { id: 'foyer-signout-title', textContent: t('manage.devicesTitle') }),
    el('p', {
      id: 'foyer-signout-help',
      className: 'muted',
      textContent: t('manage.devicesHelp'),
    }),
    list,
    button,
    status,
    failure,
  )
  section.setAttribute('aria-labelledby', 'foyer-signout-title')
  return section
}
