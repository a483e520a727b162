import type { Hash } from 'viem'
import type { Foyer } from '../instantiateFoyer.ts'
import { describeError } from '../wallet/describeError.ts'
import { ensureWallet } from '../wallet/ensureWallet.ts'

/**
 * Follows a started send to its receipt: the notice says when it is confirmed or why it
 * reverted, and balances are read again either way.
 */
export async function watchSendReceipt(
  foyer: Foyer,
  { hash, chainId }: { hash: Hash; chainId: number },
) {
  const wallet = await ensureWallet(foyer)
  const isCurrent = () => foyer.notice.getState().hash === hash
  try {
    const receipt = await wallet.waitForReceipt({ hash, chainId })
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
    void wallet.refreshBalance()
  }
}
