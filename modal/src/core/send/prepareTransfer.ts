import {
  type Address,
  decodeFunctionResult,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  parseUnits,
} from 'viem'
import type { Engine } from '../connection/engine.ts'
import { walk } from '../errors/base.ts'
import type { SendToken } from '../sendState.ts'
import { TransactionRevertedError, TransferRefusedError } from './errors.ts'
import { revertReason } from './revertReason.ts'

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
 * Runs an ERC-20 transfer as a call first, so a transfer that would fail shows why before the
 * wallet asks the visitor to sign anything: a revert (`TransactionRevertedError` with the reason)
 * or a `false` answer (`TransferRefusedError`). A token that answers nothing (older ERC-20s)
 * passes. An unreachable node is left to the send itself.
 */
export async function simulateTransfer(
  engine: Engine,
  request: { to: Address; data?: Hex | undefined },
  { account, chainId }: { account: Address; chainId: number },
): Promise<void> {
  if (!request.data) return
  let answer: Hex | undefined
  try {
    answer = (
      await engine.wagmi.call(engine.config.getClient({ chainId }), {
        account,
        to: request.to,
        data: request.data,
      })
    ).data
  } catch (error) {
    const reason = revertReason(error)
    const reverted =
      reason !== undefined ||
      walk(error, (e) => (e as { name?: unknown }).name === 'ExecutionRevertedError') !== undefined
    if (reverted) throw new TransactionRevertedError({ reason, cause: error })
    return
  }
  if (!answer || answer === '0x') return
  let accepted: boolean
  try {
    accepted = decodeFunctionResult({ abi: erc20Abi, functionName: 'transfer', data: answer })
  } catch {
    return
  }
  if (!accepted) throw new TransferRefusedError({ token: request.to })
}
