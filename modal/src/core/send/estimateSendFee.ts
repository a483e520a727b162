import { ensureEngine } from '../connection/ensureEngine.ts'
import { getSigner } from '../connection/getSigner.ts'
import type { Foyer } from '../instantiateFoyer.ts'
import { SendError, type SendErrorType } from './errors.ts'
import { estimateGas } from './estimateGas.ts'
import { simulateTransfer, type Transfer, transferRequest } from './prepareTransfer.ts'

export type EstimateSendFeeParameters = Transfer

export type EstimateSendFeeReturnType = {
  /** Gas the transfer is expected to use; undefined when the estimation failed. */
  gas: bigint | undefined
  /** The chain's gas price; undefined when it could not be read. */
  gasPrice: bigint | undefined
  /** `gas × gasPrice` in the native currency's base units, when both are known. */
  fee: bigint | undefined
}

/** A transfer that would revert: `cause` is the `TransactionRevertedError` with the reason. */
export type EstimateSendFeeErrorType = SendErrorType

/**
 * The network fee of a transfer, for the Send preview: the same transaction `sendToken` sends,
 * estimated from the current account (a failed estimation leaves the fee unknown, SPEC §5). An
 * ERC-20 transfer is run as a call first, so one that would revert fails here with its reason
 * before the visitor is asked to sign.
 * @example const { fee } = await estimateSendFee(foyer, { token, amount: '1.5', to })
 */
export async function estimateSendFee(
  foyer: Foyer,
  transfer: EstimateSendFeeParameters,
): Promise<EstimateSendFeeReturnType> {
  const engine = await ensureEngine(foyer)
  const { address, chainId } = getSigner(engine)
  const request = transferRequest(transfer)
  try {
    await simulateTransfer(engine, request, { account: address, chainId })
  } catch (cause) {
    throw new SendError({ cause })
  }
  const [gas, gasPrice] = await Promise.all([
    estimateGas(foyer, { ...request, chainId }),
    engine.wagmi.getGasPrice(engine.config, { chainId }).catch(() => undefined),
  ])
  const knownGas = gas === 0n ? undefined : gas
  return {
    gas: knownGas,
    gasPrice,
    fee: knownGas !== undefined && gasPrice !== undefined ? knownGas * gasPrice : undefined,
  }
}
