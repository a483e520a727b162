import type { Hash, TransactionReceipt } from 'viem'
import { ensureEngine } from '../connection/ensureEngine.ts'
import type { Foyer } from '../foyer.ts'
import { RECEIPT_WAIT_TIMEOUT } from './constants.ts'
import { TransactionRevertedError, type TransactionRevertedErrorType } from './errors.ts'
import { revertReason } from './revertReason.ts'

export type WaitForReceiptParameters = {
  hash: Hash
  chainId: number
  /** In ms; 0 waits as long as it takes (SPEC §9). @default 0 */
  timeout?: number | undefined
}
export type WaitForReceiptReturnType = TransactionReceipt
export type WaitForReceiptErrorType = TransactionRevertedErrorType

/**
 * Waits for a transaction's receipt. On revert the transaction's call is re-run at its block to
 * surface the reason, thrown as `TransactionRevertedError`; 'unknown reason' when the revert has
 * no data (SPEC §7, §8).
 * @example const receipt = await waitForReceipt(foyer, { hash, chainId: 1 })
 */
export async function waitForReceipt(
  foyer: Foyer,
  { hash, chainId, timeout = RECEIPT_WAIT_TIMEOUT }: WaitForReceiptParameters,
): Promise<WaitForReceiptReturnType> {
  const { config, wagmi } = await ensureEngine(foyer)
  const client = config.getClient({ chainId })
  // viem treats 0 as "no timeout" too, like SPEC's receipt wait default.
  const receipt = await wagmi.waitForTransactionReceipt(client, {
    hash,
    timeout: timeout || undefined,
    pollingInterval: 250,
  })
  if (receipt.status !== 'reverted') return receipt
  const tx = await wagmi.getTransaction(client, { hash })
  try {
    await wagmi.call(client, {
      account: tx.from,
      to: tx.to,
      data: tx.input,
      value: tx.value,
      gas: tx.gas,
      blockNumber: receipt.blockNumber,
    })
  } catch (error) {
    throw new TransactionRevertedError({ reason: revertReason(error), hash })
  }
  throw new TransactionRevertedError({ hash })
}
