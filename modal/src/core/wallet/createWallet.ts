import {
  type Config,
  connect,
  createConfig,
  createStorage,
  disconnect,
  getBalance,
  http,
  reconnect,
  watchConnection,
  watchConnectors,
} from '@wagmi/core'
import type { Chain, Transport } from 'viem'
import type { WalletOption } from '../connection/connectionState.ts'
import type { Foyer } from '../instantiateFoyer.ts'
import { chainsById } from './chains.ts'
import { describeError } from './describeError.ts'
import { WAGMI_STORAGE_KEY } from './storageKeys.ts'
import type { Wallet } from './wallet.ts'

function createWagmiConfig(foyer: Foyer): Config {
  const chains = foyer.config.chains.map((id) => chainsById[id as keyof typeof chainsById]) as [
    Chain,
    ...Chain[],
  ]
  const transports: Record<number, Transport> = {}
  for (const chain of chains) transports[chain.id] = http(foyer.config.rpc?.[String(chain.id)])
  return createConfig({
    chains,
    transports,
    multiInjectedProviderDiscovery: true,
    storage: createStorage({ key: WAGMI_STORAGE_KEY, storage: foyer.storage }),
  })
}

/**
 * The wallet part of an instance: wagmi owns the connections; this mirrors what the modal shows
 * into `foyer.connection` and keeps the native balance fresh in `foyer.balance`.
 */
export async function createWallet(foyer: Foyer): Promise<Wallet> {
  const config = createWagmiConfig(foyer)

  const toOption = (c: Config['connectors'][number]): WalletOption => ({
    id: c.id,
    name: c.name,
    icon: c.icon,
    rdns: Array.isArray(c.rdns) ? c.rdns[0] : c.rdns,
  })

  const syncWallets = () =>
    foyer.connection.setState({ wallets: config.connectors.map(toOption), discovery: 'done' })

  let balanceRequest = 0
  const refreshBalance = async () => {
    const { address, chainId, status } = foyer.connection.getState()
    const request = ++balanceRequest
    if (status !== 'connected' || !address || chainId === undefined) {
      foyer.balance.setState({ status: 'idle' }, true)
      return
    }
    foyer.balance.setState({ status: 'loading' }, true)
    try {
      const { value, decimals, symbol } = await getBalance(config, { address, chainId })
      if (request === balanceRequest)
        foyer.balance.setState({ status: 'success', value, decimals, symbol }, true)
    } catch (error) {
      if (request === balanceRequest)
        foyer.balance.setState({ status: 'error', error: describeError(error) }, true)
    }
  }

  const unwatchConnection = watchConnection(config, {
    onChange(connection) {
      const before = foyer.connection.getState()
      foyer.connection.setState({
        status: connection.status,
        address: connection.address,
        addresses: connection.addresses ?? [],
        chainId: connection.chainId,
        connector: connection.connector ? toOption(connection.connector) : undefined,
      })
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
        void refreshBalance()
    },
  })
  const unwatchConnectors = watchConnectors(config, { onChange: syncWallets })
  syncWallets()
  await reconnect(config)

  return {
    async connect(connectorId) {
      const connector = config.connectors.find((c) => c.id === connectorId)
      if (!connector) throw new Error(`No wallet with id "${connectorId}" on this page.`)
      foyer.connection.setState({ pendingConnectorId: connectorId, error: undefined })
      try {
        await connect(config, { connector })
        foyer.connection.setState({ pendingConnectorId: undefined })
      } catch (error) {
        const message = describeError(error)
        foyer.connection.setState({ pendingConnectorId: undefined, error: message })
        foyer.bus.emit('connection', { type: 'connect_error', connectorId, message })
        throw error
      }
    },
    async disconnect() {
      const connectorId = foyer.connection.getState().connector?.id
      await disconnect(config)
      foyer.bus.emit('connection', { type: 'disconnect', connectorId })
    },
    refreshBalance,
    destroy() {
      unwatchConnection()
      unwatchConnectors()
    },
  }
}
