// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { APP_EVENT_TYPES } from '../frameProtocol.ts'
import { createFrameTransport } from './createFrameTransport.ts'
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
  frameIframe,
  recordingBus,
} from './testing/frameWindows.ts'

const MESSAGES = 100_000
const SEED = 0x14f4a3e

const WRONG_ORIGINS = [
  APP_ORIGIN,
  'https://evil.example',
  'https://wallet.example.com.evil.example',
  'http://wallet.example.com',
  'https://wallet.example.com:8443',
  'https://WALLET.example.com',
  `${FRAME_ORIGIN}/`,
  'null',
  '',
  '*',
]

let uncaught = 0
const onError = () => void uncaught++
beforeEach(() => {
  uncaught = 0
  window.addEventListener('error', onError)
})
afterEach(() => {
  window.removeEventListener('error', onError)
  document.body.replaceChildren()
})

/** A valid frame event: an answer to a pending request, or a SESSION_UPDATE. */
function validFrameEvent(random: Random, ids: readonly { id: string; type: string }[]) {
  if (random.chance(0.2))
    return { id: unusedId(random), type: 'SESSION_UPDATE', payload: { token: random.text(20) } }
  const { id, type } = random.pick(ids)
  return random.chance(0.5)
    ? { id, type: `${type}_SUCCESS`, payload: randomValue(random) }
    : { id, type: `${type}_ERROR`, payload: { message: random.text(10) } }
}

/** A frame event the schema refuses, built from a valid one. */
function malformedFrameEvent(random: Random, ids: readonly { id: string; type: string }[]) {
  const valid = validFrameEvent(random, ids) as Record<string, unknown>
  switch (random.int(9)) {
    case 0:
      return { ...valid, id: invalidId(random, String(valid.id)) }
    case 1:
      return {
        ...valid,
        type: random.pick<unknown>([
          random.text(12),
          'SUCCESS',
          'ERROR',
          7,
          null,
          String(valid.type).toLowerCase(),
          `${valid.type}_SUCCESS`,
        ]),
      }
    case 2:
      return Object.assign(pollutingObject(random) as object, valid)
    case 3:
      return {
        ...valid,
        [random.pick(['constructor', 'extra', 'then', 'toString'])]: randomValue(random),
      }
    case 4:
      return {
        id: valid.id,
        type: 'SESSION_UPDATE',
        payload: random.pick<unknown>([
          {},
          { token: '' },
          { token: 1 },
          'token',
          null,
          { token: ['t'] },
        ]),
      }
    case 5:
      return {
        id: valid.id,
        type: `${random.pick(ids).type}_ERROR`,
        payload: random.pick<unknown>([{ message: 5 }, { message: HUGE_STRING }, 'text', [1]]),
      }
    case 6:
      return random.pick<unknown>([
        JSON.stringify({ id: valid.id, type: valid.type }),
        [valid],
        { data: valid },
        { ...valid, id: undefined },
      ])
    case 7: {
      const { payload: _payload, ...rest } = valid
      return valid.type === 'SESSION_UPDATE'
        ? rest
        : { ...rest, id: invalidId(random, String(valid.id)) }
    }
    default:
      return randomValue(random)
  }
}

describe('frame transport under forged and malformed frame events (fuzz)', () => {
  it(`accepts none of ${MESSAGES} forged messages and changes no state`, async () => {
    const random = createRandom(SEED)
    const { iframe, frameWindow, posted } = frameIframe()
    const otherFrame = frameIframe().frameWindow
    const { bus, events } = recordingBus()
    const transport = createFrameTransport({
      iframe,
      frameOrigin: FRAME_ORIGIN,
      bus,
      loaded: true,
      timeoutMs: Number.POSITIVE_INFINITY,
    })
    const sessions: string[] = []
    transport.onSessionUpdate((token) => sessions.push(token))
    const settled: string[] = []
    const requests = (['GET_USER', 'GET_CHAIN_ID', 'SIGN_OUT', 'GET_FARCASTER_URI'] as const).map(
      (type) => {
        const promise = transport.request(type, type === 'GET_USER' ? {} : undefined)
        promise.then(
          () => settled.push(type),
          () => settled.push(type),
        )
        return promise
      },
    )
    requests.push(transport.request('CONNECT_OTP', { otp: '123456' }))
    requests[4]?.then(
      () => settled.push('CONNECT_OTP'),
      () => settled.push('CONNECT_OTP'),
    )
    await flush()
    const ids = posted.map((p) => p.message as { id: string; type: string })
    const busBefore = events.length
    const wrongSources: unknown[] = [
      window,
      otherFrame,
      null,
      new MessageChannel().port1,
      { postMessage() {} },
      frameWindow.parent,
    ]

    const kinds = { validWrongOrigin: 0, validWrongSource: 0, malformed: 0, unknownOrMismatched: 0 }
    const started = performance.now()
    for (let i = 0; i < MESSAGES; i++) {
      const roll = random.int(4)
      let origin = FRAME_ORIGIN
      let source: unknown = frameWindow
      let data: unknown
      if (roll === 0) {
        kinds.validWrongOrigin++
        data = validFrameEvent(random, ids)
        origin = random.chance(0.8) ? random.pick(WRONG_ORIGINS) : random.text(30)
        if (random.chance(0.3)) source = random.pick(wrongSources)
      } else if (roll === 1) {
        kinds.validWrongSource++
        data = validFrameEvent(random, ids)
        source = random.pick(wrongSources)
      } else if (roll === 2) {
        kinds.malformed++
        data = malformedFrameEvent(random, ids)
        if (random.chance(0.2)) origin = random.pick(WRONG_ORIGINS)
        if (random.chance(0.2)) source = random.pick(wrongSources)
      } else {
        kinds.unknownOrMismatched++
        const { id, type } = random.pick(ids)
        const other = random.pick(APP_EVENT_TYPES.filter((t) => t !== type))
        data = random.chance(0.5)
          ? { id: unusedId(random), type: `${type}_SUCCESS`, payload: randomValue(random) }
          : { id, type: `${other}_${random.pick(['SUCCESS', 'ERROR'])}` }
      }
      try {
        deliver(window, data, { origin, source })
      } catch {
        uncaught++
      }
    }
    const elapsedMs = performance.now() - started
    await flush()

    const stats = transport.stats()
    console.log(
      `frame transport fuzz: ${MESSAGES} forged messages (seed ${SEED.toString(16)}) in ${Math.round(elapsedMs)} ms`,
      kinds,
      stats.dropped,
    )
    expect(stats.received).toBe(MESSAGES)
    expect(stats.accepted).toBe(0)
    expect(Object.values(stats.dropped).reduce((a, b) => a + b, 0)).toBe(MESSAGES)
    expect(stats.dropped.error).toBe(0)
    expect(uncaught).toBe(0)
    expect(settled).toEqual([])
    expect(sessions).toEqual([])
    expect(events.length).toBe(busBefore)
    expect(posted).toHaveLength(5)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(elapsedMs).toBeLessThan(20_000)

    // Nothing was disturbed: each request still takes its real answer.
    for (const { id, type } of ids)
      deliver(
        window,
        { id, type: `${type}_SUCCESS`, payload: { ok: id } },
        { origin: FRAME_ORIGIN, source: frameWindow },
      )
    expect(await Promise.all(requests)).toEqual(ids.map(({ id }) => ({ ok: id })))
    transport.destroy()
  }, 60_000)
})
