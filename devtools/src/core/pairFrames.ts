import type { FrameChannel } from '@foyer/modal/internal'
import type { DevtoolsEvent } from './types.ts'

type Frame = FrameChannel

/** One frame message and the message paired with it: its reply, or the request it answers. */
export type FrameRow = {
  seq: number
  time: number
  message: Frame
  /** On a request: the reply; on a reply: the request. */
  pair?: Frame | undefined
  /** Request to reply, from the reply (or from the clock when the reply has none). */
  roundTripMs?: number | undefined
}

/** The Frame tab's rows, newest first, each with its paired request or reply. */
export function pairFrames(events: readonly DevtoolsEvent[]): FrameRow[] {
  const frames = events.filter(
    (e): e is Extract<DevtoolsEvent, { channel: 'frame' }> => e.channel === 'frame',
  )
  const byId = new Map<string, (typeof frames)[number]>()
  const replies = new Map<string, (typeof frames)[number]>()
  for (const event of frames) {
    const key = `${event.session ?? ''}:`
    if (event.payload.replyTo !== undefined) {
      if (!replies.has(key + event.payload.replyTo)) replies.set(key + event.payload.replyTo, event)
    } else byId.set(key + event.payload.id, event)
  }
  return frames
    .map((event): FrameRow => {
      const key = `${event.session ?? ''}:`
      const { payload } = event
      if (payload.replyTo !== undefined) {
        const request = byId.get(key + payload.replyTo)
        return {
          seq: event.seq,
          time: event.time,
          message: payload,
          pair: request?.payload,
          roundTripMs: payload.roundTripMs ?? (request ? event.time - request.time : undefined),
        }
      }
      const reply = replies.get(key + payload.id)
      return {
        seq: event.seq,
        time: event.time,
        message: payload,
        pair: reply?.payload,
        roundTripMs: reply ? (reply.payload.roundTripMs ?? reply.time - event.time) : undefined,
      }
    })
    .reverse()
}
