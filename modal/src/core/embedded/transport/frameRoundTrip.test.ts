// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { RequestAbortedError } from '../../rpc/errors.ts'
import { FrameError } from '../errors.ts'
import { REDACTED } from '../redactFramePayload.ts'
import { createFrameEndpoint, type FrameHandlers } from './createFrameEndpoint.ts'
import { createFrameTransport } from './createFrameTransport.ts'
import { FrameTimeoutError } from './errors.ts'
import { APP_ORIGIN, deliver, FRAME_ORIGIN, recordingBus } from './testing/frameWindows.ts'

afterEach(() => document.body.replaceChildren())

/**
 * The app page (jsdom's window, at APP_ORIGIN) with the `w3m-iframe`, and the frame's window (an
 * EventTarget at FRAME_ORIGIN) behind it. Each postMessage behaves as a browser's: it is delivered
 * a task later, cloned, only when the target origin is the receiver's, with `origin` and `source`
 * set to the sender's.
 */
function connect(
  handlers: FrameHandlers,
  { appOrigins = [APP_ORIGIN], appOrigin = APP_ORIGIN } = {},
) {
  const iframe = document.createElement('iframe')
  iframe.id = 'w3m-iframe'
  document.body.append(iframe)
  const frameWindow = iframe.contentWindow as Window
  const frameSide = new EventTarget()
  const app = {
    postMessage: (message: unknown, targetOrigin: string) => {
      if (targetOrigin === APP_ORIGIN)
        setTimeout(() =>
          deliver(window, structuredClone(message), { origin: FRAME_ORIGIN, source: frameWindow }),
        )
    },
  } as unknown as Window
  frameWindow.postMessage = ((message: unknown, targetOrigin: string) => {
    if (targetOrigin === FRAME_ORIGIN)
      setTimeout(() =>
        deliver(frameSide, structuredClone(message), { origin: appOrigin, source: app }),
      )
  }) as Window['postMessage']
  const appBus = recordingBus()
  const frameBus = recordingBus()
  const transport = createFrameTransport({
    iframe,
    frameOrigin: FRAME_ORIGIN,
    bus: appBus.bus,
    loaded: true,
    timeoutMs: 200,
  })
  const endpoint = createFrameEndpoint({
    parent: app,
    appOrigins,
    handlers,
    bus: frameBus.bus,
    listenOn: frameSide,
  })
  return {
    transport,
    endpoint,
    appEvents: appBus.events,
    frameEvents: frameBus.events,
    /** Delivers `message` to the frame as the app's window would, from `origin`. */
    postToFrame: (message: unknown, origin: string) =>
      deliver(frameSide, message, { origin, source: app }),
  }
}

describe('frame transport, both ends', () => {
  it('carries requests, answers, errors and session updates between app and frame', async () => {
    const { transport, endpoint, appEvents, frameEvents } = connect({
      GET_CHAIN_ID: () => ({ chainId: 1 }),
      CONNECT_OTP: ({ otp }) => {
        if (otp !== '123456') throw new Error('Invalid code')
        endpoint.sessionUpdate('session-token-1')
        return { address: '0x1' }
      },
    })
    const tokens: string[] = []
    transport.onSessionUpdate((token) => tokens.push(token))
    await expect(transport.request('GET_CHAIN_ID', undefined)).resolves.toEqual({ chainId: 1 })
    await expect(transport.request('CONNECT_OTP', { otp: '000000' })).rejects.toThrow(
      new FrameError({ message: 'Invalid code' }),
    )
    await expect(transport.request('CONNECT_OTP', { otp: '123456' })).resolves.toEqual({
      address: '0x1',
    })
    expect(tokens).toEqual(['session-token-1'])
    await expect(transport.request('SIGN_OUT', undefined)).rejects.toThrow(
      'SIGN_OUT is not supported by this frame',
    )
    // Both buses saw the exchange, neither saw the code nor the token.
    for (const events of [appEvents, frameEvents]) {
      expect(
        events.some((e) => e.channel === 'frame' && e.payload.type === 'CONNECT_OTP_SUCCESS'),
      ).toBe(true)
      expect(JSON.stringify(events)).not.toMatch(/123456|session-token-1/)
    }
    expect(
      appEvents.find((e) => e.channel === 'frame' && e.payload.type === 'SESSION_UPDATE')?.payload,
    ).toMatchObject({
      payload: { token: REDACTED },
    })
    transport.destroy()
    endpoint.destroy()
  })

  it('gets no answer from a frame that does not list the app origin', async () => {
    const { transport, endpoint } = connect(
      { GET_CHAIN_ID: () => 1 },
      { appOrigins: ['https://other.example'] },
    )
    await expect(transport.request('GET_CHAIN_ID', undefined)).rejects.toBeInstanceOf(
      FrameTimeoutError,
    )
    expect(endpoint.stats()).toMatchObject({ received: 1, accepted: 0, dropped: { origin: 1 } })
    transport.destroy()
    endpoint.destroy()
  })

  /** A handler that waits for the visitor until its request is cancelled, as an approval does. */
  function waitingForVisitor() {
    const seen: { signal?: AbortSignal | undefined; cancelled: boolean }[] = []
    const handlers: FrameHandlers = {
      RPC_REQUEST: (_payload, { signal }) => {
        const entry = { signal, cancelled: false }
        seen.push(entry)
        return new Promise((_resolve, reject) =>
          signal?.addEventListener('abort', () => {
            entry.cancelled = true
            reject(new Error('Request was aborted'))
          }),
        )
      },
    }
    return { seen, handlers }
  }

  const sendTransaction = { method: 'eth_sendTransaction', params: [{ to: '0x1' }] }

  it('cancels a request in the frame when the app aborts it, and posts no answer', async () => {
    const { seen, handlers } = waitingForVisitor()
    const { transport, endpoint, appEvents, frameEvents } = connect(handlers)
    const controller = new AbortController()
    const answer = transport.request('RPC_REQUEST', sendTransaction, {
      signal: controller.signal,
      timeoutMs: Infinity,
    })
    await expect.poll(() => seen.length).toBe(1)
    expect(seen[0]!.cancelled).toBe(false)
    controller.abort()
    await expect(answer).rejects.toThrow(new RequestAbortedError({ method: 'RPC_REQUEST' }))
    await expect.poll(() => seen[0]!.cancelled).toBe(true)
    // The cancel is one more accepted message; the aborted request gets no answer.
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(endpoint.stats()).toMatchObject({ received: 2, accepted: 2 })
    expect(transport.stats()).toMatchObject({ received: 0 })
    const cancels = (events: typeof appEvents) =>
      events.filter((e) => e.channel === 'frame' && e.payload.type === 'CANCEL')
    expect(cancels(appEvents)).toHaveLength(1)
    expect(cancels(frameEvents)).toHaveLength(1)
    expect(
      frameEvents.some((e) => e.channel === 'frame' && /RPC_REQUEST_/.test(e.payload.type)),
    ).toBe(false)
    transport.destroy()
    endpoint.destroy()
  })

  it('cancels a request in the frame when it times out', async () => {
    const { seen, handlers } = waitingForVisitor()
    const { transport, endpoint } = connect(handlers)
    await expect(
      transport.request('RPC_REQUEST', sendTransaction, { timeoutMs: 50 }),
    ).rejects.toBeInstanceOf(FrameTimeoutError)
    await expect.poll(() => seen[0]?.cancelled).toBe(true)
    transport.destroy()
    endpoint.destroy()
  })

  it("ignores a cancel from another origin than the request's, or not matching the schema", async () => {
    const { seen, handlers } = waitingForVisitor()
    const other = 'https://other.example'
    const { transport, endpoint, frameEvents, postToFrame } = connect(handlers, {
      appOrigins: [APP_ORIGIN, other],
    })
    const answer = transport.request('RPC_REQUEST', sendTransaction, { timeoutMs: Infinity })
    answer.catch(() => {})
    await expect.poll(() => seen.length).toBe(1)
    const asked = frameEvents.find((e) => e.channel === 'frame' && e.payload.type === 'RPC_REQUEST')
    const id = asked?.channel === 'frame' ? asked.payload.id : ''
    const cancel = { id: 'cancel-0001', type: 'CANCEL', payload: { id } }
    // Another app the frame allows cannot stop this app's request.
    postToFrame(cancel, other)
    postToFrame({ ...cancel, payload: { id, extra: 1 } }, APP_ORIGIN)
    postToFrame({ ...cancel, payload: { id: 'x' } }, APP_ORIGIN)
    expect(endpoint.stats()).toMatchObject({ accepted: 2, dropped: { invalid: 2 } })
    expect(seen[0]!.cancelled).toBe(false)
    postToFrame(cancel, APP_ORIGIN)
    expect(seen[0]!.cancelled).toBe(true)
    transport.destroy()
    endpoint.destroy()
  })
})
