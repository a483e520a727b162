import { afterEach, describe, expect, it } from 'vitest'
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
function connect(handlers: FrameHandlers, { appOrigins = [APP_ORIGIN] } = {}) {
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
        deliver(frameSide, structuredClone(message), { origin: APP_ORIGIN, source: app }),
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
  return { transport, endpoint, appEvents: appBus.events, frameEvents: frameBus.events }
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
})
