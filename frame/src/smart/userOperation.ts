import { createPublicClient, custom, type Hex, type PublicClient } from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  toSimple7702SmartAccount,
} from 'viem/account-abstraction'
import type { PrivateKeyAccount } from 'viem/accounts'
import { BATCH_ACCOUNT, type BatchCall } from './batchAccount.ts'

/** One JSON-RPC call to the Foyer server's bundler or paymaster service for this chain. */
export type UserOperationRpc = (
  service: 'bundler' | 'paymaster',
  method: string,
  params: unknown,
) => Promise<unknown>

type Chain = {
  id: number
  name: string
  nativeCurrency: { name?: string; symbol: string; decimals: number }
}

/**
 * Sends `calls` from the delegated account as one ERC-4337 UserOperation (EntryPoint v0.8,
 * `FoyerBatchAccount`'s `executeBatch`, or `execute` for one call), its gas paid by the app's
 * paymaster (ERC-7677 through the Foyer server), signed here with the account's key.
 * @returns the UserOperation's hash
 */
export async function sendSponsoredCalls({
  owner,
  chain,
  nodeRpc,
  rpc,
  calls,
}: {
  owner: PrivateKeyAccount
  chain: Chain
  /** The chain's node (the server's RPC proxy). */
  nodeRpc: (method: string, params: unknown) => Promise<unknown>
  rpc: UserOperationRpc
  calls: readonly BatchCall[]
}): Promise<Hex> {
  const client = createPublicClient({
    chain: {
      ...chain,
      nativeCurrency: { name: chain.nativeCurrency.symbol, ...chain.nativeCurrency },
      rpcUrls: { default: { http: [] } },
    },
    transport: custom({ request: ({ method, params }) => nodeRpc(method, params) }),
  }) as PublicClient
  const service = (name: 'bundler' | 'paymaster') =>
    custom({ request: ({ method, params }) => rpc(name, method, params) })
  const bundler = createBundlerClient({
    client,
    transport: service('bundler'),
    paymaster: createPaymasterClient({ transport: service('paymaster') }),
    userOperation: {
      // What this bundler takes (alto's and Pimlico's own method): a node's estimate can be below it.
      async estimateFeesPerGas() {
        const price = (await rpc('bundler', 'pimlico_getUserOperationGasPrice', [])) as {
          fast: { maxFeePerGas: Hex; maxPriorityFeePerGas: Hex }
        }
        return {
          maxFeePerGas: BigInt(price.fast.maxFeePerGas),
          maxPriorityFeePerGas: BigInt(price.fast.maxPriorityFeePerGas),
        }
      },
    },
  })
  const account = await toSimple7702SmartAccount({
    client,
    owner,
    implementation: BATCH_ACCOUNT.address,
  })
  return bundler.sendUserOperation({
    account,
    calls: calls.map((call) => ({ to: call.to, value: call.value, data: call.data })),
  })
}

/** EIP-5792's status of a UserOperation: 100 pending, 200 included, 500 reverted on chain. */
export async function userOperationStatus(rpc: UserOperationRpc, hash: Hex) {
  const receipt = (await rpc('bundler', 'eth_getUserOperationReceipt', [hash]).catch(
    () => null,
  )) as { success: boolean; receipt: Record<string, unknown> & { status: Hex } } | null
  if (!receipt) return { status: 100, receipts: [] }
  const { logs, status, blockHash, blockNumber, gasUsed, transactionHash } = receipt.receipt
  return {
    status: receipt.success ? 200 : 500,
    receipts: [{ logs, status, blockHash, blockNumber, gasUsed, transactionHash }],
  }
}
