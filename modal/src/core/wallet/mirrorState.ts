import { type Config, watchConnection, watchConnections } from '@wagmi/core'
import type { ConnectionInfo, WalletOption } from '../connection/connectionState.ts'
import type { Foyer } from '../instantiateFoyer.ts'
import { describeError } from './describeError.ts'
import { readBalances } from './readBalances.ts'

type Connector = Config['connectors'][number]

export function toWalletOption(c: Connector): WalletOption {
  return { id: c.id, name: c.name, icon: c.icon, rdns: Array.isArray(c.rdns) ? c.rdns[0] : c.rdns }
}

/**
 * Mirrors wagmi's connection state into `foyer.connection` (wagmi stays the source of truth) and
 * keeps the balances of the current account fresh in `foyer.balance` and `foyer.tokens`.
 */
export function mirrorState(foyer: Foyer, config: Config) {
  let request = 0
  const refreshBalances = async () => {
    const { address, chainId, status } = foyer.connection.getState()
    const current = ++request
    // Nothing to read on a chain the app does not use: the Account view offers the switch instead.
    if (
      status !== 'connected' ||
      !address ||
      chainId === undefined ||
      !foyer.config.chains.includes(chainId)
    ) {
      foyer.balance.setState({ status: 'idle' }, true)
      foyer.tokens.setState({ status: 'idle', items: [] }, true)
      return
    }
    const items = foyer.tokens.getState().items.filter((t) => t.chainId === chainId)
    foyer.balance.setState({ status: 'loading' }, true)
    foyer.tokens.setState({ status: 'loading', items }, true)
    try {
      const balances = await readBalances(config, foyer.config, { chainId, owner: address })
      if (current !== request) return
      const [native] = balances
      if (native) foyer.balance.setState({ status: 'success', ...native }, true)
      foyer.tokens.setState({ status: 'success', items: balances }, true)
    } catch (error) {
      if (current !== request) return
      const message = describeError(error)
      foyer.balance.setState({ status: 'error', error: message }, true)
      foyer.tokens.setState({ status: 'error', items, error: message }, true)
    }
  }

  // What devtools' State tab shows; emitted only when it changed.
  let reported = ''
  const reportChange = () => {
    const { status, connector, address, chainId, connections } = foyer.connection.getState()
    const payload = {
      type: 'change' as const,
      status,
      connectorId: connector?.id,
      address,
      chainId,
      connections: connections.map((c) => ({
        connectorId: c.connector.id,
        addresses: c.addresses,
        chainId: c.chainId,
      })),
    }
    const text = JSON.stringify(payload)
    if (text === reported) return
    reported = text
    foyer.bus.emit('connection', payload)
  }

  const syncConnections = () => {
    const connections: ConnectionInfo[] = [...config.state.connections.values()].map((c) => ({
      connector: toWalletOption(c.connector),
      addresses: c.accounts,
      chainId: c.chainId,
    }))
    foyer.connection.setState({ connections })
    reportChange()
  }

  const unwatchConnection = watchConnection(config, {
    onChange(connection) {
      const before = foyer.connection.getState()
      foyer.connection.setState({
        status: connection.status,
        address: connection.address,
        addresses: connection.addresses ?? [],
        chainId: connection.chainId,
        connector: connection.connector ? toWalletOption(connection.connector) : undefined,
      })
      syncConnections()
      if (before.status !== connection.status)
        foyer.bus.emit('connection', {
          type: 'status',
          status: connection.status,
          connectorId: connection.connector?.id,
        })
      if (
        before.status !== connection.status ||
        before.address !== connection.address ||
        before.chainId !== connection.chainId
      )
        void refreshBalances()
    },
  })
  const unwatchConnections = watchConnections(config, { onChange: syncConnections })

  return {
    refreshBalances,
    destroy() {
      unwatchConnection()
      unwatchConnections()
    },
  }
}
