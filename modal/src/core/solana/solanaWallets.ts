import { getWallets } from '@wallet-standard/app'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'
import type { Foyer } from '../foyer.ts'
import { instanceSlot } from '../instanceSlot.ts'
import type { SolanaChainId } from '../network/constants.ts'
import { registerNavigationPolicy } from '../router/registerNavigationPolicy.ts'
import {
  EMBEDDED_SOLANA_ID,
  EMBEDDED_SOLANA_NAME,
  embeddedSolanaWallet,
} from './embeddedSolanaWallet.ts'
import { solanaNavigationPolicy } from './navigationPolicy.ts'
import { configuredSolanaNetworks, solanaNetworkOf } from './networks.ts'
import { EMBEDDED_SOLANA, type EmbeddedSolanaBox, SOLANA_SEND_PORT } from './port.ts'
import { refreshSolanaBalances } from './solanaBalances.ts'
import { createSolanaSendPort } from './solanaSend.ts'
import { readSolanaSession, writeSolanaSession } from './solanaSession.ts'
import { type SolanaWalletOption, solanaStore } from './solanaState.ts'

type ConnectFeature = StandardConnectFeature['standard:connect']
type DisconnectFeature = StandardDisconnectFeature['standard:disconnect']
type EventsFeature = StandardEventsFeature['standard:events']

/**
 * The registry's wallets by option id, what stops watching the registry and the wallet, and how
 * an error is said to the visitor (`describeError`, handed in by the views: a module this chunk
 * imported itself, shared with the wallet code's chunks, would become a chunk of its own, whose
 * name joins the first load's preload list).
 */
type Live = {
  wallets: Map<string, Wallet>
  stop: () => void
  unwatch?: () => void
  describe: (error: unknown) => string
}
const live = instanceSlot<Live>('solana.wallets')

/** Shown beside a Solana wallet whose name another wallet on the page registered too. */
export const SOLANA_DUPLICATE_WARNING = 'Another wallet on this page uses the same name'

/** The configured networks `wallet` supports, in the config's order. */
function supportedChains(foyer: Foyer, wallet: Wallet): SolanaChainId[] {
  const theirs = new Set(wallet.chains.map((chain) => solanaNetworkOf(chain)?.id))
  return configuredSolanaNetworks(foyer.config).filter((id) => theirs.has(id))
}

/** A Solana wallet the modal can use: it connects, and speaks a configured network. */
function toOption(foyer: Foyer, wallet: Wallet): SolanaWalletOption | undefined {
  if (!('standard:connect' in wallet.features)) return undefined
  const chains = supportedChains(foyer, wallet)
  if (chains.length === 0 || !/^data:image\//.test(wallet.icon)) return undefined
  return { id: `solana:${wallet.name}`, name: wallet.name, icon: wallet.icon, chains }
}

/**
 * Reads the Wallet Standard registry (wallets that registered before or after this ran) into the
 * store's `wallets`, once per instance; then brings back the last visit's Solana session.
 */
export function discoverSolanaWallets(
  foyer: Foyer,
  { describeError }: { describeError: (error: unknown) => string },
): void {
  if (live.get(foyer)) return
  const store = solanaStore(foyer)
  const wallets = new Map<string, Wallet>()
  const registry = getWallets()
  // Wallets are told apart by name, which any script on the page can claim: a second wallet of a
  // name is listed too, both are marked, and neither comes back silently (`restoreSolanaSession`).
  const add = (...found: readonly Wallet[]) => {
    for (const wallet of found) {
      const option = toOption(foyer, wallet)
      if (!option || [...wallets.values()].includes(wallet)) continue
      const same = store.getState().wallets.filter((w) => w.name === option.name).length
      const listed = same === 0 ? option : { ...option, id: `${option.id}#${same + 1}` }
      wallets.set(listed.id, wallet)
      store.setState((s) => ({
        wallets: [
          ...s.wallets.map((w) =>
            same > 0 && w.name === option.name ? { ...w, warning: SOLANA_DUPLICATE_WARNING } : w,
          ),
          same > 0 ? { ...listed, warning: SOLANA_DUPLICATE_WARNING } : listed,
        ],
      }))
    }
  }
  store.setState({ discovery: 'discovering' })
  const stop = registry.on('register', add)
  live.set(foyer, { wallets, stop, describe: describeError })
  // The send flow finds the Solana transfer here (`sendToken`'s Solana branch).
  foyer._internal.slots.set(
    SOLANA_SEND_PORT,
    createSolanaSendPort(foyer, (id) => walletOf(foyer, id)),
  )
  add(...registry.get())
  store.setState({ discovery: 'done' })
  registerNavigationPolicy(foyer, solanaNavigationPolicy)
  void restoreSolanaSession(foyer)
  // The embedded wallet's Solana account, now or once its login opens (its chunk leaves it here).
  const slots = foyer._internal.slots
  let box = slots.get(EMBEDDED_SOLANA) as EmbeddedSolanaBox | undefined
  if (!box) {
    box = { account: undefined, listeners: new Set() }
    slots.set(EMBEDDED_SOLANA, box)
  }
  const embedded = box
  const sync = () => syncEmbeddedSolana(foyer, embedded)
  embedded.listeners.add(sync)
  live.get(foyer)!.stop = () => {
    stop()
    embedded.listeners.delete(sync)
  }
  sync()
}

/**
 * Follows the embedded wallet's login: its Solana account is connected when it opens, unless the
 * visitor is on another Solana wallet (on the stored network when it is this account's session),
 * and forgotten when it closes. It is never listed in Connect: the login is the way in.
 */
function syncEmbeddedSolana(foyer: Foyer, box: EmbeddedSolanaBox): void {
  const state = live.get(foyer)
  if (!state) return
  const store = solanaStore(foyer)
  const { status, wallet: current, address } = store.getState()
  const account = box.account
  if (!account) {
    state.wallets.delete(EMBEDDED_SOLANA_ID)
    if (current?.id === EMBEDDED_SOLANA_ID) forget(foyer, EMBEDDED_SOLANA_ID)
    return
  }
  const chains = configuredSolanaNetworks(foyer.config)
  const wallet = embeddedSolanaWallet(foyer, account, chains)
  state.wallets.set(EMBEDDED_SOLANA_ID, wallet)
  const mine = current?.id === EMBEDDED_SOLANA_ID
  if ((status === 'connected' && !(mine && address !== account.address)) || chains.length === 0)
    return
  if (status === 'connecting' && !mine) return
  const option = { id: EMBEDDED_SOLANA_ID, name: EMBEDDED_SOLANA_NAME, icon: wallet.icon, chains }
  const session = readSolanaSession(foyer)
  const restored =
    session?.wallet === EMBEDDED_SOLANA_NAME &&
    session.address === account.address &&
    chains.includes(session.chainId)
  connected(foyer, option, wallet.accounts[0]!, restored ? session.chainId : chains[0]!)
  foyer.bus.emit(
    'connection',
    restored
      ? { type: 'solana_restored', connectorId: EMBEDDED_SOLANA_ID, alongside: true }
      : {
          type: 'solana_connect_success',
          connectorId: EMBEDDED_SOLANA_ID,
          address: account.address,
          chainId: option.chains[0]!,
          alongside: true,
        },
  )
}

function walletOf(foyer: Foyer, id: string): Wallet | undefined {
  return live.get(foyer)?.wallets.get(id)
}

/** Follows the wallet's account changes (another account picked, or disconnected in the wallet). */
function watch(foyer: Foyer, wallet: Wallet): void {
  const state = live.get(foyer)
  if (!state) return
  state.unwatch?.()
  const events = wallet.features['standard:events'] as EventsFeature | undefined
  state.unwatch = events?.on('change', ({ accounts }) => {
    if (!accounts) return
    const store = solanaStore(foyer)
    const { status, address, chainId, wallet: option } = store.getState()
    if (status !== 'connected' || !option || !chainId) return
    const next = accounts[0]?.address
    if (!next) return void forget(foyer, option.id)
    if (next === address) return
    store.setState({ address: next, balances: { status: 'idle' } })
    writeSolanaSession(foyer, { wallet: option.name, address: next, chainId })
    void refreshSolanaBalances(foyer)
  })
}

function connected(
  foyer: Foyer,
  option: SolanaWalletOption,
  account: WalletAccount,
  chainId: SolanaChainId,
): void {
  solanaStore(foyer).setState({
    status: 'connected',
    pendingWalletId: undefined,
    error: undefined,
    wallet: option,
    address: account.address,
    chainId,
    balances: { status: 'idle' },
  })
  writeSolanaSession(foyer, { wallet: option.name, address: account.address, chainId })
  watch(foyer, walletOf(foyer, option.id)!)
  void refreshSolanaBalances(foyer)
}

/**
 * Connects a Solana wallet through the Wallet Standard (`standard:connect`): its first account,
 * on the first configured network it supports. The session is stored for the next visit and the
 * modal shows the Solana account (`solana_connect_success`; `alongside`: a wallet that speaks both,
 * connected with its EVM account, whose Account stays). A refusal is kept in `error` for
 * the Connect view and emitted (`connect_error`, tracking CONNECT_ERROR).
 */
export async function connectSolanaWallet(
  foyer: Foyer,
  { walletId, alongside = false }: { walletId: string; alongside?: boolean },
): Promise<void> {
  const store = solanaStore(foyer)
  const wallet = walletOf(foyer, walletId)
  const option = store.getState().wallets.find((w) => w.id === walletId)
  registerNavigationPolicy(foyer, solanaNavigationPolicy)
  const tracked = { method: 'solana', name: option?.name ?? walletId }
  store.setState({ status: 'connecting', pendingWalletId: walletId, error: undefined })
  try {
    if (!wallet || !option) throw new Error(`${walletId} is not on this page any more.`)
    const { accounts } = await (wallet.features['standard:connect'] as ConnectFeature).connect()
    const account = accounts[0]
    if (!account) throw new Error(`${option.name} gave no account.`)
    const chainId = option.chains[0]!
    connected(foyer, option, account, chainId)
    foyer.bus.emit('connection', {
      type: 'solana_connect_success',
      connectorId: walletId,
      address: account.address,
      chainId,
      ...(alongside ? { alongside } : {}),
    })
    foyer.bus.emit('tracking', { event: 'CONNECT_SUCCESS', properties: tracked })
  } catch (error) {
    const message = live.get(foyer)?.describe(error) ?? String(error)
    const before = readSolanaSession(foyer)
    store.setState({
      status: before && store.getState().address ? 'connected' : 'disconnected',
      pendingWalletId: undefined,
      error: message,
    })
    foyer.bus.emit('connection', { type: 'connect_error', connectorId: walletId, message })
    foyer.bus.emit('tracking', { event: 'CONNECT_ERROR', properties: { ...tracked, message } })
    throw error
  }
}

/**
 * Moves the connected Solana account to another configured network its wallet speaks (the
 * account is the same key there): balances are read again, the session remembers it, and
 * `solana_chain_changed` shows the Solana account.
 */
export function selectSolanaNetwork(foyer: Foyer, { chainId }: { chainId: SolanaChainId }): void {
  const store = solanaStore(foyer)
  const { status, wallet, address } = store.getState()
  if (status !== 'connected' || !wallet || !address || !wallet.chains.includes(chainId)) return
  registerNavigationPolicy(foyer, solanaNavigationPolicy)
  store.setState({ chainId, balances: { status: 'idle' } })
  writeSolanaSession(foyer, { wallet: wallet.name, address, chainId })
  foyer.bus.emit('connection', { type: 'solana_chain_changed', connectorId: wallet.id, chainId })
  void refreshSolanaBalances(foyer)
}

/** Forgets the connection here (store and storage), whatever the wallet says. */
function forget(foyer: Foyer, walletId: string): void {
  live.get(foyer)?.unwatch?.()
  solanaStore(foyer).setState({
    status: 'disconnected',
    wallet: undefined,
    address: undefined,
    chainId: undefined,
    balances: { status: 'idle' },
  })
  writeSolanaSession(foyer, undefined)
  foyer.bus.emit('connection', { type: 'solana_disconnect', connectorId: walletId })
}

/** Disconnects the Solana wallet (`standard:disconnect` where it has one) and forgets the session. */
export async function disconnectSolanaWallet(foyer: Foyer): Promise<void> {
  const { wallet: option } = solanaStore(foyer).getState()
  if (!option) return
  const wallet = walletOf(foyer, option.id)
  const disconnect = wallet?.features['standard:disconnect'] as DisconnectFeature | undefined
  try {
    await disconnect?.disconnect()
  } finally {
    forget(foyer, option.id)
    foyer.bus.emit('tracking', {
      event: 'DISCONNECT_SUCCESS',
      properties: { method: 'solana', name: option.name },
    })
  }
}

/**
 * Brings back the stored Solana session: the same wallet, asked silently (`silent: true`, no
 * prompt), must still give the stored account. Otherwise the session is forgotten.
 */
export async function restoreSolanaSession(foyer: Foyer): Promise<void> {
  const session = readSolanaSession(foyer)
  const store = solanaStore(foyer)
  if (!session || store.getState().status !== 'disconnected') return
  // The embedded wallet's session comes back with its login (syncEmbeddedSolana); a registry
  // wallet taking its name is not asked.
  if (session.wallet === EMBEDDED_SOLANA_NAME) return
  const named = store.getState().wallets.filter((w) => w.name === session.wallet)
  // Two wallets of one name: the visitor picks one; neither is asked silently.
  const option = named.length === 1 ? named[0] : undefined
  const wallet = option && walletOf(foyer, option.id)
  if (!option || !wallet) return
  store.setState({ status: 'connecting', pendingWalletId: option.id })
  try {
    const { accounts } = await (wallet.features['standard:connect'] as ConnectFeature).connect({
      silent: true,
    })
    const account = accounts.find((a) => a.address === session.address)
    if (!account || !option.chains.includes(session.chainId)) throw new Error('not restored')
    connected(foyer, option, account, session.chainId)
    foyer.bus.emit('connection', { type: 'solana_restored', connectorId: option.id })
  } catch {
    store.setState({ status: 'disconnected', pendingWalletId: undefined })
    writeSolanaSession(foyer, undefined)
  }
}
