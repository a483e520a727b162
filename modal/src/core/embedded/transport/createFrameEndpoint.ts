import type { z } from 'zod'
import type { Bus } from '../../bus/createBus.ts'
import { BaseError } from '../../errors/base.ts'
import { describeIssues } from '../../errors/details.ts'
import { FrameParentNotSetError, InvalidEventPayloadError } from '../errors.ts'
import { type AppEventType, type appEventPayloadSchemas, frameSchemas } from '../frameProtocol.ts'
import { redactFramePayload } from '../redactFramePayload.ts'
import { assertOrigin } from './assertOrigin.ts'
import { createMessageStats, type MessageStats } from './createMessageStats.ts'

// appEventSchema's inferred output is loose (its union is built from a list); this is its shape.
type AppMessage = { id: string; type: AppEventType; payload: unknown; token?: string }

/** The payload a handler receives: the app event's, parsed by its schema. */
export type AppEventPayload<T extends AppEventType> = z.output<(typeof appEventPayloadSchemas)[T]>

/**
 * What the app has asked, with where it came from: `origin` is the message event's (checked
 * against `appOrigins`, never what the app says), `token` the app token the app sent beside the
 * event (its SESSION_UPDATE token), when it has one. `signal` aborts when the app cancels the
 * request (it aborted it or it timed out): a dialog it opened closes, and its answer is not sent.
 */
export type FrameRequestContext = {
  id: string
  origin: string
  token?: string
  signal?: AbortSignal | undefined
}

/**
 * One handler per app event the frame serves. What a handler returns (or resolves with) is the
 * `_SUCCESS` payload; what it throws becomes the `_ERROR` message. A missing handler answers ERROR.
 */
export type FrameHandlers = {
  [T in AppEventType]?: (payload: AppEventPayload<T>, context: FrameRequestContext) => unknown
}

type Listenable = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>

export type CreateFrameEndpointParameters = {
  /** The app's window. @default window.parent, when the frame is in one */
  parent?: Window | undefined
  /** Origins of the apps allowed to embed the frame, e.g. `['https://app.example']`. */
  appOrigins: readonly string[]
  handlers: FrameHandlers
  /** Receives every message, both directions, redacted, on the `frame` channel. */
  bus?: Pick<Bus, 'emit'> | undefined
  /** SESSION_UPDATE ids. @default () => crypto.randomUUID() */
  createId?: (() => string) | undefined
  /** The frame's own window, whose `message` events carry app events. @default window */
  listenOn?: Listenable | undefined
  /** Clock for round-trip times. @default () => performance.now() */
  now?: (() => number) | undefined
}

export type FrameEndpoint = {
  /**
   * Posts SESSION_UPDATE with `token` to the app: to `origin` only when given (the app origin that
   * signed in), else to each of `appOrigins`. Throws InvalidEventPayloadError on an empty token.
   */
  sessionUpdate(token: string, origin?: string): void
  /** What the `message` listener received, accepted and dropped (and why). */
  stats(): MessageStats
  /** Removes the `message` listener; answers still in flight are not posted. */
  destroy(): void
}

export type CreateFrameEndpointReturnType = FrameEndpoint

export type CreateFrameEndpointErrorType = FrameParentNotSetError

// The app's FrameError reads at most 1000 characters (frameEventSchema).
const MAX_MESSAGE = 1000

/** An ERROR answer: the message, the EIP-1193 code, and whether the same request may go again. */
type ErrorReply = { ok: false; message: string; code?: number; retryable?: true }

/**
 * What an ERROR answer carries: the handler's message ('An error occurred' without one), its
 * EIP-1193 `code` when it has an integer one (4001: the visitor rejected), and `retryable` when
 * the handler says it failed before acting (its code could not load: see the frame's
 * walletCodeError), so the app may send the same request again as it is.
 */
function errorReply(error: unknown): ErrorReply {
  const message = error instanceof BaseError ? error.shortMessage : (error as Error)?.message
  const code = (error as { code?: unknown } | null)?.code
  return {
    ...((error as { retryable?: unknown } | null)?.retryable === true
      ? { retryable: true as const }
      : {}),
    ok: false,
    message:
      typeof message === 'string' && message ? message.slice(0, MAX_MESSAGE) : 'An error occurred',
    ...(Number.isInteger(code) && (code as number) >= -32768 && (code as number) <= 65535
      ? { code: code as number }
      : {}),
  }
}

/**
 * The frame side of the embedded-wallet transport (SPEC §7), for `@foyer/frame`. Accepts only
 * `message` events whose `source` is the parent window and whose `origin` is one of `appOrigins`,
 * valid under `appEventSchema`; runs `handlers[type](payload)` and answers `{ id, type:
 * `${type}_SUCCESS` | `${type}_ERROR`, payload }` with `postMessage(answer, event.origin)`. A
 * handler that throws answers ERROR with its message ('An error occurred' without one).
 * @example
 * const endpoint = createFrameEndpoint({
 *   appOrigins: ['https://app.example'],
 *   handlers: { GET_CHAIN_ID: () => ({ chainId: 1 }), CONNECT_OTP: ({ otp }) => verify(otp) },
 * })
 * endpoint.sessionUpdate(token) // after a sign-in
 */
export function createFrameEndpoint(
  parameters: CreateFrameEndpointParameters,
): CreateFrameEndpointReturnType {
  const {
    appOrigins,
    handlers,
    bus,
    createId = () => crypto.randomUUID(),
    listenOn = window,
    now = () => performance.now(),
  } = parameters
  const parent =
    'parent' in parameters
      ? parameters.parent
      : typeof window !== 'undefined' && window.parent !== window
        ? window.parent
        : undefined
  if (!parent) throw new FrameParentNotSetError()
  if (appOrigins.length === 0) throw new Error('appOrigins must list at least one origin')
  for (const origin of appOrigins) assertOrigin(origin, 'appOrigins')
  const allowed = new Set(appOrigins)
  const counter = createMessageStats()
  let destroyed = false
  /** Requests being handled, by id: what a CANCEL from the same origin aborts. */
  const inflight = new Map<string, { origin: string; controller: AbortController }>()

  const answer = (
    origin: string,
    request: AppMessage,
    startedAt: number,
    reply: { ok: true; payload: unknown } | ErrorReply,
    signal?: AbortSignal,
  ) => {
    // The app stopped waiting (CANCEL): it would drop the answer anyway.
    if (destroyed || signal?.aborted) return
    const type = `${request.type}_${reply.ok ? 'SUCCESS' : 'ERROR'}` as const
    const payload = reply.ok
      ? reply.payload
      : {
          message: reply.message,
          ...(reply.code === undefined ? {} : { code: reply.code }),
          ...(reply.retryable ? { retryable: true } : {}),
        }
    try {
      parent.postMessage({ id: request.id, type, payload }, origin)
    } catch (error) {
      // A result the browser cannot clone still gets an answer, so the app never waits in vain.
      if (reply.ok) return answer(origin, request, startedAt, errorReply(error))
      return
    }
    bus?.emit('frame', {
      direction: 'frame-to-app',
      id: request.id,
      type,
      replyTo: request.id,
      roundTripMs: now() - startedAt,
      payload: redactFramePayload(type, payload),
    })
  }

  const handle = (origin: string, request: AppMessage) => {
    const startedAt = now()
    bus?.emit('frame', {
      direction: 'app-to-frame',
      id: request.id,
      type: request.type,
      payload: redactFramePayload(request.type, request.payload),
    })
    const handler = handlers[request.type] as
      | ((payload: unknown, context: FrameRequestContext) => unknown)
      | undefined
    if (!handler)
      return answer(origin, request, startedAt, {
        ok: false,
        message: `${request.type} is not supported by this frame`,
      })
    // A second request under a pending id keeps the first one's cancel: ids are the app's.
    const controller = new AbortController()
    if (!inflight.has(request.id)) inflight.set(request.id, { origin, controller })
    const { signal } = controller
    const settle = (reply: Parameters<typeof answer>[3]) => {
      if (inflight.get(request.id)?.controller === controller) inflight.delete(request.id)
      answer(origin, request, startedAt, reply, signal)
    }
    let result: unknown
    try {
      const context: FrameRequestContext = {
        id: request.id,
        origin,
        ...(request.token === undefined ? {} : { token: request.token }),
        signal,
      }
      result = handler(request.payload, context)
    } catch (error) {
      return settle(errorReply(error))
    }
    Promise.resolve(result).then(
      (payload) => settle({ ok: true, payload }),
      (error: unknown) => settle(errorReply(error)),
    )
  }

  /** CANCEL: aborts the request it names, when the same app origin made it. Never answered. */
  const cancel = (origin: string, message: z.output<typeof frameSchemas.cancelEvent>) => {
    bus?.emit('frame', {
      direction: 'app-to-frame',
      id: message.id,
      type: message.type,
      payload: message.payload,
    })
    const target = inflight.get(message.payload.id)
    if (!target || target.origin !== origin) return
    inflight.delete(message.payload.id)
    target.controller.abort()
  }

  const onMessage = (event: Event) => {
    counter.receive()
    try {
      const { origin, source, data } = event as MessageEvent
      if (typeof origin !== 'string' || !allowed.has(origin)) return counter.drop('origin')
      if (source !== parent) return counter.drop('source')
      const parsed = frameSchemas.appEvent.safeParse(data)
      if (parsed.success) {
        counter.accept()
        return handle(origin, parsed.data as AppMessage)
      }
      const cancelled = frameSchemas.cancelEvent.safeParse(data)
      if (!cancelled.success) return counter.drop('invalid')
      counter.accept()
      cancel(origin, cancelled.data)
    } catch {
      counter.drop('error')
    }
  }
  listenOn.addEventListener('message', onMessage)

  return {
    sessionUpdate(token, origin) {
      const candidate = { id: createId(), type: 'SESSION_UPDATE', payload: { token } }
      const parsed = frameSchemas.frameEvent.safeParse(candidate)
      if (!parsed.success)
        throw new InvalidEventPayloadError({
          event: 'SESSION_UPDATE',
          issues: describeIssues(parsed.error.issues, candidate, 'message'),
        })
      // Without `origin` the frame does not know which allowed origin embeds it: a message posted
      // to an origin the parent does not have is discarded by the browser, so only the real app
      // receives it.
      const targets = origin !== undefined && allowed.has(origin) ? [origin] : [...allowed]
      for (const target of targets) parent.postMessage(parsed.data, target)
      bus?.emit('frame', {
        direction: 'frame-to-app',
        id: candidate.id,
        type: 'SESSION_UPDATE',
        payload: redactFramePayload('SESSION_UPDATE', parsed.data.payload),
      })
    },
    stats: counter.read,
    destroy() {
      destroyed = true
      listenOn.removeEventListener('message', onMessage)
      for (const { controller } of inflight.values()) controller.abort()
      inflight.clear()
    },
  }
}
