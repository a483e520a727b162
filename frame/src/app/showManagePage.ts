import type { AuthShareClient } from '../custody/createAuthShareClient.ts'
import type { DeviceShareStore } from '../custody/createDeviceShareStore.ts'
import { exportPrivateKey } from '../custody/exportPrivateKey.ts'
import { type AccountClient, createServerClient, ServerError } from './createServerClient.ts'
import type { SessionStore } from './createSessionStore.ts'
import { el } from './dom.ts'
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
  const output = el('output', { className: 'secret', id: 'foyer-private-key' })
  output.hidden = true
  const error = el('p', { className: 'error' })
  error.setAttribute('role', 'alert')
  const reveal = el('button', {
    type: 'button',
    className: 'primary',
    textContent: 'Export private key',
  })
  reveal.onclick = async () => {
    reveal.disabled = true
    error.textContent = ''
    try {
      const stored = await authShares.get(session.serverToken)
      const device = stored && (await devices.load(stored.address))
      if (!stored || !device)
        throw new Error('This browser does not hold the wallet: sign in with your email first.')
      output.textContent = await exportPrivateKey({
        shares: [device, stored.share],
        address: stored.address,
      })
      output.hidden = false
    } catch (reason) {
      error.textContent = (reason as Error).message
      reveal.disabled = false
    }
  }
  main.append(
    el(
      'dl',
      { className: 'rows' },
      el('dt', { textContent: 'Email' }),
      el('dd', { textContent: session.email }),
      el('dt', { textContent: 'Address' }),
      el('dd', { textContent: session.address }),
    ),
    el(
      'p',
      { className: 'muted' },
      'Anyone who has the private key controls this wallet. Export it only to move the wallet to another app you trust, and never paste it into a website.',
    ),
    reveal,
    output,
    error,
    signOutEverywhere({
      sessions,
      server,
      token: session.serverToken,
      // Signed out: there is nothing left to export from the server.
      onSignedOut: () => {
        reveal.remove()
        output.remove()
      },
    }),
  )
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
  button.onclick = async () => {
    button.disabled = true
    failure.textContent = ''
    status.textContent = 'Signing out everywhere…'
    try {
      const ended = await server.signOutEverywhere(token)
      sessions.clear()
      onSignedOut()
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
    button,
    status,
    failure,
  )
  section.setAttribute('aria-labelledby', 'foyer-signout-title')
  return section
}
