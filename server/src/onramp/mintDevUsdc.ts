import { type Address, encodeFunctionData, type Hex } from 'viem'
import { HttpError } from '../http/errors.ts'
import { localRpc } from './localRpc.ts'

/** Who mints for the dev provider: an impersonated address of its own, so no test account's nonce moves. */
export const DEV_ONRAMP_MINTER: Address = '0x000000000000000000000000000000000000F0e1'

const mintAbi = [
  {
    type: 'function',
    name: 'mint',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [],
  },
] as const

/** Hosts a dev provider may mint through: this machine only. */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1'])

/** True for an http(s) URL whose host is this machine (127.0.0.1, localhost, ::1). */
export function isLoopbackRpc(rpcUrl: string): boolean {
  try {
    const url = new URL(rpcUrl)
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK.has(url.hostname)
  } catch {
    return false
  }
}

export type MintDevUsdcParameters = {
  rpcUrl: string
  chainId: number
  /** The USDC fixture (`@foyer/testing/contracts`), which lets anyone mint. */
  token: Address
  to: Address
  /** In base units (6 decimals). */
  amount: bigint
  fetch?: typeof fetch | undefined
  /** How long to wait for the mint to be mined. @default 15_000 */
  timeoutMs?: number | undefined
}

/**
 * Mints fixture USDC on a local anvil, as the dev on-ramp provider's "payment": impersonates
 * {@link DEV_ONRAMP_MINTER}, funds its gas, sends `mint(to, amount)` and waits for the receipt.
 * @throws {HttpError} 400 for an RPC that is not on this machine; 502 when the node is not the
 * expected anvil chain, has no contract at `token`, or the mint fails or is not mined in time.
 * @example await mintDevUsdc({ rpcUrl: 'http://127.0.0.1:8545', chainId: 1, token, to, amount: 50_000_000n })
 */
export async function mintDevUsdc(parameters: MintDevUsdcParameters): Promise<Hex> {
  const { rpcUrl, chainId, token, to, amount } = parameters
  if (!isLoopbackRpc(rpcUrl))
    throw new HttpError(400, 'rpc_not_local', 'The dev on-ramp only mints on a local node', [
      {
        field: `chains[${chainId}].rpcUrl`,
        rule: 'loopback',
        value: rpcUrl,
        description: `The RPC of chain ${chainId} is not on this machine (127.0.0.1, localhost or ::1); the dev on-ramp refuses to mint there`,
      },
    ])
  const failed = (message: string) => new HttpError(502, 'mint_failed', message)
  const rpc = localRpc(rpcUrl, { where: `chain ${chainId}`, failed, fetch: parameters.fetch })

  const actual = Number(await rpc<string>('eth_chainId', []))
  if (actual !== chainId)
    throw failed(`The node configured for chain ${chainId} answers as chain ${actual}`)
  const code = await rpc<string>('eth_getCode', [token, 'latest'])
  if (!code || code === '0x')
    throw failed(`No USDC contract at ${token} on chain ${chainId}: install the fixture first`)

  await rpc('anvil_impersonateAccount', [DEV_ONRAMP_MINTER])
  try {
    await rpc('anvil_setBalance', [DEV_ONRAMP_MINTER, '0x8ac7230489e80000'])
    const hash = await rpc<Hex>('eth_sendTransaction', [
      {
        from: DEV_ONRAMP_MINTER,
        to: token,
        data: encodeFunctionData({ abi: mintAbi, functionName: 'mint', args: [to, amount] }),
      },
    ])
    const deadline = Date.now() + (parameters.timeoutMs ?? 15_000)
    for (;;) {
      const receipt = await rpc<{ status: Hex } | null>('eth_getTransactionReceipt', [hash])
      if (receipt) {
        if (receipt.status !== '0x1') throw failed(`The mint reverted (transaction ${hash})`)
        return hash
      }
      if (Date.now() > deadline)
        throw failed(`The mint was not mined in time (transaction ${hash})`)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  } finally {
    await rpc('anvil_stopImpersonatingAccount', [DEV_ONRAMP_MINTER]).catch(() => {})
  }
}
