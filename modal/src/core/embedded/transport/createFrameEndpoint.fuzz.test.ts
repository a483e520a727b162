// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { APP_EVENT_TYPES, type AppEventType, frameSchemas } from '../frameProtocol.ts'
import { createFrameEndpoint, type FrameHandlers } from './createFrameEndpoint.ts'
import {
  createRandom,
  HUGE_STRING,
  invalidId,
  pollutingObject,
  type Random,
  randomValue,
  unusedId,
} from './testing/forgeries.ts'
import {
  APP_ORIGIN,
  deliver,
  FRAME_ORIGIN,
  flush,
  parentWindow,
  recordingBus,
} from './testing/frameWindows.ts'

const MESSAGES = 100_000
const SEED = 0x7e57f4a3

const WRONG_ORIGINS = [
  FRAME_ORIGIN,
  'https://evil.example',
  'https://app.example.evil.example',
  'http://app.example',
  'https://app.example:8443',
  'https://APP.example',
  `${APP_ORIGIN}/`,
  'null',
  '',
  '*',
]

/** One valid payload per app event. */
const VALID_PAYLOADS: Record<AppEventType, unknown> = {
  SWITCH_NETWORK: { chainId: 137 },
  CONNECT_EMAIL: { email: 'ada@example.com' },
  CONNECT_DEVICE: undefined,
  CONNECT_OTP: { otp: '123456' },
  CONNECT_SOCIAL: { uri: 'https://app.example/?code=abc' },
  GET_FARCASTER_URI: undefined,
  CONNECT_FARCASTER: {},
  CONNECT_PASSKEY: undefined,
  GET_USER: { chainId: 1, preferredAccountType: 'eoa' },
  GET_SOCIAL_REDIRECT_URI: { provider: 'google' },
  SIGN_OUT: undefined,
  IS_CONNECTED: { token: 'session-token' },
  GET_CHAIN_ID: undefined,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: undefined,
  INIT_SMART_ACCOUNT: undefined,
  SET_PREFERRED_ACCOUNT: { type: 'smartAccount' },
  RPC_REQUEST: { method: 'eth_sendTransaction', params: [{ to: '0x1', value: '0x1' }] },
  UPDATE_EMAIL: { email: 'ada@example.org' },
  UPDATE_EMAIL_PRIMARY_OTP: { otp: '111111' },
  UPDATE_EMAIL_SECONDARY_OTP: { otp: '222222' },
  SYNC_THEME: { themeMode: 'dark', themeVariables: { '--w3m-accent': '#000' } },
  SYNC_DAPP_DATA: { sdkVersion: '0.1.0', projectId: 'p', metadata: { name: 'App' } },
}

/** One payload per app event that its schema refuses. */
const INVALID_PAYLOADS: Record<AppEventType, unknown> = {
  SWITCH_NETWORK: { chainId: 2 ** 31 },
  CONNECT_EMAIL: { email: 'not-an-email' },
  CONNECT_DEVICE: 'device',
  CONNECT_OTP: { otp: '12345' },
  CONNECT_SOCIAL: { uri: 'javascript-less text' },
  GET_FARCASTER_URI: 1,
  CONNECT_FARCASTER: [],
  CONNECT_PASSKEY: 'now',
  GET_USER: { chainId: -1 },
  GET_SOCIAL_REDIRECT_URI: { provider: 'myspace' },
  SIGN_OUT: 'now',
  IS_CONNECTED: { token: 5 },
  GET_CHAIN_ID: null,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: true,
  INIT_SMART_ACCOUNT: 0,
  SET_PREFERRED_ACCOUNT: { type: 1 },
  RPC_REQUEST: { method: '' },
  UPDATE_EMAIL: { email: HUGE_STRING },
  UPDATE_EMAIL_PRIMARY_OTP: { otp: 123456 },
  UPDATE_EMAIL_SECONDARY_OTP: {},
  SYNC_THEME: { themeMode: 'sepia' },
  SYNC_DAPP_DATA: { sdkVersion: 1 },
}

let uncaught = 0
const onError = () => void uncaught++
beforeEach(() => {
  uncaught = 0
  window.addEventListener('error', onError)
})
afterEach(() => window.removeEventListener('error', onError))

/** A well-formed app token, as the frame gives one with SESSION_UPDATE. */
const APP_TOKEN = 'app-token-0123456789abcdef'

function validAppEvent(random: Random) {
  const type = random.pick(APP_EVENT_TYPES)
  const event = { id: unusedId(random), type, payload: VALID_PAYLOADS[type] }
  return random.chance(0.3) ? { ...event, token: APP_TOKEN } : event
}

/** An app event the schema refuses, built from a valid one. */
function malformedAppEvent(random: Random): unknown {
  const valid = validAppEvent(random)
  switch (random.int(9)) {
    case 0:
      return { ...valid, id: invalidId(random, valid.id) }
    case 1:
      return { ...valid, payload: INVALID_PAYLOADS[valid.type] }
    case 2:
      return Object.assign(pollutingObject(random) as object, valid)
    case 3:
      return {
        ...valid,
        [random.pick(['constructor', 'extra', 'then', 'toString'])]: randomValue(random),
      }
    case 4:
      return {
        ...valid,
        type: random.pick<unknown>([
          `${valid.type}_SUCCESS`,
          'SESSION_UPDATE',
          valid.type.toLowerCase(),
          `${valid.type} `,
          random.text(12),
          null,
          [valid.type],
        ]),
      }
    case 5:
      return random.pick<unknown>([
        JSON.stringify({ id: valid.id, type: valid.type }),
        [valid],
        { data: valid },
      ])
    case 6:
      return { type: valid.type, payload: valid.payload }
    case 7:
      // The envelope's token must be a token: not a number, empty, short, spaced or huge.
      return {
        ...valid,
        token: random.pick<unknown>([5, '', 'short', `${APP_TOKEN} `, HUGE_STRING, null, {}]),
      }
    default:
      return randomValue(random)
  }
}

describe('frame endpoint under forged and malformed app events (fuzz)', () => {
  it(`accepts none of ${MESSAGES} forged messages and changes no state`, async () => {
    const random = createRandom(SEED)
    const { parent, posted } = parentWindow()
    const other = parentWindow().parent
    const { bus, events } = recordingBus()
    const calls: string[] = []
    const handlers = Object.fromEntries(
      APP_EVENT_TYPES.map((type) => [type, () => void calls.push(type)]),
    ) as FrameHandlers
    const frameWindow = new EventTarget()
    const endpoint = createFrameEndpoint({
      parent,
      appOrigins: [APP_ORIGIN],
      handlers,
      bus,
      listenOn: frameWindow,
    })
    const wrongSources: unknown[] = [
      window,
      other,
      null,
      new MessageChannel().port1,
      frameWindow,
      {},
    ]
    // Every valid event really is valid: only its origin or its source is forged.
    for (const type of APP_EVENT_TYPES)
      for (const token of [undefined, APP_TOKEN])
        expect(
          frameSchemas.appEvent.safeParse({
            id: 'check-0001',
            type,
            payload: VALID_PAYLOADS[type],
            ...(token ? { token } : {}),
          }).success,
        ).toBe(true)

    const kinds = { validWrongOrigin: 0, validWrongSource: 0, malformed: 0 }
    const started = performance.now()
    for (let i = 0; i < MESSAGES; i++) {
      const roll = random.int(3)
      let origin = APP_ORIGIN
      let source: unknown = parent
      let data: unknown
      if (roll === 0) {
        kinds.validWrongOrigin++
        data = validAppEvent(random)
        origin = random.chance(0.8) ? random.pick(WRONG_ORIGINS) : random.text(30)
        if (random.chance(0.3)) source = random.pick(wrongSources)
      } else if (roll === 1) {
        kinds.validWrongSource++
        data = validAppEvent(random)
        source = random.pick(wrongSources)
      } else {
        kinds.malformed++
        data = malformedAppEvent(random)
        if (random.chance(0.2)) origin = random.pick(WRONG_ORIGINS)
        if (random.chance(0.2)) source = random.pick(wrongSources)
      }
      try {
        deliver(frameWindow, data, { origin, source })
      } catch {
        uncaught++
      }
    }
    const elapsedMs = performance.now() - started
    await flush()

    const stats = endpoint.stats()
    console.log(
      `frame endpoint fuzz: ${MESSAGES} forged messages (seed ${SEED.toString(16)}) in ${Math.round(elapsedMs)} ms`,
      kinds,
      stats.dropped,
    )
    expect(stats.received).toBe(MESSAGES)
    expect(stats.accepted).toBe(0)
    expect(stats.dropped.error).toBe(0)
    expect(uncaught).toBe(0)
    expect(calls).toEqual([])
    expect(posted).toEqual([])
    expect(events).toEqual([])
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(elapsedMs).toBeLessThan(20_000)

    // Nothing was disturbed: a real app event is still answered.
    deliver(
      frameWindow,
      { id: 'request-0001', type: 'GET_CHAIN_ID' },
      { origin: APP_ORIGIN, source: parent },
    )
    await flush()
    expect(calls).toEqual(['GET_CHAIN_ID'])
    expect(posted.map((p) => p.message)).toEqual([
      { id: 'request-0001', type: 'GET_CHAIN_ID_SUCCESS' },
    ])
    endpoint.destroy()
  }, 60_000)
})
