import type { Foyer } from '../foyer.ts'
import type { SolanaChainId } from '../network/constants.ts'
import { STORAGE_PREFIX } from '../storage/constants.ts'
import { solanaNetworkOf } from './networks.ts'

/** The Solana connection to bring back on the next visit: which wallet, account and network. */
export type SolanaSession = { wallet: string; address: string; chainId: SolanaChainId }

/**
 * Kept apart from `persistedKeys` (whose table is in the first load): only the Solana code,
 * a lazy chunk, reads or writes it. Same prefix, and each write is on the bus as theirs are.
 */
const KEY = 'solanaSession'
const STORAGE_KEY = `${STORAGE_PREFIX}solana-session`

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** The stored session, or undefined when none is stored or it is not one. */
export function readSolanaSession(foyer: Foyer): SolanaSession | undefined {
  try {
    const value = JSON.parse(foyer.storage?.getItem(STORAGE_KEY) ?? 'null') as unknown
    if (!value || typeof value !== 'object') return undefined
    const { wallet, address, chainId } = value as Record<string, unknown>
    if (typeof wallet !== 'string' || wallet.length === 0) return undefined
    if (typeof address !== 'string' || !BASE58.test(address)) return undefined
    const network = typeof chainId === 'string' ? solanaNetworkOf(chainId) : undefined
    if (!network || !foyer.config.chains.includes(network.id)) return undefined
    return { wallet, address, chainId: network.id }
  } catch {
    return undefined
  }
}

/** Stores the session (`undefined`: forgets it); the write is emitted on the `storage` channel. */
export function writeSolanaSession(foyer: Foyer, session: SolanaSession | undefined): void {
  let error: string | undefined
  try {
    if (!foyer.storage) error = 'no storage available'
    else if (session) foyer.storage.setItem(STORAGE_KEY, JSON.stringify(session))
    else foyer.storage.removeItem(STORAGE_KEY)
  } catch (e) {
    error = e instanceof Error ? e.message : String(e)
  }
  const common = { key: KEY, storageKey: STORAGE_KEY, ...(error ? { error } : {}) }
  foyer.bus.emit(
    'storage',
    session ? { ...common, action: 'set', value: session } : { ...common, action: 'remove' },
  )
}
