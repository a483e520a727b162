import type { Address } from 'viem'

/** A wallet the visitor can connect, as announced over EIP-6963 (or another connector). */
export type WalletOption = {
  id: string
  name: string
  icon?: string | undefined
  rdns?: string | undefined
}

/** One wallet connection; several can be open at once, one of them current. */
export type ConnectionInfo = {
  connector: WalletOption
  addresses: readonly Address[]
  chainId: number
}

/** What the modal shows of the wallet connection; mirrored from wagmi, never edited beside it. */
export type ConnectionState = {
  status: 'connecting' | 'connected' | 'disconnected' | 'reconnecting'
  address?: Address | undefined
  addresses: readonly Address[]
  chainId?: number | undefined
  connector?: WalletOption | undefined
  /** Every open connection, the current one included. */
  connections: readonly ConnectionInfo[]
  /** The wallet used last (remembered on connect, disconnect and switch), listed first. */
  recentConnectorId?: string | undefined
  /** Wallets found on the page. `discovering` until the wallet code has loaded. */
  wallets: readonly WalletOption[]
  discovery: 'idle' | 'discovering' | 'done' | 'error'
  /** Why the last connect attempt failed, for the Connect view. */
  error?: string | undefined
  /** Id of the connector a connect is in progress for. */
  pendingConnectorId?: string | undefined
}

export const initialConnectionState: ConnectionState = {
  status: 'disconnected',
  addresses: [],
  connections: [],
  wallets: [],
  discovery: 'idle',
}

/** Native balance of the current account on the current chain. */
export type BalanceState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; value: bigint; decimals: number; symbol: string }
  | { status: 'error'; error: string }
