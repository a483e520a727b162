import { type Address, zeroAddress } from 'viem'
import { ensureEngine } from '../connection/ensureEngine.ts'
import { getSigner } from '../connection/getSigner.ts'
import { describeError, isNetworkFailure } from '../errors/describeError.ts'
import { formatAmount, formatBalance } from '../formatAmount.ts'
import type { Foyer } from '../foyer.ts'
import {
  InsufficientFundsError,
  type InsufficientFundsErrorType,
  SendError,
  type SendErrorType,
} from './errors.ts'
import { simulateTransfer, type Transfer, transferRequest } from './prepareTransfer.ts'

export type EstimateSendFeeParameters = Transfer

export type EstimateSendFeeReturnType = {
  /** Gas the transfer is expected to use; undefined when the estimation failed. */
  gas: bigint | undefined
  /** The chain's gas price; undefined when it could not be read. */
  gasPrice: bigint | undefined
  /** `gas × gasPrice` in the native currency's base units, when both are known. */
  fee: bigint | undefined
  /** Why the fee is unknown, when it is (the wallet then estimates it). */
  feeUnavailable?: string | undefined
  /** What the visitor should check before sending; the send is still allowed. */
  warnings: string[]
}

/**
 * `SendError` whose cause says why: a revert with its reason, a token refusing the transfer, or a
 * chain that does not answer; or `InsufficientFundsError` when the amount and fee exceed the
 * balance.
 */
export type EstimateSendFeeErrorType = SendErrorType | InsufficientFundsErrorType

/** Transfers that are valid but usually a mistake. */
function warningsOf({ token, to }: Transfer, sender: Address): string[] {
  const receiver = to.trim().toLowerCase()
  const warnings: string[] = []
  if (receiver === zeroAddress)
    warnings.push('This is the zero address: what is sent there is lost.')
  if (token.address && receiver === token.address.toLowerCase())
    warnings.push(
      `This is the ${token.symbol} contract itself: tokens sent there are usually lost.`,
    )
  if (receiver === sender.toLowerCase()) warnings.push('This is your own address.')
  return warnings
}

/**
 * The Send preview (SPEC §5, §7): the same transaction `sendToken` sends, checked before the
 * visitor is asked to sign. An ERC-20 transfer is run as a call first (a revert or a `false`
 * answer fails here, with its reason); the fee is estimated from the current account; the native
 * balance must pay the amount and the fee; an unreachable chain fails with that reason. A fee
 * that cannot be estimated for another reason is reported, not hidden (SPEC §5: the estimate is
 * 0 and the wallet estimates). Transfers to the zero address, the token's contract or yourself
 * come back with warnings.
 * @example const { fee, warnings } = await estimateSendFee(foyer, { token, amount: '1.5', to })
 */
export async function estimateSendFee(
  foyer: Foyer,
  transfer: EstimateSendFeeParameters,
): Promise<EstimateSendFeeReturnType> {
  const engine = await ensureEngine(foyer)
  const { config, wagmi } = engine
  const { address, chainId } = getSigner(engine)
  const request = transferRequest(transfer)
  const warnings = warningsOf(transfer, address)
  let gas: bigint | undefined
  let gasPrice: bigint | undefined
  let feeUnavailable: string | undefined
  try {
    await simulateTransfer(engine, request, { account: address, chainId })
    gasPrice = await wagmi.getGasPrice(config, { chainId })
    try {
      gas = await wagmi.estimateGas(config, { account: address, chainId, ...request } as never)
    } catch (error) {
      if (isNetworkFailure(error)) throw error
      feeUnavailable = describeError(error)
    }
  } catch (cause) {
    throw new SendError({ cause })
  }
  const fee = gas !== undefined ? gas * gasPrice : undefined
  let native: { value: bigint; decimals: number; symbol: string }
  try {
    native = await wagmi.getBalance(config, { chainId, address })
  } catch (cause) {
    throw new SendError({ cause })
  }
  const needed = (request.value ?? 0n) + (fee ?? 0n)
  if (needed > native.value) {
    // Rounded figures could read the same ("10,000" and "10,000"): then show them exactly.
    const rounded =
      formatBalance(needed, native.decimals) !== formatBalance(native.value, native.decimals)
    const show = (value: bigint) =>
      rounded ? formatBalance(value, native.decimals) : formatAmount(value, native.decimals)
    throw new InsufficientFundsError({
      needed: show(needed),
      available: show(native.value),
      symbol: native.symbol,
    })
  }
  return { gas, gasPrice, fee, feeUnavailable, warnings }
}
