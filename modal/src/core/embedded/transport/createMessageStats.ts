/** Why a transport or endpoint dropped an incoming message. */
export type FrameDropReason =
  /** `event.origin` is not the expected one. */
  | 'origin'
  /** `event.source` is not the expected window (the right origin from another window). */
  | 'source'
  /** The message breaks the `/frame-protocol` schema. */
  | 'invalid'
  /** An answer whose id matches no pending request (unknown, answered, aborted, timed out). */
  | 'unknownId'
  /** An answer to a pending id whose type is not that request's `_SUCCESS` or `_ERROR`. */
  | 'typeMismatch'
  /** Reading or handling the event threw (a forged event with throwing getters). */
  | 'error'

/** What a transport or endpoint has seen on its `message` listener. */
export type MessageStats = {
  received: number
  accepted: number
  dropped: Record<FrameDropReason, number>
}

/** A counter of received, accepted and dropped messages, read by tests and devtools. */
export type MessageCounter = {
  receive(): void
  accept(): void
  drop(reason: FrameDropReason): void
  /** A copy of the counts. */
  read(): MessageStats
}

/**
 * The counters behind `stats()` of a frame transport or endpoint.
 * @example
 * const counter = createMessageStats()
 * counter.receive(); counter.drop('origin')
 * counter.read() // { received: 1, accepted: 0, dropped: { origin: 1, … } }
 */
export function createMessageStats(): MessageCounter {
  const stats: MessageStats = {
    received: 0,
    accepted: 0,
    dropped: { origin: 0, source: 0, invalid: 0, unknownId: 0, typeMismatch: 0, error: 0 },
  }
  return {
    receive: () => void stats.received++,
    accept: () => void stats.accepted++,
    drop: (reason) => void stats.dropped[reason]++,
    read: () => ({ ...stats, dropped: { ...stats.dropped } }),
  }
}
