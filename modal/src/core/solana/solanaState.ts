import type { Foyer } from '../foyer.ts'
import { instanceStore } from '../instanceStore.ts'
import type { SolanaChainId } from '../network/constants.ts'

/** A Solana wallet the page offers, as it registered itself through the Wallet Standard. */
export type SolanaWalletOption = {
  /** `solana:` and the wallet's name: Wallet Standard wallets are told apart by name. */
  id: string
  name: string
  /** A data: image URI (the Wallet Standard requires one); others are never rendered. */
  icon: string
  /** The configured networks the wallet says it supports. */
  chains: readonly SolanaChainId[]
  /** Why the visitor should look twice: another wallet registered the same name. */
  warning?: string | undefined
}

/** A balance read from the network, in base units (lamports, USDC's micro-units). */
export type SolanaBalances =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; lamports: bigint; usdc: bigint | undefined }
  | { status: 'error'; message: string }

/** The Solana connection: one wallet at a time, on one of the configured networks. */
export type SolanaState = {
  /** `discovering` until the Wallet Standard registry was read. */
  discovery: 'idle' | 'discovering' | 'done'
  wallets: readonly SolanaWalletOption[]
  status: 'disconnected' | 'connecting' | 'connected'
  /** The wallet a connect is in progress for. */
  pendingWalletId?: string | undefined
  wallet?: SolanaWalletOption | undefined
  /** The connected account (base58). */
  address?: string | undefined
  chainId?: SolanaChainId | undefined
  balances: SolanaBalances
  /** Why the last connect failed, for the Connect view. */
  error?: string | undefined
  /** The Send form as typed: it survives a failed send, which shows the form again. */
  sendForm: { token: 'SOL' | 'USDC'; amount: string; to: string }
  /** Why the last send failed, shown on the form until it is edited. */
  lastSendError?: string | undefined
}

/** The instance's Solana store, made when the Solana code first runs (`foyer.listStores()`). */
export const solanaStore = instanceStore<SolanaState>('solana', () => ({
  discovery: 'idle',
  wallets: [],
  status: 'disconnected',
  balances: { status: 'idle' },
  sendForm: { token: 'SOL', amount: '', to: '' },
}))

/** The visitor edited the Send form: what they typed is kept, the last send's error forgotten. */
export function editSolanaSend(foyer: Foyer, patch: Partial<SolanaState['sendForm']>): void {
  solanaStore(foyer).setState((s) => ({
    sendForm: { ...s.sendForm, ...patch },
    lastSendError: undefined,
  }))
}

/** A send from the form failed: the form shows why when it comes back. */
export function noteSolanaSendError(foyer: Foyer, message: string): void {
  solanaStore(foyer).setState({ lastSendError: message })
}
