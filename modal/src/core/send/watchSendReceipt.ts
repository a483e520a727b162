import { type Address, erc20Abi, type Hash, parseEventLogs, type TransactionReceipt } from 'viem'
import { refreshBalance } from '../account/port.ts'
import type { SendEventProperties } from '../bus/events.ts'
import { describeError } from '../errors/describeError.ts'
import type { Foyer } from '../foyer.ts'
import type { MessageKey } from '../i18n/messages/en.ts'
import { settleTransfer } from './activity.ts'
import { TransferNotReportedError } from './errors.ts'
import { waitForReceipt } from './waitForReceipt.ts'

/** The ERC-20 transfer a send made, as its receipt must report it. */
export type ExpectedTransfer = { token: Address; from: Address; to: Address; value: bigint }

export type WatchSendReceiptParameters = {
  hash: Hash
  chainId: number
  /** For an ERC-20 send: the Transfer event the receipt must hold to count as a success. */
  transfer?: ExpectedTransfer | undefined
  /** The send's tracking properties, for a SEND_ERROR when nothing moved. */
  properties: SendEventProperties
}

/** True when the receipt holds the token's Transfer(from, to, value) event. */
function reportsTransfer(receipt: TransactionReceipt, expected: ExpectedTransfer): boolean {
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
  return parseEventLogs({
    abi: erc20Abi,
    logs: receipt.logs,
    eventName: 'Transfer',
    strict: false,
  }).some(
    (log) =>
      same(log.address, expected.token) &&
      same(log.args.from ?? '', expected.from) &&
      same(log.args.to ?? '', expected.to) &&
      log.args.value === expected.value,
  )
}

/**
 * Follows a started send to its receipt: the notice says when it is confirmed or why it failed,
 * and balances are read again either way. A reverted send is SEND_REVERTED with the reason. An
 * ERC-20 send counts as confirmed only when its receipt holds the matching Transfer event; one
 * that was mined but moved nothing is 'Transaction failed: The token reported no transfer.' and
 * SEND_ERROR.
 */
export async function watchSendReceipt(
  foyer: Foyer,
  { hash, chainId, transfer, properties }: WatchSendReceiptParameters,
): Promise<void> {
  const isCurrent = () => foyer.notice.getState().hash === hash
  // The notice keeps saying what was sent where (its `transfer`), with the outcome.
  // Activity keeps the outcome of every send, the notice of the current one only.
  const settle = (key: MessageKey, values: Record<string, unknown>, tone: 'success' | 'error') => {
    if (isCurrent())
      foyer.notice.setState(
        { ...foyer.notice.getState(), key, values, message: undefined, tone },
        true,
      )
  }
  // The notice describes the error in the visitor's language; Activity keeps `describeError`'s.
  const failed = (error: unknown) => {
    settleTransfer(foyer, hash, 'failed', describeError(error))
    settle('notice.transactionFailed', { error }, 'error')
  }
  try {
    const receipt = await waitForReceipt(foyer, { hash, chainId })
    if (transfer && !reportsTransfer(receipt, transfer)) {
      const error = new TransferNotReportedError({ hash })
      failed(error)
      foyer.bus.emit('tracking', {
        event: 'SEND_ERROR',
        properties: { ...properties, message: error.shortMessage, detail: error.details },
      })
      return
    }
    settleTransfer(foyer, hash, 'confirmed', `Block ${receipt.blockNumber}`)
    settle('notice.confirmedInBlock', { block: String(receipt.blockNumber) }, 'success')
    foyer.bus.emit('tracking', {
      event: 'SEND_CONFIRMED',
      properties: { hash, blockNumber: Number(receipt.blockNumber) },
    })
  } catch (error) {
    failed(error)
    foyer.bus.emit('tracking', {
      event: 'SEND_REVERTED',
      properties: { hash, message: describeError(error) },
    })
  } finally {
    void refreshBalance(foyer)
  }
}
