// @vitest-environment jsdom
import { type LocalSolana, startLocalSolana } from '@foyer/testing/solana'
import { createSolanaTestWallet } from '@foyer/testing/solana-wallet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { memoryStorage } from '../../testing/memoryStorage.ts'
import { registerSolanaWallet } from '../../testing/registerSolanaWallet.ts'
import type { BusEvent } from '../bus/createBus.ts'
import { createFoyer } from '../createFoyer.ts'
import { describeError } from '../errors/describeError.ts'
import type { Foyer } from '../foyer.ts'
import { SOLANA_CHAIN_IDS } from '../network/constants.ts'
import { decideRpc } from '../rpc/decideRpc.ts'
import { SOLANA_NETWORKS } from './networks.ts'
import { SOLANA_READ_METHODS } from './solanaRpc.ts'
import { readSolanaSession } from './solanaSession.ts'
import { solanaStore } from './solanaState.ts'
import {
  connectSolanaWallet,
  disconnectSolanaWallet,
  discoverSolanaWallets,
  SOLANA_DUPLICATE_WARNING,
  selectSolanaNetwork,
} from './solanaWallets.ts'

const DEVNET = SOLANA_CHAIN_IDS.devnet
let solana: LocalSolana
beforeAll(async () => {
  solana = await startLocalSolana()
})
afterAll(() => solana.stop())

let walletCount = 0
/** A Solana test wallet of its own name (the registry is the page's, shared by every test). */
function solanaWallet(options: { mode?: 'auto' | 'manual'; chains?: string[] } = {}) {
  walletCount += 1
  const name = `Solana Wallet ${walletCount}`
  const rpcUrls = Object.fromEntries((options.chains ?? [DEVNET]).map((c) => [c, solana.url]))
  const created = createSolanaTestWallet({
    rpcUrls,
    mode: options.mode ?? 'manual',
    info: { name },
    storage: memoryStorage(),
  })
  registerSolanaWallet(created.wallet)
  return { ...created, id: `solana:${name}`, name }
}

function foyerWith(storage = memoryStorage()): { foyer: Foyer; events: BusEvent[] } {
  const foyer = createFoyer(
    { projectId: 'p', chains: [31337, DEVNET], rpc: { [DEVNET]: solana.url } },
    { storage, loadEngine: () => Promise.reject(new Error('no EVM wallet code in this test')) },
  )
  const events: BusEvent[] = []
  foyer.bus.subscribe((event) => void events.push(event))
  discoverSolanaWallets(foyer, { describeError })
  return { foyer, events }
}

const connection = (events: BusEvent[]) =>
  events.flatMap((e) => (e.channel === 'connection' ? [e.payload] : []))
const tracking = (events: BusEvent[]) =>
  events.flatMap((e) => (e.channel === 'tracking' ? [e.payload] : []))

async function settled(foyer: Foyer): Promise<void> {
  await expect
    .poll(() => solanaStore(foyer).getState().balances.status, { timeout: 5_000 })
    .toMatch(/ready|error/)
}

describe('Solana networks and node requests', () => {
  it('knows the three networks of SOLANA_CHAIN_IDS, and every node method it calls is on the safe list', () => {
    expect(Object.keys(SOLANA_NETWORKS).sort()).toEqual(Object.values(SOLANA_CHAIN_IDS).sort())
    for (const method of SOLANA_READ_METHODS)
      expect(decideRpc(method), method).toEqual({ decision: 'safe', list: 'safe' })
  })
})

describe('Solana wallets (Wallet Standard)', { timeout: 30_000 }, () => {
  it('lists a wallet that speaks a configured network, with the networks it speaks, and no other', () => {
    const devnet = solanaWallet()
    const mainnetOnly = solanaWallet({ chains: [SOLANA_CHAIN_IDS.mainnet] })
    const { foyer } = foyerWith()
    const wallets = solanaStore(foyer).getState().wallets
    expect(wallets.find((w) => w.id === devnet.id)).toMatchObject({
      name: devnet.name,
      chains: [DEVNET],
      icon: expect.stringMatching(/^data:image\//),
    })
    expect(wallets.find((w) => w.id === mainnetOnly.id)).toBeUndefined()
    // A wallet that registers later is listed too.
    const late = solanaWallet()
    expect(
      solanaStore(foyer)
        .getState()
        .wallets.map((w) => w.id),
    ).toContain(late.id)
  })

  it('connects after the approval: the account, its exact SOL and USDC, the session, the events', async () => {
    const wallet = solanaWallet()
    const storage = memoryStorage()
    const { foyer, events } = foyerWith(storage)
    const connecting = connectSolanaWallet(foyer, { walletId: wallet.id })
    expect(solanaStore(foyer).getState()).toMatchObject({
      status: 'connecting',
      pendingWalletId: wallet.id,
    })
    await wallet.control.approve()
    await connecting
    const address = wallet.control.accounts[0]!
    const state = solanaStore(foyer).getState()
    expect(state).toMatchObject({ status: 'connected', address, chainId: DEVNET })
    await settled(foyer)
    expect(solanaStore(foyer).getState().balances).toEqual({
      status: 'ready',
      lamports: await solana.balance(address),
      usdc: 1_000_000_000n,
    })
    expect(readSolanaSession(foyer)).toEqual({ wallet: wallet.name, address, chainId: DEVNET })
    expect(connection(events)).toContainEqual({
      type: 'solana_connect_success',
      connectorId: wallet.id,
      address,
      chainId: DEVNET,
    })
    expect(tracking(events)).toContainEqual({
      event: 'CONNECT_SUCCESS',
      properties: { method: 'solana', name: wallet.name },
    })
    // Each node read is on the bus, as the EVM reads are: safe, to the configured node.
    const reads = events.flatMap((e) => (e.channel === 'rpc' ? [e.payload] : []))
    expect(reads.filter((r) => r.outcome === 'passed').map((r) => r.method)).toEqual(
      expect.arrayContaining(['getBalance', 'getTokenAccountsByOwner']),
    )
    expect(reads.every((r) => r.source === 'node' && r.url === solana.url)).toBe(true)
    expect(reads.every((r) => r.decision === 'safe')).toBe(true)
  })

  it('says a refusal in words, emits it, and stays disconnected', async () => {
    const wallet = solanaWallet()
    const { foyer, events } = foyerWith()
    const connecting = connectSolanaWallet(foyer, { walletId: wallet.id })
    await wallet.control.reject()
    await expect(connecting).rejects.toMatchObject({ code: 4001 })
    expect(solanaStore(foyer).getState()).toMatchObject({
      status: 'disconnected',
      pendingWalletId: undefined,
      error: 'You rejected the request in your wallet.',
    })
    expect(connection(events)).toContainEqual({
      type: 'connect_error',
      connectorId: wallet.id,
      message: 'You rejected the request in your wallet.',
    })
    expect(readSolanaSession(foyer)).toBeUndefined()
  })

  it('restores the session on the next visit without asking, and disconnect forgets it', async () => {
    const wallet = solanaWallet()
    const storage = memoryStorage()
    const first = foyerWith(storage).foyer
    const connecting = connectSolanaWallet(first, { walletId: wallet.id })
    await wallet.control.approve()
    await connecting
    await settled(first)

    const { foyer, events } = foyerWith(storage)
    await expect.poll(() => solanaStore(foyer).getState().status).toBe('connected')
    expect(wallet.control.pending()).toEqual([])
    expect(solanaStore(foyer).getState().address).toBe(wallet.control.accounts[0])
    expect(connection(events)).toContainEqual({ type: 'solana_restored', connectorId: wallet.id })

    await disconnectSolanaWallet(foyer)
    expect(solanaStore(foyer).getState()).toMatchObject({
      status: 'disconnected',
      address: undefined,
    })
    expect(readSolanaSession(foyer)).toBeUndefined()
    expect(connection(events)).toContainEqual({ type: 'solana_disconnect', connectorId: wallet.id })
    // Nothing to restore now.
    const third = foyerWith(storage).foyer
    expect(solanaStore(third).getState().status).toBe('disconnected')
  })

  it('never prompts on a visit: a wallet that no longer knows the app drops the stored session', async () => {
    const wallet = solanaWallet()
    const storage = memoryStorage()
    storage.setItem(
      '@foyer/solana-session',
      JSON.stringify({ wallet: wallet.name, address: wallet.control.accounts[0], chainId: DEVNET }),
    )
    const { foyer } = foyerWith(storage)
    await expect.poll(() => readSolanaSession(foyer)).toBeUndefined()
    expect(wallet.control.pending()).toEqual([])
    expect(solanaStore(foyer).getState()).toMatchObject({ status: 'disconnected' })
  })

  it('moves the account to another configured network its wallet speaks, and to no other', async () => {
    const TESTNET = SOLANA_CHAIN_IDS.testnet
    const wallet = solanaWallet({ chains: [DEVNET, TESTNET] })
    const devnetOnly = solanaWallet()
    const foyer = createFoyer(
      {
        projectId: 'p',
        chains: [31337, DEVNET, TESTNET],
        rpc: { [DEVNET]: solana.url, [TESTNET]: solana.url },
      },
      { storage: memoryStorage(), loadEngine: () => Promise.reject(new Error('no EVM')) },
    )
    const events: BusEvent[] = []
    foyer.bus.subscribe((event) => void events.push(event))
    discoverSolanaWallets(foyer, { describeError })
    expect(
      solanaStore(foyer)
        .getState()
        .wallets.find((w) => w.id === wallet.id)?.chains,
    ).toEqual([DEVNET, TESTNET])
    const connecting = connectSolanaWallet(foyer, { walletId: wallet.id })
    await wallet.control.approve()
    await connecting
    selectSolanaNetwork(foyer, { chainId: TESTNET })
    expect(solanaStore(foyer).getState().chainId).toBe(TESTNET)
    expect(readSolanaSession(foyer)?.chainId).toBe(TESTNET)
    expect(connection(events)).toContainEqual({
      type: 'solana_chain_changed',
      connectorId: wallet.id,
      chainId: TESTNET,
    })
    // A wallet that does not speak the network stays where it is.
    await disconnectSolanaWallet(foyer)
    const again = connectSolanaWallet(foyer, { walletId: devnetOnly.id })
    await devnetOnly.control.approve()
    await again
    selectSolanaNetwork(foyer, { chainId: TESTNET })
    expect(solanaStore(foyer).getState().chainId).toBe(DEVNET)
  })

  it('lists two wallets of one name both, marked, and brings neither back silently', async () => {
    const name = 'Same Name Wallet'
    const make = () =>
      createSolanaTestWallet({
        rpcUrls: { [DEVNET]: solana.url },
        mode: 'manual',
        info: { name },
        storage: memoryStorage(),
      })
    const real = make()
    registerSolanaWallet(real.wallet)
    // A script on the page claims the same name.
    const impostor = make()
    registerSolanaWallet(impostor.wallet)
    const storage = memoryStorage()
    storage.setItem(
      '@foyer/solana-session',
      JSON.stringify({ wallet: name, address: real.control.accounts[0], chainId: DEVNET }),
    )
    const { foyer } = foyerWith(storage)
    const listed = solanaStore(foyer)
      .getState()
      .wallets.filter((w) => w.name === name)
    expect(listed.map((w) => [w.id, w.warning])).toEqual([
      [`solana:${name}`, SOLANA_DUPLICATE_WARNING],
      [`solana:${name}#2`, SOLANA_DUPLICATE_WARNING],
    ])
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(solanaStore(foyer).getState().status).toBe('disconnected')
    expect(real.control.pending()).toEqual([])
    expect(impostor.control.pending()).toEqual([])
    // The one the visitor picks connects.
    const connecting = connectSolanaWallet(foyer, { walletId: `solana:${name}#2` })
    await impostor.control.approve()
    await connecting
    expect(solanaStore(foyer).getState().address).toBe(impostor.control.accounts[0])
  })

  it('reads a stored session only when it is well formed and its network configured', () => {
    const storage = memoryStorage()
    const { foyer } = foyerWith(storage)
    const write = (value: unknown) =>
      storage.setItem('@foyer/solana-session', JSON.stringify(value))
    const address = solana.devKeys[0]!.address
    write({ wallet: 'W', address, chainId: DEVNET })
    expect(readSolanaSession(foyer)).toEqual({ wallet: 'W', address, chainId: DEVNET })
    write({ wallet: 'W', address, chainId: SOLANA_CHAIN_IDS.mainnet })
    expect(readSolanaSession(foyer)).toBeUndefined()
    write({ wallet: 'W', address: '0xabc', chainId: DEVNET })
    expect(readSolanaSession(foyer)).toBeUndefined()
    write({ wallet: '', address, chainId: DEVNET })
    expect(readSolanaSession(foyer)).toBeUndefined()
    storage.setItem('@foyer/solana-session', '{not json')
    expect(readSolanaSession(foyer)).toBeUndefined()
  })
})
