import {
  type Address,
  concatHex,
  decodeFunctionData,
  encodeFunctionData,
  type Hex,
  isAddressEqual,
  keccak256,
  type PublicClient,
  zeroAddress,
} from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'

/**
 * The code the embedded wallet's EOA delegates to with EIP-7702: `FoyerBatchAccount`
 * (fixtures/contracts/FoyerBatchAccount.sol), at its CREATE2 address (Arachnid's deployer,
 * salt 0), the same on every chain. A chain serves smart accounts when that address holds exactly
 * this code (`codeHash`); a test checks both against the compiled artifact.
 */
export const BATCH_ACCOUNT = {
  address: '0x86932d8caF23420B7551e5e5553B195893Ca36eA' as Address,
  codeHash: '0x85ccaf9f88ab1d5a11dee302a3f636cc469ea5d91b1f553ab6ff8075ff35f3ee' as Hex,
} as const

/** EIP-7702's delegation designator: an account whose code is this runs `address`'s code. */
export const DELEGATION_PREFIX = '0xef0100'

export const executeBatchAbi = [
  {
    type: 'function',
    name: 'executeBatch',
    stateMutability: 'payable',
    inputs: [
      {
        name: 'calls',
        type: 'tuple[]',
        components: [
          { name: 'to', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'data', type: 'bytes' },
        ],
      },
    ],
    outputs: [],
  },
] as const

export type BatchCall = { to: Address; value: bigint; data: Hex }

const executeAbi = [
  {
    type: 'function',
    name: 'execute',
    stateMutability: 'payable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'data', type: 'bytes' },
    ],
    outputs: [],
  },
] as const

/** The calls of the account's `execute` or `executeBatch` call data, or undefined for other data. */
export function decodeBatch(data: Hex): BatchCall[] | undefined {
  try {
    const decoded = decodeFunctionData({ abi: [...executeBatchAbi, ...executeAbi], data })
    if (decoded.functionName === 'execute') {
      const [to, value, callData] = decoded.args
      return [{ to, value, data: callData }]
    }
    const [calls] = decoded.args
    return calls.length > 0
      ? calls.map((call) => ({ to: call.to, value: call.value, data: call.data }))
      : undefined
  } catch {
    return undefined
  }
}

/** What `address` runs on this chain: its own key only (`none`), our batch account, or else. */
export async function delegationOf(
  client: PublicClient,
  address: Address,
): Promise<'none' | 'ours' | 'other'> {
  const code = (await client.getCode({ address })) ?? '0x'
  if (code === '0x') return 'none'
  const designator = concatHex([DELEGATION_PREFIX, BATCH_ACCOUNT.address]).toLowerCase()
  return code.toLowerCase() === designator ? 'ours' : 'other'
}

/** Whether this chain has the batch account's code at its address (so a delegation works). */
export async function servesBatchAccount(client: PublicClient): Promise<boolean> {
  const code = await client.getCode({ address: BATCH_ACCOUNT.address })
  return code !== undefined && code !== '0x' && keccak256(code) === BATCH_ACCOUNT.codeHash
}

/**
 * Sends the EIP-7702 transaction that points `account` at the batch account (`to: 'batch'`) or
 * back at nothing (`to: 'none'`, a plain EOA again): the account sends it to itself and signs the
 * authorization for the nonce after the transaction's own.
 */
export async function sendDelegation(
  account: PrivateKeyAccount,
  client: PublicClient,
  chainId: number,
  to: 'batch' | 'none',
): Promise<Hex> {
  const nonce = await client.getTransactionCount({ address: account.address, blockTag: 'pending' })
  const authorization = await account.signAuthorization({
    address: to === 'batch' ? BATCH_ACCOUNT.address : zeroAddress,
    chainId,
    nonce: nonce + 1,
  })
  const prepared = await client.prepareTransactionRequest({
    account,
    chain: null,
    chainId,
    type: 'eip7702',
    to: account.address,
    nonce,
    authorizationList: [authorization],
  } as Parameters<PublicClient['prepareTransactionRequest']>[0])
  const serialized = await account.signTransaction(
    prepared as Parameters<PrivateKeyAccount['signTransaction']>[0],
  )
  return client.request({ method: 'eth_sendRawTransaction', params: [serialized] })
}

/** The one transaction of a batch: the account calls its own `executeBatch` (all or none). */
export function batchTransaction(account: Address, calls: readonly BatchCall[]) {
  return {
    from: account,
    to: account,
    data: encodeFunctionData({ abi: executeBatchAbi, functionName: 'executeBatch', args: [calls] }),
  }
}

/** Whether a transaction's receiver is the account itself (a batch or a delegation). */
export const isSelf = (account: Address, to: Address | undefined) =>
  to !== undefined && isAddressEqual(account, to)
