import type { Config } from '@wagmi/core'
import type { Foyer } from '../foyer.ts'
import type { ConnectionInfo, WalletOption } from './connectionState.ts'
import { rememberRecentConnector } from './rememberRecentConnector.ts'
import { updateConnection } from './updateConnection.ts'

type Connector = Config['connectors'][number]

export function toWalletOption(c: Connector): WalletOption {
  return { id: c.id, name: c.name, icon: c.icon, rdns: Array.isArray(c.rdns) ? c.rdns[0] : c.rdns }
}

/**
 * Mirrors wagmi's connection into `foyer.connection` (status, account, chain, every open
 * connection). wagmi stays the source of truth. Returns the function that stops mirroring.
 */
export function mirrorConnection(foyer: Foyer, config: Config): () => void {
  const syncConnection = () => {
    const connection = config.state.current
      ? config.state.connections.get(config.state.current)
      : undefined
    const connections: ConnectionInfo[] = [...config.state.connections.values()].map((c) => ({
      connector: toWalletOption(c.connector),
      addresses: c.accounts,
      chainId: c.chainId,
    }))
    rememberRecentConnector(foyer, config, connection?.connector.id)
    updateConnection(foyer, {
      type: 'wagmiChanged',
      snapshot: {
        status: config.state.status,
        address: connection?.accounts[0],
        addresses: connection?.accounts ?? [],
        chainId: connection?.chainId,
        connector: connection ? toWalletOption(connection.connector) : undefined,
        connections,
      },
    })
  }
  const stop = config.subscribe((state) => state, syncConnection)
  syncConnection()
  return stop
}
