import type { AuthShareClient } from '../custody/createAuthShareClient.ts'
import type { DeviceShareStore } from '../custody/createDeviceShareStore.ts'
import { exportPrivateKey } from '../custody/exportPrivateKey.ts'
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
  document.title = 'Your wallet · Foyer'
  const main = el('main', { className: 'page' })
  root.append(main)
  const session = sessions.read()
  main.append(el('h1', { textContent: 'Your wallet' }))
  if (!session) {
    main.append(
      el('p', {
        className: 'muted',
        textContent:
          'No wallet is signed in on this browser. Sign in with your email in the app, then open this page again.',
      }),
    )
    return
  }
  const exporter = exportSection({ sessions, devices, authShares, server })
  main.append(
    el(
      'dl',
      { className: 'rows' },
      el('dt', { textContent: 'Email' }),
      el('dd', {
        textContent: session.email ?? 'none (signed in with a passkey or a social login)',
      }),
      el('dt', { textContent: 'Address' }),
      el('dd', { textContent: session.address }),
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

/** "3 minutes", "1 hour": a duration as the page says it. */
function minutes(seconds: number): string {
  const m = Math.max(1, Math.round(seconds / 60))
  return m % 60 === 0
    ? `${m / 60} ${m === 60 ? 'hour' : 'hours'}`
    : `${m} ${m === 1 ? 'minute' : 'minutes'}`
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
  output.setAttribute('aria-label', 'Private key')
  const error = el('p', { className: 'error', id: 'foyer-export-error' })
  error.setAttribute('role', 'alert')
  const status = el('p', { className: 'muted', id: 'foyer-export-status' })
  status.setAttribute('role', 'status')
  const reveal = el('button', {
    type: 'button',
    className: 'primary',
    textContent: 'Export private key',
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
    if (!stored || !device)
      throw new Error('This browser does not hold the wallet: sign in with your email first.')
    output.textContent = await exportPrivateKey({
      shares: [device, stored.share],
      address: stored.address,
    })
    output.hidden = false
    status.textContent = 'Your private key is below. Close this tab once you have moved it.'
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
      textContent: 'Confirm and export',
    })
    const cancel = el('button', { type: 'button', className: 'secondary', textContent: 'Cancel' })
    cancel.onclick = () => {
      proof.hidden = true
      proof.replaceChildren()
      error.textContent = ''
      status.textContent = 'Export cancelled: nothing was shown.'
      reveal.disabled = false
      reveal.focus()
    }
    proof.replaceChildren(
      el('p', {}, `We sent a 6-digit code to ${email}. Enter it to confirm it is you.`),
      el('label', { htmlFor: input.id, textContent: 'Code' }),
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
        if (otp.length !== 6) throw new Error('Enter the 6-digit code from the email.')
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
    status.textContent = 'Checking your sign-in…'
    try {
      const info = await server.session(session.serverToken)
      if (!info)
        throw new Error(
          "This browser's sign-in has ended. Sign in again in the app, then open this page again.",
        )
      const login = info.signedIn
      if (login && login.secondsAgo <= login.freshForSeconds) {
        await showKey(session.serverToken)
        return
      }
      const fresh = minutes(login?.freshForSeconds ?? 300)
      const email = info.email ?? undefined
      const provider =
        session.authProvider === 'passkey'
          ? 'your passkey'
          : socialProviderName(session.authProvider)
      if (!email || provider) {
        throw new Error(
          `For your safety, exporting needs a sign-in from the last ${fresh}. Sign in again with ${provider ?? 'your account'} in the app (Account, Disconnect, then sign in), then open this page again.`,
        )
      }
      status.textContent = `For your safety, exporting needs a sign-in from the last ${fresh}: sending a code to ${email}…`
      const { action } = await server.startEmail(email, sessions.deviceId())
      if (action === 'VERIFY_DEVICE')
        throw new Error(
          `This browser needs a new approval for ${email}: sign in again in the app, then open this page again.`,
        )
      status.textContent = ''
      askForCode(email)
    } catch (reason) {
      fail(reason)
    }
  }

  const section = el(
    'section',
    {},
    el('h2', { id: 'foyer-export-title', textContent: 'Private key' }),
    el('p', {
      id: 'foyer-export-warning',
      className: 'warning',
      textContent:
        'Anyone who has the private key controls this wallet and everything in it. Export it only to move the wallet to another app you trust, never paste it into a website, and never share it, not even with support.',
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
    textContent: 'Sign out everywhere',
  })
  button.setAttribute('aria-describedby', 'foyer-signout-help')
  // Where this wallet is signed in: this browser first named as such, the others by device.
  const list = el('ul', { className: 'passkeys', id: 'foyer-session-list' })
  list.setAttribute('aria-label', 'Signed-in sessions')
  const when = (iso: string) =>
    new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })
  server.sessions(token).then(
    (sessions) =>
      list.replaceChildren(
        ...sessions.map((s) =>
          el(
            'li',
            {},
            el('strong', { textContent: s.current ? 'This browser' : `Device ${s.device}…` }),
            el('span', { className: 'muted', textContent: ` signed in ${when(s.issuedAt)}` }),
          ),
        ),
      ),
    () => list.remove(),
  )
  button.onclick = async () => {
    button.disabled = true
    failure.textContent = ''
    status.textContent = 'Signing out everywhere…'
    try {
      const ended = await server.signOutEverywhere(token)
      sessions.clear()
      onSignedOut()
      list.remove()
      status.textContent = `Signed out on every device (${ended} ${ended === 1 ? 'sign-in' : 'sign-ins'} ended). Sign in again in the app to use your wallet: it stays the same.`
      button.remove()
    } catch (reason) {
      if (reason instanceof ServerError && reason.status === 401) {
        sessions.clear()
        onSignedOut()
        status.textContent =
          "This browser's sign-in had already ended. Sign in again in the app, then open this page to sign out everywhere."
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
    el('h2', { id: 'foyer-signout-title', textContent: 'Signed-in devices' }),
    el('p', {
      id: 'foyer-signout-help',
      className: 'muted',
      textContent:
        'Lost a device, or signed in somewhere you no longer trust? Sign this wallet out on every device, this one included. Your wallet and its address stay the same.',
    }),
    list,
    button,
    status,
    failure,
  )
  section.setAttribute('aria-labelledby', 'foyer-signout-title')
  return section
}
