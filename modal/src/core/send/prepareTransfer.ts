import { type Address, encodeFunctionData, erc20Abi, type Hex, parseUnits } from 'viem'
import type { Engine } from '../connection/engine.ts'
import { walk } from '../errors/base.ts'
import { TransactionRevertedError } from './errors.ts'
import { revertReason } from './revertReason.ts'
import type { SendToken } from './sendState.ts'

export type Transfer = {
  token: SendToken
  /** Whole units as typed, e.g. "0.01". */
  amount: string
  to: string
}

/** The transaction of a transfer: an ERC-20 `transfer` when the token has an address (SPEC §4). */
export function transferRequest({ token, amount, to }: Transfer): {
  to: Address
  value?: bigint
  data?: Hex
} {
  const value = parseUnits(amount.trim(), token.quantity.decimals)
  const receiver = to.trim() as Address
  return token.address
    ? {
        to: token.address,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [receiver, value],
        }),
      }
    : { to: receiver, value }
}

/**
 * Runs an ERC-20 transfer as a call first, so a transfer that would revert shows its reason
 * before the wallet asks the visitor to sign anything. Throws `TransactionRevertedError`.
 */
export async function simulateTransfer(
  engine: Engine,
  request: { to: Address; data?: Hex | undefined },
  { account, chainId }: { account: Address; chainId: number },
): Promise<void> {
  if (!request.data) return
  try {
    await engine.wagmi.call(engine.config.getClient({ chainId }), {
      account,
      to: request.to,
      data: request.data,
    })
  } catch (error) {
    const reason = revertReason(error)
    const reverted =
      reason !== undefined ||
      walk(error, (e) => (e as { name?: unknown }).name === 'ExecutionRevertedError') !== undefined
    // Only a revert says the transfer is doomed; an unreachable node is the send's own problem.
    if (reverted) throw new TransactionRevertedError({ reason, cause: error })
  }
}
