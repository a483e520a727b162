import {
  type Config,
  getBalance,
  getChainId,
  getConnection,
  getGasPrice,
  simulateContract,
  estimateGas as wagmiEstimateGas,
  sendTransaction as wagmiSendTransaction,
  signMessage as wagmiSignMessage,
  writeContract as wagmiWriteContract,
} from '@wagmi/core'
import type { Address } from 'viem'
import { ConnectorAccountNotFoundError } from '../errors/ConnectorAccountNotFoundError.ts'
import { ConnectorChainMismatchError } from '../errors/ConnectorChainMismatchError.ts'
import { ConnectorNotConnectedError } from '../errors/ConnectorNotConnectedError.ts'
import type { Foyer } from '../instantiateFoyer.ts'
import { decideRpc } from '../rpc/decideRpc.ts'
import { instrumentRequest } from './instrumentRequest.ts'
import { readToken } from './readBalances.ts'
import { toFoyerError } from './toFoyerError.ts'
import { waitForReceipt } from './waitForReceipt.ts'
import type { TransactionRequest, Wallet } from './wallet.ts'

type Transactions = Pick<
  Wallet,
  | 'requestAccounts'
  | 'getChainId'
  | 'signMessage'
  | 'estimateGas'
  | 'getGasPrice'
  | 'sendTransaction'
  | 'writeContract'
  | 'readToken'
  | 'getNativeBalance'
  | 'waitForReceipt'
  | 'request'
>

type Eip1193 = { request(args: { method: string; params?: unknown }): Promise<unknown> }

// Safe methods whose answer is the wallet's, not the node's: the provider asks the wallet.
const WALLET_READS = new Set(['eth_accounts', 'wallet_getCapabilities', 'wallet_getCallsStatus'])

/** Chain reads and wallet requests of SPEC §7, with SPEC §5's account and connector checks. */
export function createTransactions(foyer: Foyer, config: Config): Transactions {
  /** The signing account must be one of the current connection's accounts (SPEC §5). */
  const signer = (account?: Address) => {
    const connection = getConnection(config)
    if (connection.status !== 'connected' || !connection.address)
      throw new ConnectorNotConnectedError({ connectorId: connection.connector?.id })
    const address = account ?? connection.address
    if (!connection.addresses.some((a) => a.toLowerCase() === address.toLowerCase()))
      throw new ConnectorAccountNotFoundError({
        address,
        connectorName: connection.connector?.name,
      })
    return { address, connector: connection.connector, chainId: connection.chainId }
  }
  const wrap = async <T>(run: () => Promise<T>, chainId?: number): Promise<T> => {
    try {
      return await run()
    } catch (error) {
      throw toFoyerError(error, { chainId, connectorName: getConnection(config).connector?.name })
    }
  }
  /** The modal's own wallet request, reported on the bus (devtools' RPC tab). */
  const track = <T>(method: string, run: () => Promise<T>) =>
    instrumentRequest(foyer, { method, source: 'modal' }, run)
  const walletProvider = async () => {
    const { connector } = getConnection(config)
    if (!connector) throw new ConnectorNotConnectedError()
    return (await connector.getProvider()) as Eip1193
  }

  return {
    async requestAccounts() {
      const connection = getConnection(config)
      if (!connection.connector) throw new ConnectorNotConnectedError()
      return wrap(async () => {
        const provider = (await connection.connector?.getProvider()) as {
          request(args: { method: string }): Promise<Address[]>
        }
        return track('eth_requestAccounts', () =>
          provider.request({ method: 'eth_requestAccounts' }),
        )
      })
    },
    async getChainId() {
      // The connection's chain, even one outside the config (wagmi's own stays on a configured one).
      return getConnection(config).chainId ?? getChainId(config)
    },
    async signMessage({ message, account }) {
      const { address, connector } = signer(account)
      return wrap(() =>
        track('personal_sign', () =>
          wagmiSignMessage(config, { message, account: address, connector }),
        ),
      )
    },
    async estimateGas(request) {
      try {
        const { address } = signer(request.account)
        return await wagmiEstimateGas(config, {
          account: address,
          to: request.to,
          value: request.value,
          data: request.data,
          chainId: request.chainId,
        } as never)
      } catch {
        return 0n // SPEC §5: a failed gas estimation returns zero.
      }
    },
    getGasPrice(chainId) {
      return wrap(() => getGasPrice(config, { chainId }), chainId)
    },
    async sendTransaction(request: TransactionRequest) {
      const { address, connector, chainId } = signer(request.account)
      const target = request.chainId ?? chainId
      return wrap(async () => {
        // SPEC §5: the connector must be on the connection's chain before it is asked to sign.
        const connectorChainId = connector
          ? await track('eth_chainId', () => connector.getChainId())
          : undefined
        if (connectorChainId !== undefined && connectorChainId !== target)
          throw new ConnectorChainMismatchError({ connectionChainId: target, connectorChainId })
        const gasPrice = request.gasPrice ?? (await getGasPrice(config, { chainId: target }))
        return track('eth_sendTransaction', () =>
          wagmiSendTransaction(config, {
            account: address,
            connector,
            chainId: target,
            to: request.to,
            value: request.value,
            data: request.data,
            gas: request.gas,
            gasPrice,
            type: 'legacy',
          } as never),
        )
      }, target)
    },
    async writeContract(request) {
      const { address, connector, chainId } = signer()
      return wrap(async () => {
        const { request: simulated } = await simulateContract(config, {
          ...request,
          account: address,
          chainId: request.chainId ?? chainId,
        } as never)
        return track('eth_sendTransaction', () =>
          wagmiWriteContract(config, { ...(simulated as object), connector } as never),
        )
      }, request.chainId ?? chainId)
    },
    readToken: (parameters) => readToken(config, parameters),
    async getNativeBalance({ chainId, address }) {
      const { value, decimals, symbol } = await getBalance(config, { chainId, address })
      return { chainId, value, decimals, symbol }
    },
    waitForReceipt: (parameters) => waitForReceipt(config, parameters),
    async request({ method, params }) {
      // The allow-list and the bus report live in `requestRpc`; this only routes.
      if (decideRpc(method).decision !== 'safe' || WALLET_READS.has(method))
        return (await walletProvider()).request({ method, params })
      // The chain of the current connection when the app uses it, else wagmi's current chain.
      const connected = getConnection(config).chainId
      const chainId = config.chains.some((c) => c.id === connected)
        ? (connected as number)
        : getChainId(config)
      return config.getClient({ chainId }).request({ method, params } as never)
    },
  }
}
