import type { Address } from 'viem'

/** A wallet the visitor can connect, as announced over EIP-6963 (or another connector). */
export type WalletOption = {
  id: string
  name: string
  /** A data: image URI; other icons are never rendered (no request leaves the page). */
  icon?: string | undefined
  rdns?: string | undefined
  /** Why the visitor should look twice, e.g. another wallet announced the same rdns. */
  warning?: string | undefined
  /** The announcement's uuid, shown to tell apart wallets that share an rdns. */
  uuid?: string | undefined
}

/** One wallet connection (SPEC §3); several can be open at once, one of them current. */
export type ConnectionInfo = {
  connector: WalletOption
  addresses: readonly Address[]
  chainId: number
}

/** SPEC §3: the wallet configuration's status. */
export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected' | 'reconnecting'

/**
 * What the modal shows of the wallet connection. The first group is wagmi's (mirrored, never
 * edited beside it); the second is Foyer's own. `connectionReducer` is the one writer of both.
 */
export type ConnectionState = {
  status: ConnectionStatus
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
  /** Why the last connect attempt (or loading the wallet code) failed, for the Connect view. */
  error?: string | undefined
  /** Id of the connector a connect is in progress for. */
  pendingConnectorId?: string | undefined
  /** The last visit's session is being restored (from start-up until the wallet answered). */
  restoring?: boolean | undefined
}

export const initialConnectionState: ConnectionState = {
  status: 'disconnected',
  addresses: [],
  connections: [],
  wallets: [],
  discovery: 'idle',
}
