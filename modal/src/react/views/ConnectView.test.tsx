// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FoyerConfigInput } from '../../core/config/configSchema.ts'
import type { WalletOption } from '../../core/connection/connectionState.ts'
import type { Engine } from '../../core/connection/engine.ts'
import { ensureEngine } from '../../core/connection/ensureEngine.ts'
import { updateConnection } from '../../core/connection/updateConnection.ts'
import * as wagmiActions from '../../core/connection/wagmiActions.ts'
import { createFoyer } from '../../core/createFoyer.ts'
import type { LoadEngine } from '../../core/foyer.ts'
import { openModal } from '../../core/modal/openModal.ts'
import { offlineConfig } from '../../testing/offlineConfig.ts'
import {
  act,
  alerts,
  button,
  clickAndSettle,
  flush,
  queryButton,
  renderView,
} from '../../testing/renderView.tsx'
import { ConnectView } from './ConnectView.tsx'

const ICON = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E'
const METAMASK: WalletOption = { id: 'io.metamask', name: 'MetaMask', icon: ICON }
const RABBY: WalletOption = { id: 'io.rabby', name: 'Rabby' }
const COINBASE: WalletOption = { id: 'com.coinbase.wallet', name: 'Coinbase Wallet' }

/**
 * Wallet code that announces `wallets` when it loads, as the real engine reports the EIP-6963
 * announcements it mirrors. Its wagmi config reaches no network.
 */
function announcing(wallets: readonly WalletOption[]): LoadEngine {
  return async () => ({
    createEngine: async (foyer) => {
      updateConnection(foyer, { type: 'walletsChanged', wallets })
      const engine: Engine = {
        config: offlineConfig(),
        wagmi: wagmiActions,
        destroy() {},
      }
      return engine
    },
  })
}

function setup(loadEngine: LoadEngine, config: Partial<FoyerConfigInput> = {}) {
  const foyer = createFoyer(
    { projectId: 'test', chains: [1, 137], ...config },
    { storage: window.localStorage, loadEngine },
  )
  openModal(foyer, { view: 'Connect' })
  return { foyer, render: () => renderView(<ConnectView foyer={foyer} />) }
}

function walletButtons(root: ParentNode): HTMLButtonElement[] {
  return [...root.querySelectorAll<HTMLButtonElement>('ul[aria-label="Wallets"] button')]
}

/** The wallet buttons, in the order shown, as "name" or "name (badge)". */
function walletNames(root: ParentNode): string[] {
  return walletButtons(root).map((b) => {
    const name = b.querySelector('.foyer-grow')?.textContent ?? ''
    const badge = b.querySelector('.foyer-badge')?.textContent
    return badge ? `${name} (${badge})` : name
  })
}

/** The wallet button of the wallet named `name`. */
function walletButton(root: ParentNode, name: string): HTMLButtonElement {
  const found = walletButtons(root).find(
    (b) => b.querySelector('.foyer-grow')?.textContent === name,
  )
  if (!found) throw new Error(`No wallet named ${name}; found: ${walletNames(root).join(' | ')}`)
  return found
}

afterEach(() => window.localStorage.clear())

/** The view's controls in document (= Tab) order: fields by id, buttons by accessible name. */
function controls(root: ParentNode): string[] {
  return [...root.querySelectorAll<HTMLElement>('.foyer-body input, .foyer-body button')].map(
    (el) =>
      el instanceof HTMLInputElement
        ? `#${el.id}`
        : (el.getAttribute('aria-label') ?? el.textContent ?? ''),
  )
}

const EMBEDDED = { frameUrl: 'https://wallet.example.com/frame', email: true } as const

describe('ConnectView', () => {
  it('says it is looking for wallets while the wallet code loads', async () => {
    const { render } = setup(announcing([METAMASK]))
    const { dialog } = render()
    expect(dialog.querySelector('[role="status"]')?.textContent).toBe('Looking for wallets…')
    await flush()
    expect(dialog.textContent).not.toContain('Looking for wallets…')
  })

  it('shows why the wallet code failed to load, with a Retry that loads it again', async () => {
    let attempts = 0
    const fail = vi.fn<LoadEngine>(() =>
      ++attempts === 1
        ? Promise.reject(new Error('Importing a module script failed.'))
        : announcing([METAMASK])(),
    )
    const { foyer, render } = setup(fail)
    const { dialog } = render()
    await flush()

    expect(foyer.connection.getState()).toMatchObject({ discovery: 'error' })
    const alert = dialog.querySelector('[role="alert"]')
    expect(alert?.querySelector('p')?.textContent).toBe(
      'Could not load the wallet code: Importing a module script failed.',
    )
    expect(alert?.contains(button(dialog, 'Retry'))).toBe(true)
    expect(walletNames(dialog)).toEqual([])

    await clickAndSettle(button(dialog, 'Retry'))

    expect(fail).toHaveBeenCalledTimes(2)
    expect(alerts(dialog)).toEqual([])
    expect(queryButton(dialog, 'Retry')).toBeUndefined()
    expect(walletNames(dialog)).toEqual(['MetaMask (Installed)'])
  })

  it('shows the error message held in the connection state, with Retry', async () => {
    // Arrangement: the state ensureEngine leaves after a failed load.
    const { foyer, render } = setup(() => Promise.reject(new Error('offline')))
    const { dialog } = render()
    await flush()
    const message = 'Could not load the wallet code: offline'
    expect(foyer.connection.getState()).toMatchObject({ discovery: 'error', error: message })
    expect(dialog.querySelector('[role="alert"] p')?.textContent).toBe(message)
    expect(button(dialog, 'Retry').disabled).toBe(false)
  })

  it('says so when no wallet is found in the browser', async () => {
    const { foyer, render } = setup(announcing([]))
    const { dialog } = render()
    await flush()

    expect(foyer.connection.getState().discovery).toBe('done')
    expect(dialog.querySelector('[role="status"] strong')?.textContent).toBe(
      'No wallet found in this browser.',
    )
    expect(dialog.textContent).toContain('Install a browser wallet extension')
    expect(walletNames(dialog)).toEqual([])
    expect(alerts(dialog)).toEqual([])
  })

  it('lists one button per wallet, the recent one first with a "Recent" badge and focus', async () => {
    const { foyer, render } = setup(announcing([METAMASK, RABBY, COINBASE]))
    // Arrangement: Rabby was used last.
    foyer.connection.setState({ recentConnectorId: RABBY.id })
    const { dialog } = render()
    await flush()

    expect(walletNames(dialog)).toEqual([
      'Rabby (Recent)',
      'MetaMask (Installed)',
      'Coinbase Wallet (Installed)',
    ])
    expect(dialog.querySelectorAll('.foyer-badge')).toHaveLength(3)
    expect(walletButtons(dialog).map((b) => b.disabled)).toEqual([false, false, false])
    expect(dialog.querySelector('ul[aria-label="Wallets"] img')?.getAttribute('src')).toBe(ICON)
    expect(dialog.textContent).not.toContain('No wallet found')
  })

  it('moves focus to the first wallet when the list is there on mount', async () => {
    const loadEngine = announcing([METAMASK, RABBY])
    const { foyer, render } = setup(loadEngine)
    foyer.connection.setState({ recentConnectorId: RABBY.id })
    // Arrangement: the wallet code was prefetched (pointer over the Connect button).
    await ensureEngine(foyer)
    const { dialog } = render()

    expect(document.activeElement).toBe(walletButton(dialog, 'Rabby'))
  })

  it('marks a wallet with an open connection "Connected" rather than "Recent"', async () => {
    const { foyer, render } = setup(announcing([METAMASK, RABBY]))
    foyer.connection.setState({
      recentConnectorId: RABBY.id,
      connections: [{ connector: RABBY, addresses: [], chainId: 1 }],
    })
    const { dialog } = render()
    await flush()

    expect(walletNames(dialog)).toEqual(['Rabby (Connected)', 'MetaMask (Installed)'])
  })

  it('while one wallet connects, says which one waits, offers Cancel, and keeps the others usable', async () => {
    const { foyer, render } = setup(announcing([METAMASK, RABBY]))
    const { dialog } = render()
    await flush()

    // Arrangement: the state connectWallet sets when the wallet is asked.
    act(() => updateConnection(foyer, { type: 'connectStarted', connectorId: METAMASK.id }))

    expect(walletButtons(dialog).map((b) => b.disabled)).toEqual([true, false])
    expect(walletButton(dialog, 'MetaMask').getAttribute('aria-busy')).toBe('true')
    expect(button(dialog, 'Cancel')).toBeDefined()
    expect(walletButton(dialog, 'Rabby').getAttribute('aria-busy')).toBe('false')
    expect(dialog.textContent).toContain(
      'Waiting for MetaMask… Approve the request in your wallet.',
    )

    act(() =>
      updateConnection(foyer, {
        type: 'connectFailed',
        connectorId: METAMASK.id,
        message: 'You rejected the request in your wallet.',
      }),
    )

    expect(alerts(dialog)).toEqual(['You rejected the request in your wallet.'])
    expect(walletButtons(dialog).map((b) => b.disabled)).toEqual([false, false])
  })
  it('puts the email field first, then the social logins (the first one wide), then the wallets', async () => {
    const { render } = setup(announcing([METAMASK]), {
      ...EMBEDDED,
      socials: ['google', 'github', 'x', 'discord'],
    })
    const { dialog } = render()
    await flush()

    expect(controls(dialog)).toEqual([
      '#foyer-email',
      'Continue',
      'Continue with Google',
      'Continue with GitHub',
      'Continue with X',
      'Continue with Discord',
      'MetaMaskInstalled',
    ])
    // Keyboard users start where the eye does: on the email field.
    expect(document.activeElement).toBe(dialog.querySelector('#foyer-email'))
    const [wide, ...icons] = [...dialog.querySelectorAll<HTMLButtonElement>('.foyer-social')]
    expect(wide?.className).toContain('foyer-social-wide')
    expect(wide?.textContent).toBe('Continue with Google')
    expect(wide?.hasAttribute('aria-label')).toBe(false)
    for (const icon of icons) {
      // An icon alone: named for screen readers, and a tooltip for the eye.
      expect(icon.textContent).toBe('')
      expect(icon.title).toBe(icon.getAttribute('aria-label'))
      expect(icon.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
    }
    // The wallets come after the divider.
    const divider = dialog.querySelector('.foyer-divider')
    const list = dialog.querySelector('ul[aria-label="Wallets"]')
    expect(divider?.compareDocumentPosition(list!)).toBe(Node.DOCUMENT_POSITION_FOLLOWING)
  })

  it('without the email field, focus starts on the first social login', async () => {
    const loadEngine = announcing([METAMASK])
    const { render } = setup(loadEngine, {
      frameUrl: EMBEDDED.frameUrl,
      socials: ['github', 'farcaster'],
    })
    const { dialog } = render()
    await flush()

    expect(controls(dialog)).toEqual([
      'Continue with GitHub',
      'Continue with Farcaster',
      'MetaMaskInstalled',
    ])
    expect(document.activeElement).toBe(button(dialog, 'Continue with GitHub'))
  })

  it('puts the installed wallets first, with focus, when they are known as the view opens', async () => {
    const { foyer, render } = setup(announcing([METAMASK]), {
      ...EMBEDDED,
      socials: ['github'],
    })
    await ensureEngine(foyer)
    const { dialog } = render()

    expect(controls(dialog)).toEqual([
      'MetaMaskInstalled',
      '#foyer-email',
      'Continue',
      'Continue with GitHub',
    ])
    expect(document.activeElement).toBe(button(dialog, 'MetaMaskInstalled'))
    // The logins follow the divider.
    const divider = dialog.querySelector('.foyer-divider')
    const list = dialog.querySelector('ul[aria-label="Wallets"]')
    expect(list?.compareDocumentPosition(divider!)).toBe(Node.DOCUMENT_POSITION_FOLLOWING)
  })

  it('offers no social login without the embedded wallet’s frame', async () => {
    const { render } = setup(announcing([METAMASK]), { socials: ['google'] })
    const { dialog } = render()
    await flush()

    expect(controls(dialog)).toEqual(['MetaMaskInstalled'])
    expect(dialog.querySelector('.foyer-divider')).toBeNull()
  })
})
