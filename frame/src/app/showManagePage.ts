import type { AuthShareClient } from '../custody/createAuthShareClient.ts'
import type { DeviceShareStore } from '../custody/createDeviceShareStore.ts'
import { exportPrivateKey } from '../custody/exportPrivateKey.ts'
import type { SessionStore } from './createSessionStore.ts'
import { el } from './dom.ts'
// The export of the private key: the security stylesheet, which no theme variable reaches.
import './secure.css'

/**
 * The frame page opened on its own (a tab of the wallet's origin, from Account's "Export wallet
 * key"): the signed-in wallet of this browser, and the export of its private key. It reads the
 * same storage as the frame, and nothing of it ever crosses to an app: no lock-in, and no host
 * page can start an export.
 */
export function showManagePage(
  root: HTMLElement,
  {
    sessions,
    devices,
    authShares,
  }: { sessions: SessionStore; devices: DeviceShareStore; authShares: AuthShareClient },
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
  )
}
