/** One wallet connection (SPEC §3). */
export type WalletConnection = {
  accounts: readonly string[]
  chainId: number
  connectorId: string
}

/** The wallet configuration state (SPEC §3): status, current connection id and all connections. */
export type WalletConnectionsState = {
  status: 'connecting' | 'connected' | 'disconnected' | 'reconnecting'
  /** Id (connector uid) of the current connection; null when there is none. */
  current: string | null
  /** Insertion-ordered: the first remaining one becomes current after a disconnect. */
  connections: ReadonlyMap<string, WalletConnection>
}

/** Disconnected, with no connections. */
export function initialWalletConnectionsState(): WalletConnectionsState {
  return { status: 'disconnected', current: null, connections: new Map() }
}
