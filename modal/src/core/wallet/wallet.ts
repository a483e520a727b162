import type { Config } from '@wagmi/core'
import type { Abi, Address, Hash, Hex, TransactionReceipt } from 'viem'
import type { TokenBalance } from '../connection/tokenState.ts'
import type { Foyer } from '../instantiateFoyer.ts'

/** A transaction as Foyer sends it: legacy type (SPEC §3, §9). */
export type TransactionRequest = {
  /** The sending account; defaults to the current one. */
  account?: Address | undefined
  to: Address
  value?: bigint | undefined
  data?: Hex | undefined
  gas?: bigint | undefined
  gasPrice?: bigint | undefined
  chainId?: number | undefined
}

export type ContractWriteRequest = {
  address: Address
  abi: Abi
  functionName: string
  args?: readonly unknown[]
  value?: bigint
  chainId?: number
}

/** The lazily loaded part of Foyer that talks to wallets and chains (wagmi + viem). */
export type Wallet = {
  readonly wagmiConfig: Config
  connect(connectorId: string): Promise<void>
  disconnect(connectorId?: string): Promise<void>
  switchConnection(connectorId: string): Promise<void>
  switchChain(chainId: number): Promise<void>
  refreshBalance(): Promise<void>
  requestAccounts(): Promise<readonly Address[]>
  getChainId(): Promise<number>
  signMessage(parameters: { message: string; account?: Address | undefined }): Promise<Hex>
  estimateGas(request: TransactionRequest): Promise<bigint>
  getGasPrice(chainId?: number): Promise<bigint>
  sendTransaction(request: TransactionRequest): Promise<Hash>
  writeContract(request: ContractWriteRequest): Promise<Hash>
  readToken(parameters: { chainId: number; token: Address; owner: Address }): Promise<TokenBalance>
  getNativeBalance(parameters: { chainId: number; address: Address }): Promise<TokenBalance>
  waitForReceipt(parameters: {
    hash: Hash
    chainId: number
    timeout?: number
  }): Promise<TransactionReceipt>
  /**
   * Routes an EIP-1193 request the allow-list let through (see `requestRpc`): safe methods to the
   * chain's RPC, unsafe ones and wallet reads (eth_accounts) to the current connector.
   */
  request(args: { method: string; params?: unknown }): Promise<unknown>
  destroy(): void
}

export type LoadWallet = () => Promise<{ createWallet: (foyer: Foyer) => Promise<Wallet> }>
