import type { Config } from '@wagmi/core'
import type { Hash, TransactionReceipt } from 'viem'
import { call, getTransaction, waitForTransactionReceipt } from 'viem/actions'
import { RECEIPT_WAIT_TIMEOUT } from '../constants.ts'
import { TransactionRevertedError } from '../errors/TransactionRevertedError.ts'
import { revertReason } from './revertReason.ts'

/**
 * Waits for the receipt. On revert the transaction's call is re-run at its block to surface the
 * reason; 'unknown reason' when the revert has no data (SPEC §7, §8).
 */
export async function waitForReceipt(
  config: Config,
  {
    hash,
    chainId,
    timeout = RECEIPT_WAIT_TIMEOUT,
  }: { hash: Hash; chainId: number; timeout?: number },
): Promise<TransactionReceipt> {
  const client = config.getClient({ chainId })
  // viem treats 0 as "no timeout" too, like SPEC's receipt wait default.
  const receipt = await waitForTransactionReceipt(client, {
    hash,
    timeout: timeout || undefined,
    pollingInterval: 250,
  })
  if (receipt.status !== 'reverted') return receipt
  const tx = await getTransaction(client, { hash })
  try {
    await call(client, {
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
