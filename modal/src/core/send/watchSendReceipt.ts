import type { Hash } from 'viem'
import { refreshBalance } from '../account/refreshBalance.ts'
import { describeError } from '../errors/describeError.ts'
import type { Foyer } from '../instantiateFoyer.ts'
import { waitForReceipt } from './waitForReceipt.ts'

/**
 * Follows a started send to its receipt: the notice says when it is confirmed or why it
 * reverted (SEND_CONFIRMED / SEND_REVERTED), and balances are read again either way.
 */
export async function watchSendReceipt(
  foyer: Foyer,
  { hash, chainId }: { hash: Hash; chainId: number },
): Promise<void> {
  const isCurrent = () => foyer.notice.getState().hash === hash
  try {
    const receipt = await waitForReceipt(foyer, { hash, chainId })
    if (isCurrent())
      foyer.notice.setState(
        { message: `Transaction confirmed in block ${receipt.blockNumber}`, tone: 'success', hash },
        true,
      )
    foyer.bus.emit('tracking', {
      event: 'SEND_CONFIRMED',
      properties: { hash, blockNumber: Number(receipt.blockNumber) },
    })
  } catch (error) {
    const message = describeError(error)
    if (isCurrent())
      foyer.notice.setState(
        { message: `Transaction failed: ${message}`, tone: 'error', hash },
        true,
      )
    foyer.bus.emit('tracking', { event: 'SEND_REVERTED', properties: { hash, message } })
  } finally {
    void refreshBalance(foyer)
  }
}
