import {
  type Config,
  connect,
  disconnect,
  getConnection,
  reconnect,
  switchChain,
  switchConnection,
  watchConnectors,
} from '@wagmi/core'
import { ChainNotConfiguredError } from '../errors/ChainNotConfiguredError.ts'
import { ConnectorNotFoundError } from '../errors/ConnectorNotFoundError.ts'
import type { Foyer } from '../instantiateFoyer.ts'
import { createWagmiConfig } from './createWagmiConfig.ts'
import { describeError } from './describeError.ts'
import { hasStoredSession } from './hasStoredSession.ts'
import { instrumentRequest } from './instrumentRequest.ts'
import { mirrorState, toWalletOption } from './mirrorState.ts'
import { toFoyerError } from './toFoyerError.ts'
import { createTransactions } from './transactions.ts'
import type { Wallet } from './wallet.ts'

function findConnector(config: Config, connectorId: string) {
  return config.connectors.find((c) => c.id === connectorId)
}

/**
 * Remembers the wallet used last (SPEC §4: on connect, disconnect and switch) in Foyer's own key,
 * and tells wagmi too, which tries that connector first when it reconnects.
 */
function rememberRecent(foyer: Foyer, config: Config, connectorId: string | undefined) {
  if (!connectorId) return
  foyer.connection.setState({ recentConnectorId: connectorId })
  foyer.persisted.set('recentConnectorId', connectorId)
  void config.storage?.setItem('recentConnectorId', connectorId)
}

/**
 * The wallet part of an instance. wagmi owns the connections; `mirrorState` copies what the
 * modal shows into the instance's stores. Every wagmi error is turned into Foyer's own.
 */
export async function createWallet(foyer: Foyer): Promise<Wallet> {
  const config = createWagmiConfig(foyer)
  const mirror = mirrorState(foyer, config)
  const syncWallets = () =>
    foyer.connection.setState({ wallets: config.connectors.map(toWalletOption), discovery: 'done' })
  const unwatchConnectors = watchConnectors(config, { onChange: syncWallets })
  syncWallets()
  foyer.connection.setState({ recentConnectorId: foyer.persisted.get('recentConnectorId') })
  // Restoring a session asks the wallet for its accounts (eth_accounts), without a prompt.
  if (hasStoredSession(foyer.storage))
    await instrumentRequest(foyer, { method: 'eth_accounts', source: 'modal' }, () =>
      reconnect(config),
    )
  else await reconnect(config)

  const nameOf = (connectorId?: string) =>
    connectorId ? findConnector(config, connectorId)?.name : getConnection(config).connector?.name

  return {
    wagmiConfig: config,
    async connect(connectorId) {
      const connector = findConnector(config, connectorId)
      if (!connector) throw new ConnectorNotFoundError({ connectorId })
      foyer.connection.setState({ pendingConnectorId: connectorId, error: undefined })
      try {
        await instrumentRequest(foyer, { method: 'eth_requestAccounts', source: 'modal' }, () =>
          connect(config, { connector }),
        )
        foyer.connection.setState({ pendingConnectorId: undefined })
        rememberRecent(foyer, config, connectorId)
      } catch (error) {
        const foyerError = toFoyerError(error, { connectorId, connectorName: connector.name })
        const message = describeError(foyerError)
        foyer.connection.setState({ pendingConnectorId: undefined, error: message })
        foyer.bus.emit('connection', { type: 'connect_error', connectorId, message })
        throw foyerError
      }
    },
    async disconnect(connectorId) {
      const id = connectorId ?? getConnection(config).connector?.id
      const connector = id ? findConnector(config, id) : undefined
      try {
        await disconnect(config, connector ? { connector } : {})
      } catch (error) {
        throw toFoyerError(error, { connectorId: id })
      }
      // SPEC §4: the connection that becomes current is remembered; none left, nothing changes.
      rememberRecent(foyer, config, getConnection(config).connector?.id)
      foyer.bus.emit('connection', { type: 'disconnect', connectorId: id })
    },
    async switchConnection(connectorId) {
      const connector = findConnector(config, connectorId)
      try {
        if (!connector) throw { name: 'ConnectorNotConnectedError' }
        await switchConnection(config, { connector })
      } catch (error) {
        throw toFoyerError(error, { connectorId })
      }
      rememberRecent(foyer, config, connectorId)
    },
    async switchChain(chainId) {
      if (!foyer.config.chains.includes(chainId)) throw new ChainNotConfiguredError({ chainId })
      try {
        await instrumentRequest(
          foyer,
          { method: 'wallet_switchEthereumChain', source: 'modal' },
          () => switchChain(config, { chainId }),
        )
      } catch (error) {
        throw toFoyerError(error, { chainId, connectorName: nameOf() })
      }
    },
    refreshBalance: mirror.refreshBalances,
    ...createTransactions(foyer, config),
    destroy() {
      mirror.destroy()
      unwatchConnectors()
    },
  }
}
