// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BaseError } from '../../errors/base.ts'
import { FrameParentNotSetError } from '../errors.ts'
import { frameSchemas } from '../frameProtocol.ts'
import { REDACTED } from '../redactFramePayload.ts'
import {
  type CreateFrameEndpointParameters,
  createFrameEndpoint,
  type FrameEndpoint,
} from './createFrameEndpoint.ts'
import { APP_ORIGIN, deliver, flush, parentWindow, recordingBus } from './testing/frameWindows.ts'

const endpoints: FrameEndpoint[] = []
afterEach(() => {
  for (const endpoint of endpoints.splice(0)) endpoint.destroy()
})

function setup(parameters: Partial<CreateFrameEndpointParameters> = {}) {
  const { parent, posted } = parentWindow()
  const { bus, events } = recordingBus()
  // The frame's own window: its `message` events come from the app.
  const frameWindow = new EventTarget()
  const endpoint = createFrameEndpoint({
    parent,
    appOrigins: [APP_ORIGIN],
    handlers: {},
    bus,
    listenOn: frameWindow,
    ...parameters,
  })
  endpoints.push(endpoint)
  const fromApp = (data: unknown, from: { origin?: string; source?: unknown } = {}) =>
    deliver(frameWindow, data, { origin: APP_ORIGIN, source: parent, ...from })
  return { parent, posted, endpoint, events, fromApp }
}

describe('createFrameEndpoint', () => {
  it("answers with the handler's result, posted to the app's origin only", async () => {
    const getUser = vi.fn((payload: unknown) => ({ address: '0x1', asked: payload }))
    const { posted, fromApp } = setup({ handlers: { GET_USER: getUser } })
    fromApp({ id: 'request-0001', type: 'GET_USER', payload: { chainId: 1 } })
    await flush()
    expect(getUser).toHaveBeenCalledWith(
      { chainId: 1 },
      { id: 'request-0001', origin: APP_ORIGIN, signal: expect.any(AbortSignal) },
    )
    expect(posted).toEqual([
      {
        message: {
          id: 'request-0001',
          type: 'GET_USER_SUCCESS',
          payload: { address: '0x1', asked: { chainId: 1 } },
        },
        targetOrigin: APP_ORIGIN,
      },
    ])
    expect(frameSchemas.frameEvent.safeParse(posted[0]?.message).success).toBe(true)
  })

  it("answers ERROR with the handler's message, 'An error occurred' without one", async () => {
    const { posted, fromApp } = setup({
      handlers: {
        CONNECT_OTP: () => {
          throw new Error('Invalid code')
        },
        SIGN_OUT: () => Promise.reject(new Error('')),
        GET_CHAIN_ID: () => Promise.reject(new BaseError('Session expired', { details: 'x' })),
      },
    })
    fromApp({ id: 'request-0001', type: 'CONNECT_OTP', payload: { otp: '123456' } })
    fromApp({ id: 'request-0002', type: 'SIGN_OUT' })
    fromApp({ id: 'request-0003', type: 'GET_CHAIN_ID' })
    fromApp({ id: 'request-0004', type: 'INIT_SMART_ACCOUNT' })
    await flush()
    expect(posted.map((p) => p.message)).toEqual([
      { id: 'request-0001', type: 'CONNECT_OTP_ERROR', payload: { message: 'Invalid code' } },
      {
        id: 'request-0004',
        type: 'INIT_SMART_ACCOUNT_ERROR',
        payload: { message: 'INIT_SMART_ACCOUNT is not supported by this frame' },
      },
      { id: 'request-0002', type: 'SIGN_OUT_ERROR', payload: { message: 'An error occurred' } },
      { id: 'request-0003', type: 'GET_CHAIN_ID_ERROR', payload: { message: 'Session expired' } },
    ])
    for (const { message } of posted)
      expect(frameSchemas.frameEvent.safeParse(message).success).toBe(true)
  })

  it('says when a request failed before the wallet acted on it, so the app may send it again', async () => {
    const { posted, fromApp } = setup({
      handlers: {
        CONNECT_OTP: () => {
          throw Object.assign(new Error('Could not load the wallet code'), { retryable: true })
        },
        GET_CHAIN_ID: () => {
          throw Object.assign(new Error('Invalid code'), { retryable: 'yes' })
        },
      },
    })
    fromApp({ id: 'request-0001', type: 'CONNECT_OTP', payload: { otp: '123456' } })
    fromApp({ id: 'request-0002', type: 'GET_CHAIN_ID' })
    await flush()
    expect(posted.map((p) => p.message)).toEqual([
      {
        id: 'request-0001',
        type: 'CONNECT_OTP_ERROR',
        payload: { message: 'Could not load the wallet code', retryable: true },
      },
      { id: 'request-0002', type: 'GET_CHAIN_ID_ERROR', payload: { message: 'Invalid code' } },
    ])
    for (const { message } of posted)
      expect(frameSchemas.frameEvent.safeParse(message).success).toBe(true)
  })

  it('ignores other origins, other windows and invalid app events', async () => {
    const handler = vi.fn(() => 1)
    const { posted, endpoint, fromApp } = setup({ handlers: { GET_CHAIN_ID: handler } })
    const valid = { id: 'request-0001', type: 'GET_CHAIN_ID' }
    fromApp(valid, { origin: 'https://evil.example' })
    fromApp(valid, { origin: 'https://wallet.example.com' })
    fromApp(valid, { source: window })
    fromApp(valid, { source: null })
    fromApp({ ...valid, extra: true })
    fromApp({ id: 'short', type: 'GET_CHAIN_ID' })
    fromApp({ id: 'request-0002', type: 'CONNECT_OTP', payload: { otp: '12' } })
    fromApp(JSON.parse('{"id":"request-0003","type":"GET_CHAIN_ID","__proto__":{"x":1}}'))
    await flush()
    expect(handler).not.toHaveBeenCalled()
    expect(posted).toEqual([])
    expect(endpoint.stats()).toEqual({
      received: 8,
      accepted: 0,
      dropped: { origin: 2, source: 2, invalid: 4, unknownId: 0, typeMismatch: 0, error: 0 },
    })
  })

  it("throws 'parent is not set' without a parent window", () => {
    const make = (parent?: Window) =>
      createFrameEndpoint({ parent, appOrigins: [APP_ORIGIN], handlers: {} })
    expect(() => make(undefined)).toThrow(FrameParentNotSetError)
    expect(() => make(undefined)).toThrow('parent is not set')
    // A top-level page (not in an iframe) has no parent either.
    expect(() => createFrameEndpoint({ appOrigins: [APP_ORIGIN], handlers: {} })).toThrow(
      'parent is not set',
    )
  })

  it('refuses a wildcard or empty list of app origins', () => {
    const { parent } = parentWindow()
    expect(() => createFrameEndpoint({ parent, appOrigins: ['*'], handlers: {} })).toThrow(
      /must be an origin/,
    )
    expect(() => createFrameEndpoint({ parent, appOrigins: [], handlers: {} })).toThrow(
      'appOrigins must list at least one origin',
    )
  })

  it('posts SESSION_UPDATE with the token to each allowed origin, never "*"', () => {
    const { posted, endpoint, events } = setup({
      appOrigins: [APP_ORIGIN, 'http://localhost:5173'],
    })
    endpoint.sessionUpdate('session-token-77')
    expect(posted.map((p) => p.targetOrigin)).toEqual([APP_ORIGIN, 'http://localhost:5173'])
    expect(posted[0]?.message).toMatchObject({
      type: 'SESSION_UPDATE',
      payload: { token: 'session-token-77' },
    })
    expect(frameSchemas.frameEvent.safeParse(posted[0]?.message).success).toBe(true)
    expect(JSON.stringify(events)).not.toContain('session-token-77')
    expect(() => endpoint.sessionUpdate('')).toThrow('Invalid SESSION_UPDATE payload')
  })

  it('posts SESSION_UPDATE to the origin that signed in only, when it is an allowed one', () => {
    const { posted, endpoint } = setup({ appOrigins: [APP_ORIGIN, 'http://localhost:5173'] })
    endpoint.sessionUpdate('session-token-78', 'http://localhost:5173')
    expect(posted.map((p) => p.targetOrigin)).toEqual(['http://localhost:5173'])
    endpoint.sessionUpdate('session-token-79', 'https://evil.example')
    expect(posted.slice(1).map((p) => p.targetOrigin)).toEqual([
      APP_ORIGIN,
      'http://localhost:5173',
    ])
  })

  it("hands the envelope's app token to the handler in its context, never to the bus", async () => {
    const getUser = vi.fn(() => ({}))
    const { fromApp, events } = setup({ handlers: { GET_USER: getUser } })
    const token = 'app-token-0123456789abcdef'
    fromApp({ id: 'request-0001', type: 'GET_USER', payload: {}, token })
    await flush()
    expect(getUser).toHaveBeenCalledWith(
      {},
      { id: 'request-0001', origin: APP_ORIGIN, token, signal: expect.any(AbortSignal) },
    )
    expect(JSON.stringify(events)).not.toContain(token)
    // A token that is not one makes the whole event invalid: nothing runs.
    fromApp({ id: 'request-0002', type: 'GET_USER', payload: {}, token: 'short' })
    fromApp({ id: 'request-0003', type: 'GET_USER', payload: {}, token: 5 })
    await flush()
    expect(getUser).toHaveBeenCalledOnce()
  })

  it('shows requests and answers on the bus with secrets redacted', async () => {
    const { fromApp, events } = setup({
      handlers: { CONNECT_OTP: () => ({ share: 'device-share-bytes', address: '0x1' }) },
    })
    fromApp({ id: 'request-0001', type: 'CONNECT_OTP', payload: { otp: '918273' } })
    await flush()
    expect(events.map((e) => e.payload)).toMatchObject([
      { direction: 'app-to-frame', type: 'CONNECT_OTP', payload: { otp: REDACTED } },
      {
        direction: 'frame-to-app',
        type: 'CONNECT_OTP_SUCCESS',
        replyTo: 'request-0001',
        payload: { share: REDACTED, address: '0x1' },
      },
    ])
    const text = JSON.stringify(events)
    expect(text).not.toContain('918273')
    expect(text).not.toContain('device-share-bytes')
  })

  it('stops listening and answering on destroy', async () => {
    let release: (value: unknown) => void = () => {}
    const { posted, endpoint, fromApp } = setup({
      handlers: { GET_USER: () => new Promise((resolve) => (release = resolve)) },
    })
    fromApp({ id: 'request-0001', type: 'GET_USER', payload: {} })
    endpoint.destroy()
    release({ address: '0x1' })
    fromApp({ id: 'request-0002', type: 'GET_USER', payload: {} })
    await flush()
    expect(posted).toEqual([])
    expect(endpoint.stats().received).toBe(1)
  })
})
