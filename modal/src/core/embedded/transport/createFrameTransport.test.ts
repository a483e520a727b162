// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { RequestAbortedError } from '../../rpc/errors.ts'
import {
  FrameError,
  FrameLoadError,
  FrameNotSetError,
  InvalidEventPayloadError,
} from '../errors.ts'
import { frameSchemas } from '../frameProtocol.ts'
import { REDACTED } from '../redactFramePayload.ts'
import {
  type CreateFrameTransportParameters,
  createFrameTransport,
  type FrameTransport,
} from './createFrameTransport.ts'
import { FrameTimeoutError } from './errors.ts'
import {
  APP_ORIGIN,
  deliver,
  FRAME_ORIGIN,
  flush,
  frameIframe,
  recordingBus,
} from './testing/frameWindows.ts'

const transports: FrameTransport[] = []
afterEach(() => {
  for (const transport of transports.splice(0)) transport.destroy()
  document.body.replaceChildren()
})

function setup(parameters: Partial<CreateFrameTransportParameters> = {}) {
  const { iframe, posted, frameWindow } = frameIframe()
  const { bus, events } = recordingBus()
  const transport = createFrameTransport({
    iframe,
    frameOrigin: FRAME_ORIGIN,
    bus,
    loaded: true,
    ...parameters,
  })
  transports.push(transport)
  const sent = (index: number) => posted[index]?.message as { id: string; type: string }
  const fromFrame = (data: unknown, from: { origin?: string; source?: unknown } = {}) =>
    deliver(window, data, { origin: FRAME_ORIGIN, source: frameWindow, ...from })
  return { iframe, posted, frameWindow, transport, events, sent, fromFrame }
}

/** Resolves to 'pending' when `promise` has not settled yet. */
async function peek(promise: Promise<unknown>): Promise<unknown> {
  const marker = Symbol('pending')
  const result = await Promise.race([promise.catch((e: unknown) => e), flush().then(() => marker)])
  return result === marker ? 'pending' : result
}

describe('createFrameTransport', () => {
  it('posts a schema-valid app event to the frame origin, never "*", and resolves with its answer', async () => {
    const { transport, posted, sent, fromFrame } = setup()
    const chainId = transport.request('GET_CHAIN_ID', undefined)
    await flush()
    expect(posted).toHaveLength(1)
    expect(posted[0]?.targetOrigin).toBe(FRAME_ORIGIN)
    expect(frameSchemas.appEvent.safeParse(posted[0]?.message).success).toBe(true)
    fromFrame({ id: sent(0).id, type: 'GET_CHAIN_ID_SUCCESS', payload: { chainId: 1 } })
    await expect(chainId).resolves.toEqual({ chainId: 1 })
    expect(transport.stats()).toMatchObject({ received: 1, accepted: 1 })
  })

  it('gives each request a fresh id and matches interleaved answers by id', async () => {
    const { transport, sent, fromFrame } = setup()
    const user = transport.request('GET_USER', { chainId: 1 })
    const chain = transport.request('GET_CHAIN_ID', undefined)
    await flush()
    expect(sent(0).id).not.toBe(sent(1).id)
    fromFrame({ id: sent(1).id, type: 'GET_CHAIN_ID_SUCCESS', payload: { chainId: 137 } })
    fromFrame({ id: sent(0).id, type: 'GET_USER_SUCCESS', payload: { address: '0x1' } })
    await expect(chain).resolves.toEqual({ chainId: 137 })
    await expect(user).resolves.toEqual({ address: '0x1' })
  })

  it("rejects an ERROR answer with the frame's message, or 'An error occurred'", async () => {
    const { transport, sent, fromFrame } = setup()
    const withMessage = transport.request('CONNECT_OTP', { otp: '123456' })
    const without = transport.request('SIGN_OUT', undefined)
    await flush()
    fromFrame({ id: sent(0).id, type: 'CONNECT_OTP_ERROR', payload: { message: 'Invalid code' } })
    fromFrame({ id: sent(1).id, type: 'SIGN_OUT_ERROR' })
    const first = await peek(withMessage)
    expect(first).toBeInstanceOf(FrameError)
    expect((first as FrameError).shortMessage).toBe('Invalid code')
    const second = await peek(without)
    expect(second).toBeInstanceOf(FrameError)
    expect((second as FrameError).shortMessage).toBe('An error occurred')
    expect((first as FrameError).retryable).toBe(false)
  })

  it("keeps the frame's word that a request failed before it acted (retryable)", async () => {
    const { transport, sent, fromFrame } = setup()
    const otp = transport.request('CONNECT_OTP', { otp: '123456' })
    await flush()
    fromFrame({
      id: sent(0).id,
      type: 'CONNECT_OTP_ERROR',
      payload: { message: 'Could not load the wallet code', retryable: true },
    })
    const error = await peek(otp)
    expect(error).toBeInstanceOf(FrameError)
    expect((error as FrameError).retryable).toBe(true)
  })

  it('times out naming the event and the delay, then drops the late answer', async () => {
    const { transport, sent, fromFrame } = setup({ timeoutMs: 10 })
    const user = transport.request('GET_USER', {})
    await flush()
    const error = await user.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FrameTimeoutError)
    expect((error as Error).message).toBe('The wallet frame did not answer GET_USER within 10 ms')
    fromFrame({ id: sent(0).id, type: 'GET_USER_SUCCESS', payload: {} })
    expect(transport.stats()).toMatchObject({ accepted: 0, dropped: { unknownId: 1 } })
  })

  it("aborts with 'Request was aborted' and ignores the answer that comes after", async () => {
    const { transport, sent, fromFrame } = setup()
    const controller = new AbortController()
    const request = transport.request('RPC_REQUEST', { method: 'eth_sendTransaction' }, controller)
    await flush()
    controller.abort()
    const error = await peek(request)
    expect(error).toBeInstanceOf(RequestAbortedError)
    expect((error as RequestAbortedError).shortMessage).toBe('Request was aborted')
    fromFrame({ id: sent(0).id, type: 'RPC_REQUEST_SUCCESS', payload: '0xhash' })
    expect(transport.stats()).toMatchObject({ accepted: 0, dropped: { unknownId: 1 } })
    // An already-aborted signal never reaches the frame.
    const before = transport.stats()
    await expect(
      transport.request('SIGN_OUT', undefined, { signal: AbortSignal.abort() }),
    ).rejects.toBeInstanceOf(RequestAbortedError)
    expect(transport.stats()).toEqual(before)
  })

  it('destroy rejects pending requests, stops listening and refuses new requests', async () => {
    const { transport, sent, fromFrame } = setup()
    const sessions: string[] = []
    transport.onSessionUpdate((token) => sessions.push(token))
    const pending = transport.request('GET_USER', {})
    await flush()
    transport.destroy()
    await expect(pending).rejects.toBeInstanceOf(RequestAbortedError)
    fromFrame({ id: sent(0).id, type: 'GET_USER_SUCCESS', payload: {} })
    fromFrame({ id: 'session-00001', type: 'SESSION_UPDATE', payload: { token: 't' } })
    expect(transport.stats().received).toBe(0)
    expect(sessions).toEqual([])
    await expect(transport.request('GET_CHAIN_ID', undefined)).rejects.toBeInstanceOf(
      RequestAbortedError,
    )
  })

  it('drops forged, malformed, unknown, mismatched and duplicate answers without touching the request', async () => {
    const { transport, sent, fromFrame, frameWindow } = setup()
    const sessions: string[] = []
    transport.onSessionUpdate((token) => sessions.push(token))
    const user = transport.request('GET_USER', {})
    await flush()
    const { id } = sent(0)
    const forged = { id, type: 'GET_USER_SUCCESS', payload: { address: '0xevil' } }
    const otherFrame = document.createElement('iframe')
    document.body.append(otherFrame)
    fromFrame(forged, { origin: 'https://evil.example' })
    fromFrame(forged, { origin: APP_ORIGIN })
    fromFrame(forged, { source: window })
    fromFrame(forged, { source: otherFrame.contentWindow })
    fromFrame(forged, { source: null })
    fromFrame(
      { id: 'session-00001', type: 'SESSION_UPDATE', payload: { token: 'x' } },
      {
        origin: 'https://evil.example',
        source: frameWindow,
      },
    )
    fromFrame({ ...forged, extra: 1 })
    fromFrame(JSON.stringify(forged))
    fromFrame({ id: 42, type: 'GET_USER_SUCCESS' })
    fromFrame({ id: 'unknown-id-1', type: 'GET_USER_SUCCESS' })
    fromFrame({ id, type: 'GET_CHAIN_ID_SUCCESS', payload: 1 })
    expect(await peek(user)).toBe('pending')
    expect(sessions).toEqual([])
    expect(transport.stats()).toEqual({
      received: 11,
      accepted: 0,
      dropped: { origin: 3, source: 3, invalid: 3, unknownId: 1, typeMismatch: 1, error: 0 },
    })
    fromFrame({ id, type: 'GET_USER_SUCCESS', payload: { address: '0x1' } })
    fromFrame(forged)
    await expect(user).resolves.toEqual({ address: '0x1' })
    expect(transport.stats()).toMatchObject({ accepted: 1, dropped: { unknownId: 2 } })
    otherFrame.remove()
  })

  it('passes SESSION_UPDATE tokens to listeners until they unsubscribe', () => {
    const { transport, fromFrame } = setup()
    const tokens: string[] = []
    const stop = transport.onSessionUpdate((token) => tokens.push(token))
    fromFrame({ id: 'session-00001', type: 'SESSION_UPDATE', payload: { token: 'tok-1' } })
    stop()
    fromFrame({ id: 'session-00002', type: 'SESSION_UPDATE', payload: { token: 'tok-2' } })
    expect(tokens).toEqual(['tok-1'])
  })

  it("rejects with 'W3mFrame: iframe is not set' without an iframe", async () => {
    const transport = createFrameTransport({ frameOrigin: FRAME_ORIGIN })
    transports.push(transport)
    const error = await transport.request('GET_CHAIN_ID', undefined).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FrameNotSetError)
    expect((error as FrameNotSetError).message).toBe('W3mFrame: iframe is not set')
    await expect(transport.ready).rejects.toBeInstanceOf(FrameNotSetError)
  })

  it("rejects with 'Unable to load email login dependency' when the iframe fails or is too slow to load", async () => {
    const failing = setup({ loaded: false })
    const request = failing.transport.request('GET_CHAIN_ID', undefined)
    failing.iframe.dispatchEvent(new Event('error'))
    const error = await request.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FrameLoadError)
    expect((error as FrameLoadError).shortMessage).toBe('Unable to load email login dependency')
    expect(failing.posted).toEqual([])

    const slow = document.createElement('iframe') // never appended: never loads
    const transport = createFrameTransport({
      iframe: slow,
      frameOrigin: FRAME_ORIGIN,
      loadTimeoutMs: 10,
    })
    transports.push(transport)
    await expect(transport.ready).rejects.toBeInstanceOf(FrameLoadError)
    await expect(transport.request('GET_CHAIN_ID', undefined)).rejects.toThrow(
      'Unable to load email login dependency',
    )
  })

  it('waits for the iframe to load before posting', async () => {
    const { transport, iframe, posted } = setup({ loaded: false })
    void transport.request('GET_CHAIN_ID', undefined).catch(() => {})
    await flush()
    expect(posted).toEqual([])
    iframe.dispatchEvent(new Event('load'))
    await transport.ready
    await flush()
    expect(posted).toHaveLength(1)
  })

  it('validates outgoing payloads and sends nothing invalid', async () => {
    const { transport, posted, events } = setup()
    const error = await transport
      .request('CONNECT_OTP', { otp: '12ab' } as never)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidEventPayloadError)
    expect((error as InvalidEventPayloadError).issues.join()).toContain('payload.otp')
    await expect(transport.request('SWITCH_NETWORK', { chainId: 2 ** 31 })).rejects.toBeInstanceOf(
      InvalidEventPayloadError,
    )
    await flush()
    expect(posted).toEqual([])
    expect(events).toEqual([])
  })

  it('refuses to reuse a pending id', async () => {
    const { transport, posted } = setup({ createId: () => 'same-id-0001' })
    const first = transport.request('GET_CHAIN_ID', undefined)
    await expect(transport.request('GET_CHAIN_ID', undefined)).rejects.toThrow(
      'createId returned same-id-0001 twice',
    )
    await flush()
    expect(posted).toHaveLength(1)
    expect(await peek(first)).toBe('pending')
  })

  it('refuses a wildcard or malformed frame origin', () => {
    for (const frameOrigin of ['*', 'null', 'https://wallet.example.com/', 'wallet.example.com'])
      expect(() => createFrameTransport({ frameOrigin })).toThrow(/must be an origin/)
  })

  it('shows every message on the bus, both directions, with secrets redacted', async () => {
    const { transport, sent, fromFrame, events } = setup()
    const otp = transport.request('CONNECT_OTP', { otp: '734291' })
    const email = transport.request('CONNECT_EMAIL', { email: 'ada@example.com' })
    await flush()
    fromFrame({
      id: sent(0).id,
      type: 'CONNECT_OTP_SUCCESS',
      payload: { keyShare: 'share-bytes-1' },
    })
    fromFrame({ id: sent(1).id, type: 'CONNECT_EMAIL_SUCCESS', payload: { action: 'VERIFY_OTP' } })
    fromFrame({ id: 'session-00001', type: 'SESSION_UPDATE', payload: { token: 'sess-secret-9' } })
    await Promise.all([otp, email])
    const frames = events.flatMap((e) => (e.channel === 'frame' ? [e.payload] : []))
    expect(frames).toMatchObject([
      { direction: 'app-to-frame', type: 'CONNECT_OTP', payload: { otp: REDACTED } },
      { direction: 'app-to-frame', type: 'CONNECT_EMAIL', payload: { email: REDACTED } },
      {
        direction: 'frame-to-app',
        type: 'CONNECT_OTP_SUCCESS',
        replyTo: sent(0).id,
        payload: { keyShare: REDACTED },
      },
      {
        direction: 'frame-to-app',
        type: 'CONNECT_EMAIL_SUCCESS',
        payload: { action: 'VERIFY_OTP' },
      },
      { direction: 'frame-to-app', type: 'SESSION_UPDATE', payload: { token: REDACTED } },
    ])
    expect(typeof frames[2]?.roundTripMs).toBe('number')
    const text = JSON.stringify(events)
    for (const secret of ['734291', 'ada@example.com', 'share-bytes-1', 'sess-secret-9'])
      expect(text).not.toContain(secret)
  })

  it('sends the app token beside every event, read when the request is made, never on the bus', async () => {
    let token: string | undefined = 'app-token-0123456789abcdef'
    const { transport, posted, events } = setup({ sessionToken: () => token })
    void transport.request('SIGN_OUT', undefined).catch(() => {})
    // A sign-out forgets the token at once: the request made before still carries it.
    token = undefined
    void transport.request('GET_CHAIN_ID', undefined).catch(() => {})
    await flush()
    expect(posted[0]?.message).toMatchObject({
      type: 'SIGN_OUT',
      token: 'app-token-0123456789abcdef',
    })
    expect(frameSchemas.appEvent.safeParse(posted[0]?.message).success).toBe(true)
    expect(posted[1]?.message).not.toHaveProperty('token')
    expect(JSON.stringify(events)).not.toContain('app-token-0123456789abcdef')
    // A stored value that is not a token is left out rather than failing the request.
    token = 'not a token!'
    void transport.request('GET_CHAIN_ID', undefined).catch(() => {})
    await flush()
    expect(posted[2]?.message).not.toHaveProperty('token')
  })

  it('keeps the posted message apart from what the bus shows', async () => {
    const { transport, posted } = setup()
    void transport.request('CONNECT_OTP', { otp: '734291' }).catch(() => {})
    await flush()
    expect(posted[0]?.message).toMatchObject({ payload: { otp: '734291' } })
  })
})
