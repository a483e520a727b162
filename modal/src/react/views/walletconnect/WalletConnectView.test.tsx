// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFoyer } from '../../../core/createFoyer.ts'
import { openModal } from '../../../core/modal/openModal.ts'
import { walletConnectStore } from '../../../core/walletconnect/walletConnectState.ts'
import { act, alerts, button, flush, renderView } from '../../../testing/renderView.tsx'
import { WalletConnectView } from './WalletConnectView.tsx'

// The relay and the wallet are e2e's (e2e/walletconnect.spec.ts); here only what the view shows
// for each state, with the pairing itself replaced.
vi.mock('../../../core/walletconnect/connectWalletConnect.ts', () => ({
  connectWalletConnect: vi.fn(async () => {}),
}))

const URI = 'wc:0123abcd@2?relay-protocol=irn&symKey=5ca1ab1e'

function setup(mobileWallets: { name: string; link: string }[] = []) {
  const foyer = createFoyer(
    {
      projectId: 'test',
      chains: [1],
      walletConnect: { projectId: 'test', mobileWallets },
    },
    { storage: window.localStorage },
  )
  openModal(foyer, { view: 'WalletConnect' })
  return foyer
}

const userAgent = navigator.userAgent
afterEach(() => {
  Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true })
  window.localStorage.clear()
})

describe('WalletConnectView', () => {
  it('shows the pairing link to copy and, on a phone, the configured wallets as deep links', async () => {
    Object.defineProperty(navigator, 'userAgent', {
      value: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148',
      configurable: true,
    })
    const foyer = setup([{ name: 'Rainbow', link: 'rainbow://wc?uri={uri}' }])
    const { dialog } = renderView(<WalletConnectView foyer={foyer} />)
    act(() => walletConnectStore(foyer).setState({ status: 'pairing', uri: URI }))
    await flush()
    expect(button(dialog, 'Copy link').dataset.uri).toBe(URI)
    const link = dialog.querySelector<HTMLAnchorElement>('ul[aria-label="Open in a wallet app"] a')
    expect(link?.textContent).toBe('Rainbow')
    expect(link?.getAttribute('href')).toBe(`rainbow://wc?uri=${encodeURIComponent(URI)}`)
  })

  it('offers no deep links on a desktop, and says why pairing failed with Retry', async () => {
    const foyer = setup([{ name: 'Rainbow', link: 'rainbow://wc?uri={uri}' }])
    const { dialog } = renderView(<WalletConnectView foyer={foyer} />)
    act(() => walletConnectStore(foyer).setState({ status: 'pairing', uri: URI }))
    await flush()
    expect(dialog.querySelector('ul[aria-label="Open in a wallet app"]')).toBeNull()
    act(() =>
      walletConnectStore(foyer).setState({
        status: 'error',
        uri: undefined,
        error: 'The WalletConnect relay did not answer.',
      }),
    )
    expect(alerts(dialog)).toEqual([
      'Couldn’t connect with WalletConnect. The WalletConnect relay did not answer.Retry',
    ])
    expect(button(dialog, 'Retry')).toBeTruthy()
  })
})
