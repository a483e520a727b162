// @vitest-environment jsdom
import { createTestWallet } from '@foyer/testing/test-wallet'
import { describe, expect, it, vi } from 'vitest'
import { setupWalletTests } from '../../testing/setupWalletTests.ts'
import type { BusEvent } from '../bus/createBus.ts'
import { openModal } from '../modal/openModal.ts'
import { connectWallet } from './connectWallet.ts'
import { DUPLICATE_WALLET_WARNING, LEGACY_CONNECTOR_ID } from './discoverWallets.ts'
import { ensureEngine } from './ensureEngine.ts'
import { cancelConnect } from './pendingConnect.ts'

// EIP-6963 announcements are untrusted input: any script on the page can dispatch one.
const t = setupWalletTests()
const ALICE = 'dev.foyer.alice'

const announce = (detail: unknown) =>
  window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))

/** Answers every request for providers with `detail`, like a script on the page could. */
function hostileScript(detail: unknown): () => void {
  const onRequest = () => announce(detail)
  window.addEventListener('eip6963:requestProvider', onRequest)
  return () => window.removeEventListener('eip6963:requestProvider', onRequest)
}

const rejected = (events: BusEvent[]) =>
  events.flatMap((e) =>
    e.channel === 'connection' && e.payload.type === 'announcement_rejected' ? [e.payload] : [],
  )

const provider = { request: async () => [] }

describe('discoverWallets: announcements are untrusted (EIP-6963)', { timeout: 30_000 }, () => {
  it('drops malformed announcements, says why on the bus, and keeps the valid wallet usable', async () => {
    t.wallet()
    const stops = [
      hostileScript(null),
      hostileScript({ info: null, provider }),
      hostileScript({ info: { uuid: 'u1', name: { evil: true }, rdns: 'x.evil' }, provider }),
      hostileScript({ info: { uuid: 'u2', name: 'No rdns' }, provider }),
      hostileScript({ info: { uuid: 'u3', name: 'No provider', rdns: 'x.none' } }),
    ]
    const { foyer, events } = t.foyer()
    await ensureEngine(foyer)
    for (const stop of stops) stop()
    expect(foyer.connection.getState().wallets.map((w) => w.id)).toEqual([ALICE])
    expect(rejected(events).map((r) => r.reason)).toEqual([
      expect.stringMatching(/^detail .*Provided: null$/),
      expect.stringMatching(/^info /),
      expect.stringMatching(/^info\.name /),
      expect.stringMatching(/^info\.rdns /),
      expect.stringMatching(/^provider must be an EIP-1193 provider/),
    ])
    await connectWallet(foyer, { connectorId: ALICE })
    expect(foyer.connection.getState().status).toBe('connected')
  })

  it('never renders an icon that is not a data: image', async () => {
    const stop = hostileScript({
      info: {
        uuid: 'u4',
        name: 'Tracker',
        rdns: 'x.tracker',
        icon: 'https://tracker.example/p.png',
      },
      provider,
    })
    const { foyer } = t.foyer()
    await ensureEngine(foyer)
    stop()
    expect(foyer.connection.getState().wallets).toEqual([
      { id: 'x.tracker', name: 'Tracker', icon: undefined, rdns: 'x.tracker' },
    ])
  })

  it('two wallets claiming one rdns: both listed and marked, and a stored session is not restored to either', async () => {
    const first = t.wallet()
    const { foyer: before } = t.foyer()
    await connectWallet(before, { connectorId: ALICE })
    first.unannounce()
    ;(await before._internal.engine)?.destroy()

    // The next visit: an impostor announces Alice's rdns first, then the real Alice.
    const impostor = t.wallet({ name: 'Alice', privateKeys: [t.accounts[9]!.privateKey] })
    const real = t.wallet({ mode: 'manual' })
    const { foyer } = t.foyer()
    await ensureEngine(foyer)
    const wallets = foyer.connection.getState().wallets
    expect(wallets).toHaveLength(2)
    expect(wallets.every((w) => w.warning === DUPLICATE_WALLET_WARNING)).toBe(true)
    expect(new Set(wallets.map((w) => w.id)).size).toBe(2)
    expect(wallets.every((w) => w.id !== ALICE && w.id.startsWith(`${ALICE}#`))).toBe(true)
    expect(foyer.connection.getState()).toMatchObject({ status: 'disconnected', connections: [] })
    expect(impostor.control.pending()).toEqual([])
    expect(real.control.pending()).toEqual([])
  })
})

describe('connectWallet: a wallet that never answers', { timeout: 30_000 }, () => {
  it('times out with a message, and the other wallets stay usable', async () => {
    const silent = t.wallet({ rdns: 'dev.foyer.silent', name: 'Silent', mode: 'manual' })
    t.wallet()
    const { foyer } = t.foyer()
    openModal(foyer)
    await expect(
      connectWallet(foyer, { connectorId: 'dev.foyer.silent', timeout: 200 }),
    ).rejects.toMatchObject({ name: 'WalletNotAnsweringError' })
    expect(foyer.connection.getState()).toMatchObject({
      status: 'disconnected',
      pendingConnectorId: undefined,
      error: 'Silent did not answer. Approve the request in the wallet, or try again.',
    })
    await connectWallet(foyer, { connectorId: ALICE })
    expect(foyer.connection.getState()).toMatchObject({
      status: 'connected',
      connector: { id: ALICE },
    })
    expect(silent.control.pending()).toHaveLength(1)
  })

  it('a connect can be cancelled; a late approval is then undone', async () => {
    const { control } = t.wallet({ mode: 'manual' })
    const { foyer } = t.foyer()
    const connecting = connectWallet(foyer, { connectorId: ALICE })
    await control.waitForRequest()
    cancelConnect(foyer)
    await expect(connecting).rejects.toMatchObject({ name: 'ConnectCancelledError' })
    expect(foyer.connection.getState()).toMatchObject({
      status: 'disconnected',
      pendingConnectorId: undefined,
      error: undefined,
    })
    await control.approve()
    await vi.waitFor(() => expect(control.connected).toBe(false))
    expect(foyer.connection.getState().status).toBe('disconnected')
  })

  it('lists a window.ethereum that does not announce itself, and only when no wallet does', async () => {
    const legacy = createTestWallet({
      rpcUrls: t.rpcUrls(),
      chainId: 1,
      storage: window.localStorage,
    })
    const ethereum = { ...legacy.provider, isRabby: true }
    Object.defineProperty(window, 'ethereum', { value: ethereum, configurable: true })
    try {
      const { foyer } = t.foyer()
      await ensureEngine(foyer)
      expect(foyer.connection.getState().wallets).toEqual([
        { id: LEGACY_CONNECTOR_ID, name: 'Rabby', icon: undefined, rdns: undefined },
      ])
      await connectWallet(foyer, { connectorId: LEGACY_CONNECTOR_ID })
      expect(foyer.connection.getState()).toMatchObject({
        status: 'connected',
        address: legacy.control.accounts[0],
      })

      // A page where a wallet announces itself lists that one only.
      t.wallet()
      const other = t.foyer()
      await ensureEngine(other.foyer)
      expect(other.foyer.connection.getState().wallets.map((w) => w.id)).toEqual([ALICE])
    } finally {
      Reflect.deleteProperty(window, 'ethereum')
    }
  })
})
