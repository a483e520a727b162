// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { balanceOf } from '../../testing/balanceOf.ts'
import { setupWalletTests } from '../../testing/setupWalletTests.ts'
import { openModal } from '../modal/openModal.ts'
import { pushRoute } from '../router/pushRoute.ts'
import { connectWallet } from './connectWallet.ts'
import { disconnectWallet } from './disconnectWallet.ts'
import { ensureEngine } from './ensureEngine.ts'
import { WAGMI_STORAGE_KEY } from './storageKeys.ts'
import { switchWalletConnection } from './switchWalletConnection.ts'

// The real engine (wagmi + viem) against anvils and EIP-6963 test wallets in jsdom.
const t = setupWalletTests()
const [alice0, alice1, bob] = t.accounts
const ALICE = 'dev.foyer.alice'
const BOB = 'dev.foyer.bob'

function twoWallets() {
  const alice = t.wallet()
  const bobWallet = t.wallet({ rdns: BOB, name: 'Bob', privateKeys: [bob!.privateKey] })
  return { alice, bob: bobWallet }
}

/**
 * What the next page load would read as the recent wallet: Foyer's own key (SPEC §3), which
 * must agree with the one wagmi orders reconnection by.
 */
function storedRecent() {
  const read = (key: string) => {
    const raw = window.localStorage.getItem(key)
    return raw ? JSON.parse(raw) : undefined
  }
  const foyerKey = read('@foyer/recent-connector-id')
  expect(read(`${WAGMI_STORAGE_KEY}.recentConnectorId`)).toBe(foyerKey)
  return foyerKey
}

describe('createEngine: discovery and connections (SPEC §4)', { timeout: 30_000 }, () => {
  it('lists the wallets announced on the page, and ones announced later', async () => {
    twoWallets()
    const { foyer } = t.foyer()
    const loading = ensureEngine(foyer)
    expect(foyer.connection.getState().discovery).toBe('discovering')
    await loading
    expect(foyer.connection.getState().discovery).toBe('done')
    expect(foyer.connection.getState().wallets.map((w) => [w.id, w.name])).toEqual([
      [ALICE, 'Alice'],
      [BOB, 'Bob'],
    ])
    t.wallet({ rdns: 'dev.foyer.carol', name: 'Carol' })
    expect(foyer.connection.getState().wallets.map((w) => w.name)).toEqual([
      'Alice',
      'Bob',
      'Carol',
    ])
  })

  it('connects: address, chain, native and USDC balances, recent wallet remembered', async () => {
    const { control } = t.wallet()
    const { foyer, events } = t.foyer()
    await connectWallet(foyer, { connectorId: ALICE })
    expect(control.connected).toBe(true)
    expect(foyer.connection.getState()).toMatchObject({
      status: 'connected',
      address: alice0!.address,
      addresses: [alice0!.address, alice1!.address],
      chainId: 1,
      connector: { id: ALICE, name: 'Alice' },
      recentConnectorId: ALICE,
      pendingConnectorId: undefined,
      error: undefined,
    })
    expect(storedRecent()).toBe(ALICE)
    const eth = await t.client(1).getBalance({ address: alice0!.address })
    const usdc = await t.usdcBalance(1, alice0!.address)
    await vi.waitFor(() => expect(foyer.tokens.getState().status).toBe('success'))
    expect(foyer.tokens.getState().items).toEqual([
      { chainId: 1, value: eth, decimals: 18, symbol: 'ETH' },
      {
        chainId: 1,
        address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        value: usdc,
        decimals: 6,
        symbol: 'USDC',
      },
    ])
    expect(usdc).toBeGreaterThan(0n)
    expect(balanceOf(foyer)).toEqual({
      status: 'success',
      chainId: 1,
      value: eth,
      decimals: 18,
      symbol: 'ETH',
    })
    expect(events).toContainEqual(
      expect.objectContaining({
        channel: 'connection',
        payload: { type: 'status', status: 'connected', connectorId: ALICE },
      }),
    )
    // Analytics learn the way in, not the address.
    const tracked = events.filter((e) => e.channel === 'tracking').map((e) => e.payload)
    expect(tracked).toContainEqual({
      event: 'CONNECT_SUCCESS',
      properties: { method: 'injected', name: 'Alice' },
    })
    expect(JSON.stringify(tracked)).not.toContain(alice0!.address.slice(2))
  })

  it('an open modal shows Account after a connect, with no way back to Connect', async () => {
    t.wallet()
    const { foyer } = t.foyer()
    openModal(foyer)
    expect(foyer.router.getState().history).toEqual([{ view: 'Connect' }])
    await connectWallet(foyer, { connectorId: ALICE })
    expect(foyer.router.getState().history).toEqual([{ view: 'Account' }])
  })

  it('keeps two wallets connected at once; the latest is current', async () => {
    twoWallets()
    const { foyer } = t.foyer()
    await connectWallet(foyer, { connectorId: ALICE })
    await connectWallet(foyer, { connectorId: BOB })
    const state = foyer.connection.getState()
    expect(state.connector?.id).toBe(BOB)
    expect(state.address).toBe(bob!.address)
    expect(state.recentConnectorId).toBe(BOB)
    expect(state.connections.map((c) => [c.connector.id, c.addresses[0], c.chainId])).toEqual([
      [ALICE, alice0!.address, 1],
      [BOB, bob!.address, 1],
    ])
  })

  it('switches the current connection and remembers it', async () => {
    twoWallets()
    const { foyer } = t.foyer()
    await connectWallet(foyer, { connectorId: ALICE })
    await connectWallet(foyer, { connectorId: BOB })
    await switchWalletConnection(foyer, { connectorId: ALICE })
    expect(foyer.connection.getState()).toMatchObject({
      connector: { id: ALICE },
      address: alice0!.address,
      recentConnectorId: ALICE,
    })
    expect(storedRecent()).toBe(ALICE)
    await vi.waitFor(() =>
      expect(balanceOf(foyer)).toMatchObject({ status: 'success', symbol: 'ETH' }),
    )
  })

  it('refuses to switch to a wallet that is not connected', async () => {
    twoWallets()
    const { foyer } = t.foyer()
    await connectWallet(foyer, { connectorId: ALICE })
    for (const connectorId of [BOB, 'dev.foyer.nobody'])
      await expect(switchWalletConnection(foyer, { connectorId })).rejects.toMatchObject({
        name: 'ConnectorNotConnectedError',
        shortMessage: 'Connector not connected.',
      })
    expect(foyer.connection.getState()).toMatchObject({
      connector: { id: ALICE },
      recentConnectorId: ALICE,
    })
  })

  it('disconnecting the current one makes the first remaining current, and remembers it', async () => {
    const wallets = twoWallets()
    const { foyer, events } = t.foyer()
    await connectWallet(foyer, { connectorId: ALICE })
    await connectWallet(foyer, { connectorId: BOB })
    await disconnectWallet(foyer)
    expect(wallets.bob.control.connected).toBe(false)
    const state = foyer.connection.getState()
    expect(state).toMatchObject({ status: 'connected', connector: { id: ALICE } })
    expect(state.address).toBe(alice0!.address)
    expect(state.connections.map((c) => c.connector.id)).toEqual([ALICE])
    expect(state.recentConnectorId).toBe(ALICE)
    expect(storedRecent()).toBe(ALICE)
    expect(events.filter((e) => e.channel === 'connection').map((e) => e.payload)).toContainEqual({
      type: 'disconnect',
      connectorId: BOB,
    })
    expect(events.filter((e) => e.channel === 'tracking').map((e) => e.payload)).toContainEqual({
      event: 'DISCONNECT_SUCCESS',
      properties: { method: 'injected', name: 'Bob' },
    })
  })

  it('disconnecting a connection that is not current keeps the current one', async () => {
    twoWallets()
    const { foyer } = t.foyer()
    await connectWallet(foyer, { connectorId: ALICE })
    await connectWallet(foyer, { connectorId: BOB })
    await disconnectWallet(foyer, { connectorId: ALICE })
    expect(foyer.connection.getState()).toMatchObject({
      connector: { id: BOB },
      recentConnectorId: BOB,
    })
    expect(foyer.connection.getState().connections.map((c) => c.connector.id)).toEqual([BOB])
  })

  it('disconnecting the last one leaves no connection; an open modal shows Connect', async () => {
    t.wallet()
    const { foyer } = t.foyer()
    await connectWallet(foyer, { connectorId: ALICE })
    openModal(foyer)
    pushRoute(foyer, { view: 'Networks' })
    await disconnectWallet(foyer)
    const state = foyer.connection.getState()
    expect(state).toMatchObject({ status: 'disconnected', address: undefined, connections: [] })
    expect(state.connector).toBeUndefined()
    expect(state.recentConnectorId).toBe(ALICE)
    expect(foyer.router.getState().history).toEqual([{ view: 'Connect' }])
    expect(balanceOf(foyer)).toEqual({ status: 'idle' })
    expect(foyer.tokens.getState()).toEqual({ status: 'idle', items: [] })
  })

  it("refuses to connect the current wallet again: 'Connector already connected.'", async () => {
    t.wallet()
    const { foyer, events } = t.foyer()
    await connectWallet(foyer, { connectorId: ALICE })
    await expect(connectWallet(foyer, { connectorId: ALICE })).rejects.toMatchObject({
      name: 'ConnectorAlreadyConnectedError',
      shortMessage: 'Connector already connected.',
    })
    expect(foyer.connection.getState()).toMatchObject({
      status: 'connected',
      error: 'Connector already connected.',
      pendingConnectorId: undefined,
    })
    expect(events.map((e) => e.payload)).toContainEqual({
      type: 'connect_error',
      connectorId: ALICE,
      message: 'Connector already connected.',
    })
  })

  it('a connect rejected in the wallet leaves the visitor disconnected, with the reason', async () => {
    const { control } = t.wallet({ mode: 'manual' })
    const { foyer, events } = t.foyer()
    const connecting = connectWallet(foyer, { connectorId: ALICE })
    await control.reject()
    await expect(connecting).rejects.toMatchObject({ name: 'UserRejectedRequestError' })
    expect(foyer.connection.getState()).toMatchObject({
      status: 'disconnected',
      error: 'You rejected the request in your wallet.',
      pendingConnectorId: undefined,
    })
    expect(events.filter((e) => e.channel === 'tracking').map((e) => e.payload)).toContainEqual({
      event: 'CONNECT_ERROR',
      properties: {
        method: 'injected',
        name: 'Alice',
        message: 'You rejected the request in your wallet.',
      },
    })
  })

  it('a failed connect returns to connected when a connection is current, and shakes the modal', async () => {
    t.wallet()
    const bobWallet = t.wallet({
      rdns: BOB,
      name: 'Bob',
      privateKeys: [bob!.privateKey],
      mode: 'manual',
    })
    const { foyer, events } = t.foyer()
    await connectWallet(foyer, { connectorId: ALICE })
    openModal(foyer)
    const before = events.length
    const connecting = connectWallet(foyer, { connectorId: BOB })
    await vi.waitFor(() =>
      expect(foyer.connection.getState()).toMatchObject({
        status: 'connecting',
        pendingConnectorId: BOB,
      }),
    )
    await bobWallet.control.reject()
    await expect(connecting).rejects.toMatchObject({ name: 'UserRejectedRequestError' })
    expect(foyer.connection.getState()).toMatchObject({
      status: 'connected',
      connector: { id: ALICE },
      address: alice0!.address,
      error: 'You rejected the request in your wallet.',
      pendingConnectorId: undefined,
      recentConnectorId: ALICE,
    })
    expect(
      events
        .slice(before)
        .flatMap((e) =>
          e.channel === 'connection' && e.payload.type === 'status' ? [e.payload.status] : [],
        ),
    ).toEqual(['connecting', 'connected'])
    // SPEC §2: the modal shakes for 500 ms.
    expect(foyer.modal.getState().shake).toBe(true)
    await vi.waitFor(() => expect(foyer.modal.getState().shake).toBe(false), { timeout: 2_000 })
    expect(foyer.router.getState().history).toEqual([{ view: 'Account' }])
  })

  it('refuses a wallet that is not on the page: the connector must exist', async () => {
    t.wallet()
    const { foyer } = t.foyer()
    await expect(connectWallet(foyer, { connectorId: 'dev.foyer.nobody' })).rejects.toMatchObject({
      name: 'ConnectorNotFoundError',
      shortMessage: 'Connector not found.',
    })
    expect(foyer.connection.getState().status).toBe('disconnected')
  })
})
