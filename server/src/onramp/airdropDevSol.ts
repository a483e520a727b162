import { HttpError } from '../http/errors.ts'
import { localRpc } from './localRpc.ts'
import { isLoopbackRpc } from './mintDevUsdc.ts'

export type AirdropDevSolParameters = {
  /** The local Solana's JSON-RPC (`foyer anvil`, `@foyer/testing/solana`). */
  rpcUrl: string
  /** The network's CAIP-2 id, for the messages. */
  network: string
  /** Base58. */
  to: string
  lamports: bigint
  fetch?: typeof fetch | undefined
  /** How long to wait for the airdrop to be confirmed. @default 15_000 */
  timeoutMs?: number | undefined
}

/**
 * Funds SOL on a local Solana, as the dev on-ramp provider's "payment": `requestAirdrop`, then
 * the signature's status until it is confirmed. Resolves with the signature.
 * @throws {HttpError} 400 for a node that is not on this machine; 502 when the node refuses the
 * airdrop or does not confirm it in time.
 * @example await airdropDevSol({ rpcUrl: 'http://127.0.0.1:8899', network, to, lamports: 10n ** 9n })
 */
export async function airdropDevSol(parameters: AirdropDevSolParameters): Promise<string> {
  const { rpcUrl, network, to, lamports } = parameters
  if (!isLoopbackRpc(rpcUrl))
    throw new HttpError(400, 'rpc_not_local', 'The dev on-ramp only funds a local node', [
      {
        field: `solana[${network}].rpcUrl`,
        rule: 'loopback',
        value: rpcUrl,
        description: `The node of ${network} is not on this machine (127.0.0.1, localhost or ::1); the dev on-ramp refuses to fund there`,
      },
    ])
  const failed = (message: string) => new HttpError(502, 'airdrop_failed', message)
  const rpc = localRpc(rpcUrl, { where: network, failed, fetch: parameters.fetch })
  // JSON numbers: lamports stay exact below 2^53 (9 million SOL).
  const signature = await rpc<string>('requestAirdrop', [
    to,
    Number(lamports),
    { commitment: 'confirmed' },
  ])
  const deadline = Date.now() + (parameters.timeoutMs ?? 15_000)
  for (;;) {
    const { value } = await rpc<{
      value: ({ err: unknown; confirmationStatus: string | null } | null)[]
    }>('getSignatureStatuses', [[signature], { searchTransactionHistory: true }])
    const status = value[0]
    if (status?.err) throw failed(`The airdrop failed (signature ${signature})`)
    if (status && status.confirmationStatus !== 'processed') return signature
    if (Date.now() > deadline) throw failed(`The airdrop was not confirmed in time (${signature})`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
