import {
  type Address,
  createPublicClient,
  custom,
  type Hex,
  hexToBigInt,
  isAddressEqual,
  type PublicClient,
} from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { ProviderError } from './providerError.ts'

/** A public client whose every call goes through the server's RPC proxy for `chainId`. */
export function proxyClient(
  rpc: (method: string, params: unknown) => Promise<unknown>,
): PublicClient {
  return createPublicClient({
    transport: custom({ request: ({ method, params }) => rpc(method, params) }),
  }) as PublicClient
}

type TransactionParams = {
  from?: Address
  to?: Address
  value?: Hex
  data?: Hex
  gas?: Hex
  gasPrice?: Hex
  nonce?: Hex
}

const big = (value: Hex | undefined) => (value === undefined ? undefined : hexToBigInt(value))

function assertOwnAccount(account: PrivateKeyAccount, address: unknown): void {
  if (typeof address !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(address))
    throw new ProviderError('The request does not name an account of this wallet', 4100)
  if (!isAddressEqual(address as Address, account.address))
    throw new ProviderError(`Account ${address} is not this wallet's (${account.address})`, 4100)
}

/** The unsafe methods `executeRequest` runs: the frame asks the visitor about these only. */
export const EXECUTABLE_METHODS: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
])

/**
 * Runs an unsafe request the visitor approved in the frame, with the key in frame memory:
 * personal_sign, eth_signTypedData_v4 and eth_sendTransaction (signed here as a legacy
 * transaction, sent raw through the proxy). Other unsafe methods are not supported by the embedded wallet (4200).
 */
export async function executeRequest(
  account: PrivateKeyAccount,
  client: PublicClient,
  chainId: number,
  { method, params }: { method: string; params?: unknown },
): Promise<unknown> {
  const list = Array.isArray(params) ? params : []
  switch (method) {
    case 'personal_sign': {
      const [message, address] = list as [Hex, Address]
      assertOwnAccount(account, address)
      return account.signMessage({ message: { raw: message } })
    }
    case 'eth_signTypedData_v4': {
      const [address, data] = list as [Address, string | object]
      assertOwnAccount(account, address)
      const typed = typeof data === 'string' ? JSON.parse(data) : data
      return account.signTypedData(typed)
    }
    case 'eth_sendTransaction': {
      const tx = (list[0] ?? {}) as TransactionParams
      assertOwnAccount(account, tx.from ?? account.address)
      // One transaction type for every Foyer send, the modal's and the frame's: legacy (SPEC §3,
      // §9). EIP-1559 fee fields an app sends are not used; the gas price is the app's, else the
      // node's.
      const prepared = await client.prepareTransactionRequest({
        account,
        chain: null,
        chainId,
        to: tx.to,
        value: big(tx.value),
        data: tx.data,
        gas: big(tx.gas),
        nonce: tx.nonce === undefined ? undefined : Number(hexToBigInt(tx.nonce)),
        type: 'legacy',
        gasPrice: big(tx.gasPrice),
      } as Parameters<PublicClient['prepareTransactionRequest']>[0])
      const serialized = await account.signTransaction(
        prepared as Parameters<PrivateKeyAccount['signTransaction']>[0],
      )
      return client.request({ method: 'eth_sendRawTransaction', params: [serialized] })
    }
    default:
      throw new ProviderError(`${method} is not supported by the embedded wallet`, 4200)
  }
}
