import type { z } from 'zod'
import type { Bus } from '../../bus/createBus.ts'
import { describeIssues } from '../../errors/details.ts'
import { RequestAbortedError } from '../../rpc/errors.ts'
import {
  FrameError,
  FrameLoadError,
  FrameNotSetError,
  InvalidEventPayloadError,
} from '../errors.ts'
import { type AppEventType, type appEventPayloadSchemas, frameSchemas } from '../frameProtocol.ts'
import { redactFramePayload } from '../redactFramePayload.ts'
import { createMessageStats, type MessageStats } from './createMessageStats.ts'

// appEventSchema's inferred output is loose (its union is built from a list); this is its shape.
type AppMessage = { id: string; type: AppEventType; payload: unknown; token?: string }

import { assertOrigin } from './assertOrigin.ts'
import { FrameTimeoutError } from './errors.ts'

/** What the app may send with each app event (before the schema's defaults apply). */
export type AppEventPayloadInput<T extends AppEventType> = z.input<
  (typeof appEventPayloadSchemas)[T]
>

type Listenable = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>

export type CreateFrameTransportParameters = {
  /** The hidden `w3m-iframe`. Without it every request rejects with FrameNotSetError. */
  iframe?: HTMLIFrameElement | undefined
  /** The frame's origin, e.g. `https://wallet.example.com`. Never `'*'`. */
  frameOrigin: string
  /** Receives every message, both directions, redacted, on the `frame` channel. */
  bus?: Pick<Bus, 'emit'> | undefined
  /** How long a request waits for its answer. `Infinity` waits forever. @default 30_000 */
  timeoutMs?: number | undefined
  /** How long the iframe may take to load. @default 20_000 */
  loadTimeoutMs?: number | undefined
  /** The iframe has already fired `load` (the transport was created after it). @default false */
  loaded?: boolean | undefined
  /** Message ids: random, 8 to 64 of `[A-Za-z0-9_-]`. @default () => crypto.randomUUID() */
  createId?: (() => string) | undefined
  /**
   * The app token the frame gave with SESSION_UPDATE, read when each request is made and sent
   * beside it (`token` of the envelope, never on the bus): the frame acts on the account only
   * with it. A value that is not a token is not sent.
   */
  sessionToken?: (() => string | undefined) | undefined
  /** The window whose `message` events carry the frame's answers. @default window */
  listenOn?: Listenable | undefined
  /** Clock for round-trip times. @default () => performance.now() */
  now?: (() => number) | undefined
}

export type FrameRequestOptions = {
  /**
   * Aborting rejects with RequestAbortedError ('Request was aborted'); a later answer is dropped.
   * A request the frame already has is cancelled there too (CANCEL), closing its dialog.
   */
  signal?: AbortSignal | undefined
  /** Overrides the transport's `timeoutMs` for this request; on timeout the frame gets CANCEL. */
  timeoutMs?: number | undefined
}

export type FrameTransport = {
  /**
   * Sends an app event and resolves with the payload of its `_SUCCESS` answer. Rejects with
   * FrameError (the frame's message, or 'An error occurred'), FrameTimeoutError,
   * RequestAbortedError, FrameNotSetError, FrameLoadError or InvalidEventPayloadError.
   */
  request<T extends AppEventType>(
    type: T,
    payload: AppEventPayloadInput<T>,
    options?: FrameRequestOptions,
  ): Promise<unknown>
  /** Calls `listener` with the token of each SESSION_UPDATE. Returns the unsubscribe function. */
  onSessionUpdate(listener: (token: string) => void): () => void
  /** Resolves once the iframe has loaded; rejects with FrameLoadError. */
  readonly ready: Promise<void>
  /** What the `message` listener received, accepted and dropped (and why). */
  stats(): MessageStats
  /** Removes the listeners and rejects pending requests with RequestAbortedError. */
  destroy(): void
}

export type CreateFrameTransportReturnType = FrameTransport

export type CreateFrameTransportErrorType = FrameNotSetError | FrameLoadError

type Pending = {
  type: AppEventType
  sentAt: number
  /** Posted to the frame: an abort or a timeout then cancels it there too. */
  posted: boolean
  resolve(payload: unknown): void
  reject(error: Error): void
}

/**
 * The app side of the embedded-wallet transport (SPEC §7). Posts each app event to the iframe
 * with `postMessage(message, frameOrigin)`, never `'*'`, and accepts only `message` events whose
 * `origin` is `frameOrigin` and whose `source` is the iframe's window, valid under
 * `frameEventSchema` and answering a pending id with that request's type. Anything else is
 * dropped silently and counted in `stats()`.
 * @example
 * const transport = createFrameTransport({ iframe, frameOrigin: 'https://wallet.example.com', bus })
 * const user = await transport.request('GET_USER', { chainId: 1 }, { signal })
 * transport.onSessionUpdate((token) => storage.set('token', token))
 * transport.destroy()
 */
export function createFrameTransport(
  parameters: CreateFrameTransportParameters,
): CreateFrameTransportReturnType {
  const {
    iframe,
    frameOrigin,
    bus,
    timeoutMs: defaultTimeoutMs = 30_000,
    loadTimeoutMs = 20_000,
    loaded = false,
    createId = () => crypto.randomUUID(),
    sessionToken,
    listenOn = window,
    now = () => performance.now(),
  } = parameters
  assertOrigin(frameOrigin, 'frameOrigin')
  const pending = new Map<string, Pending>()
  const sessionListeners = new Set<(token: string) => void>()
  const counter = createMessageStats()
  let destroyed = false
  let loadTimer: ReturnType<typeof setTimeout> | undefined

  let settleLoad: { resolve(): void; reject(error: Error): void } | undefined
  const ready = new Promise<void>((resolve, reject) => {
    settleLoad = { resolve, reject }
  })
  // Requests observe `ready` themselves; a host that never reads it must not see an unhandled rejection.
  ready.catch(() => {})
  const onLoad = () => finishLoad()
  const onError = () => finishLoad(new FrameLoadError({ src: iframe?.src }))
  function finishLoad(error?: Error) {
    clearTimeout(loadTimer)
    iframe?.removeEventListener('load', onLoad)
    iframe?.removeEventListener('error', onError)
    if (error) settleLoad?.reject(error)
    else settleLoad?.resolve()
  }
  if (iframe && !loaded) {
    iframe.addEventListener('load', onLoad)
    iframe.addEventListener('error', onError)
    loadTimer = setTimeout(
      () =>
        finishLoad(
          new FrameLoadError({ src: iframe.src, cause: `no load in ${loadTimeoutMs} ms` }),
        ),
      loadTimeoutMs,
    )
  } else finishLoad(iframe ? undefined : new FrameNotSetError())

  const accept = (message: z.output<typeof frameSchemas.frameEvent>) => {
    if (message.type === 'SESSION_UPDATE') {
      counter.accept()
      bus?.emit('frame', {
        direction: 'frame-to-app',
        id: message.id,
        type: message.type,
        payload: redactFramePayload(message.type, message.payload),
      })
      for (const listener of [...sessionListeners]) {
        // A host listener that throws must not stop the others, nor count as a bad message.
        try {
          listener(message.payload.token)
        } catch (error) {
          console.error('[foyer] session listener failed', error)
        }
      }
      return
    }
    const entry = pending.get(message.id)
    if (!entry) return counter.drop('unknownId')
    const success = message.type === `${entry.type}_SUCCESS`
    if (!success && message.type !== `${entry.type}_ERROR`) return counter.drop('typeMismatch')
    counter.accept()
    bus?.emit('frame', {
      direction: 'frame-to-app',
      id: message.id,
      type: message.type,
      replyTo: message.id,
      roundTripMs: now() - entry.sentAt,
      payload: redactFramePayload(message.type, message.payload),
    })
    if (success) entry.resolve(message.payload)
    else
      entry.reject(
        new FrameError(
          (message.payload as { message?: string; code?: number; retryable?: true } | undefined) ??
            {},
        ),
      )
  }

  const onMessage = (event: Event) => {
    counter.receive()
    try {
      const { origin, source, data } = event as MessageEvent
      if (origin !== frameOrigin) return counter.drop('origin')
      if (source == null || source !== iframe?.contentWindow) return counter.drop('source')
      const parsed = frameSchemas.frameEvent.safeParse(data)
      if (!parsed.success) return counter.drop('invalid')
      accept(parsed.data)
    } catch {
      counter.drop('error')
    }
  }
  listenOn.addEventListener('message', onMessage)

  const post = (message: AppMessage) => {
    const entry = pending.get(message.id)
    if (!entry) return // aborted or timed out while the iframe loaded
    const target = iframe?.contentWindow
    if (!target) return entry.reject(new FrameNotSetError())
    try {
      target.postMessage(message, frameOrigin)
    } catch (cause) {
      return entry.reject(new FrameError({ message: `Could not send ${message.type}`, cause }))
    }
    entry.sentAt = now()
    entry.posted = true
    bus?.emit('frame', {
      direction: 'app-to-frame',
      id: message.id,
      type: message.type,
      payload: redactFramePayload(message.type, message.payload),
    })
  }

  /** Tells the frame the app stopped waiting for request `id`; the frame never answers it. */
  const cancel = (id: string) => {
    const target = iframe?.contentWindow
    if (destroyed || !target) return
    const token = sessionToken?.()
    const message = frameSchemas.cancelEvent.parse({
      id: createId(),
      type: 'CANCEL',
      payload: { id },
      ...(frameSchemas.appToken.safeParse(token).success ? { token } : {}),
    })
    try {
      target.postMessage(message, frameOrigin)
    } catch {
      return
    }
    bus?.emit('frame', {
      direction: 'app-to-frame',
      id: message.id,
      type: message.type,
      payload: message.payload,
    })
  }

  /** Rejects the pending request `id` because the app stopped waiting, and cancels it in the frame. */
  const giveUp = (id: string, error: Error) => {
    const entry = pending.get(id)
    if (!entry) return
    entry.reject(error)
    if (entry.posted) cancel(id)
  }

  return {
    ready,
    request(type, payload, { signal, timeoutMs = defaultTimeoutMs } = {}) {
      if (destroyed || signal?.aborted)
        return Promise.reject(new RequestAbortedError({ method: type }))
      if (!iframe) return Promise.reject(new FrameNotSetError())
      // Read now, not when the iframe is ready: a sign-out clears the token right after asking.
      const token = sessionToken?.()
      const candidate = {
        id: createId(),
        type,
        payload,
        ...(frameSchemas.appToken.safeParse(token).success ? { token } : {}),
      }
      const parsed = frameSchemas.appEvent.safeParse(candidate)
      if (!parsed.success)
        return Promise.reject(
          new InvalidEventPayloadError({
            event: type,
            issues: describeIssues(parsed.error.issues, candidate, 'message'),
          }),
        )
      const message = parsed.data as AppMessage
      const { id } = message
      // Two requests under one id would answer each other: a broken `createId`, not a frame fault.
      if (pending.has(id)) return Promise.reject(new Error(`createId returned ${id} twice`))
      return new Promise((resolve, reject) => {
        const onAbort = () => giveUp(id, new RequestAbortedError({ method: type }))
        const timer = Number.isFinite(timeoutMs)
          ? setTimeout(() => giveUp(id, new FrameTimeoutError({ type, timeoutMs })), timeoutMs)
          : undefined
        const done = () => {
          pending.delete(id)
          clearTimeout(timer)
          signal?.removeEventListener('abort', onAbort)
        }
        pending.set(id, {
          type,
          sentAt: now(),
          posted: false,
          resolve: (value) => {
            done()
            resolve(value)
          },
          reject: (error) => {
            done()
            reject(error)
          },
        })
        signal?.addEventListener('abort', onAbort, { once: true })
        ready.then(
          () => post(message),
          (error: Error) => pending.get(id)?.reject(error),
        )
      })
    },
    onSessionUpdate(listener) {
      sessionListeners.add(listener)
      return () => void sessionListeners.delete(listener)
    },
    stats: counter.read,
    destroy() {
      if (destroyed) return
      destroyed = true
      listenOn.removeEventListener('message', onMessage)
      finishLoad(new RequestAbortedError())
      sessionListeners.clear()
      for (const [, entry] of [...pending])
        entry.reject(new RequestAbortedError({ method: entry.type }))
    },
  }
}
