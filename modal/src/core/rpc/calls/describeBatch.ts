import type { CallsBatch } from './callsState.ts'

/** "call 2 of 3" counts, one based. */
const nth = (index: number, total: number) => `call ${index + 1} of ${total}`

/** The list of call numbers as a person reads it: "call 1", "calls 1 and 2", "calls 1, 2 and 3". */
function callNumbers(indexes: number[]): string {
  const numbers = indexes.map((i) => String(i + 1))
  if (numbers.length === 1) return `call ${numbers[0]}`
  return `calls ${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`
}

/** How far a batch got: "2 of 3 confirmed". */
export function batchProgress(batch: CallsBatch): string {
  const confirmed = batch.calls.filter((c) => c.step === 'confirmed').length
  return `${confirmed} of ${batch.calls.length} confirmed`
}

/**
 * Why a batch stopped and what of it is on chain, for the visitor and the app's error:
 * "You rejected call 2 of 3 in your wallet. Call 1 was sent and confirmed; call 3 was not sent."
 * Undefined while it runs or once every call is confirmed.
 */
export function batchOutcome(batch: CallsBatch): string | undefined {
  const at = batch.stoppedAt
  if (at === undefined || batch.status === 'running' || batch.status === 'confirmed') return
  const total = batch.calls.length
  const head =
    batch.status === 'rejected'
      ? `You rejected ${nth(at, total)} in your wallet.`
      : batch.calls[at]?.step === 'reverted'
        ? `The chain reverted ${nth(at, total)}.`
        : `${nth(at, total)[0]?.toUpperCase()}${nth(at, total).slice(1)} failed: ${batch.error ?? 'the wallet did not send it'}.`
  const before = batch.calls.map((_, i) => i).filter((i) => i < at)
  const after = batch.calls.map((_, i) => i).filter((i) => i > at)
  const parts: string[] = []
  if (before.length > 0) {
    const done = callNumbers(before)
    parts.push(
      `${done[0]?.toUpperCase()}${done.slice(1)} ${before.length === 1 ? 'was' : 'were'} sent and confirmed`,
    )
  }
  if (after.length > 0)
    parts.push(`${callNumbers(after)} ${after.length === 1 ? 'was' : 'were'} not sent`)
  if (parts.length === 0) return head
  const tail = parts.join('; ')
  return `${head} ${tail[0]?.toUpperCase()}${tail.slice(1)}.`
}
