import type { Address, Hash, Hex, TransactionReceipt } from 'viem'
import { EVM_NAMESPACE } from '../constants.ts'
import { InvalidChainNamespaceError } from '../errors/InvalidChainNamespaceError.ts'
import type { Foyer } from '../instantiateFoyer.ts'
import { afterNetworkSwitch } from '../router/afterNetworkSwitch.ts'
import { resetRoute } from '../router/navigate.ts'
import { ensureWallet } from './ensureWallet.ts'
import type { ContractWriteRequest, TransactionRequest } from './wallet.ts'

// Thin actions over the lazily loaded wallet: importing them costs the host's first load
// nothing, and each loads the wallet code on first use.

/**
 * Connects the wallet with this connector id (an EIP-6963 rdns for browser wallets). When the
 * modal is open it then shows Account, with no way back to Connect.
 */
export async function connectWallet(foyer: Foyer, parameters: { connectorId: string }) {
  const wallet = await ensureWallet(foyer)
  await wallet.connect(parameters.connectorId)
  if (foyer.modal.getState().open) resetRoute(foyer, { view: 'Account' })
}

/** Disconnects a connection (the current one by default); an open modal then shows Connect. */
export async function disconnectWallet(foyer: Foyer, parameters: { connectorId?: string } = {}) {
  const wallet = await ensureWallet(foyer)
  await wallet.disconnect(parameters.connectorId)
  if (foyer.modal.getState().open && foyer.connection.getState().status !== 'connected')
    resetRoute(foyer, { view: 'Connect' })
}

/** Makes another open connection the current one. */
export async function switchWalletConnection(foyer: Foyer, parameters: { connectorId: string }) {
  const wallet = await ensureWallet(foyer)
  await wallet.switchConnection(parameters.connectorId)
}

/**
 * Asks the wallet to switch chain; then the modal returns to the view before Networks, or closes
 * (SPEC §2). Throws `Chain not configured.` for a chain outside the config.
 */
export async function switchNetwork(foyer: Foyer, parameters: { chainId: number }) {
  const wallet = await ensureWallet(foyer)
  await wallet.switchChain(parameters.chainId)
  if (foyer.modal.getState().open) afterNetworkSwitch(foyer)
}

/** Reads the balances of the current account again (e.g. after an RPC error). */
export async function refreshBalance(foyer: Foyer) {
  const wallet = await ensureWallet(foyer)
  await wallet.refreshBalance()
}

/** Asks the current wallet for its accounts. */
export async function requestAccounts(foyer: Foyer): Promise<readonly Address[]> {
  return (await ensureWallet(foyer)).requestAccounts()
}

/** The chain id of the current connection. */
export async function getChainId(foyer: Foyer): Promise<number> {
  return (await ensureWallet(foyer)).getChainId()
}

/**
 * Signs a message with the current wallet. The account must be one of the connection's accounts
 * (`Account not found for connector`).
 * @example const signature = await signMessage(foyer, { message: 'hello' })
 */
export async function signMessage(
  foyer: Foyer,
  parameters: { message: string; account?: Address },
): Promise<Hex> {
  return (await ensureWallet(foyer)).signMessage(parameters)
}

type NamespaceParameter = {
  /** CAIP-2 namespace of the chain; only 'eip155' is accepted. @default 'eip155' */
  chainNamespace?: string
}

function assertEvm(namespace: string | undefined, operation: string) {
  if (namespace !== undefined && namespace !== EVM_NAMESPACE)
    throw new InvalidChainNamespaceError({ namespace, operation })
}

/** Estimates gas; 0n when the estimation fails (SPEC §5). */
export async function estimateGas(
  foyer: Foyer,
  { chainNamespace, ...request }: TransactionRequest & NamespaceParameter,
): Promise<bigint> {
  assertEvm(chainNamespace, 'estimateGas')
  return (await ensureWallet(foyer)).estimateGas(request)
}

/** Sends a legacy transaction through the current wallet and returns its hash. */
export async function sendTransaction(
  foyer: Foyer,
  { chainNamespace, ...request }: TransactionRequest & NamespaceParameter,
): Promise<Hash> {
  assertEvm(chainNamespace, 'sendTransaction')
  return (await ensureWallet(foyer)).sendTransaction(request)
}

/** Simulates a contract call, then writes it through the current wallet. */
export async function writeContract(foyer: Foyer, request: ContractWriteRequest): Promise<Hash> {
  return (await ensureWallet(foyer)).writeContract(request)
}

/** Waits for a receipt; on revert throws `TransactionRevertedError` with the reason. */
export async function waitForReceipt(
  foyer: Foyer,
  parameters: { hash: Hash; chainId: number; timeout?: number },
): Promise<TransactionReceipt> {
  return (await ensureWallet(foyer)).waitForReceipt(parameters)
}
