import { describe, expect, it } from 'vitest'
import { createEgressLog, describeEgress, redactUrl } from './egress.ts'

const origins = { page: 'http://127.0.0.1:5173', server: 'http://127.0.0.1:40001' }

describe('redactUrl', () => {
  it('keeps chain and project ids, replaces every other query value, drops the hash', () => {
    expect(redactUrl('http://127.0.0.1:5173/__foyer/api/rpc?chainId=1&projectId=p#x')).toBe(
      'http://127.0.0.1:5173/__foyer/api/rpc?chainId=1&projectId=p',
    )
    expect(redactUrl('https://idp.example/cb?code=123456&state=s3cret&chainId=10')).toBe(
      'https://idp.example/cb?code=…&state=…&chainId=10',
    )
    expect(redactUrl('not a url?token=abc')).toBe('not a url')
  })
})

describe('describeEgress', () => {
  const why = (url: string, from: 'page' | 'frame' = 'page', kind = 'fetch') =>
    describeEgress({ url, from, kind }, origins)

  it('names the Foyer server’s routes, through the app’s proxy or on the server', () => {
    expect(why('http://127.0.0.1:5173/__foyer/api/rpc?chainId=1')).toEqual({
      why: 'chain reads and transactions, through the Foyer server',
      external: false,
    })
    expect(why('http://127.0.0.1:40001/v1/auth/email/start', 'frame').why).toBe(
      'email login and session',
    )
    expect(why('http://127.0.0.1:40001/v1/auth/email/change/start', 'frame').why).toBe(
      'email change',
    )
    expect(why('http://127.0.0.1:40001/frame/assets/main-1.js', 'frame', 'script').why).toBe(
      'the wallet frame’s code',
    )
    expect(why('http://127.0.0.1:40001/frame?x=1', 'page', 'iframe').why).toBe('the wallet frame')
  })

  it('tells the dev server, Foyer’s code and the app’s own from each other', () => {
    expect(why('http://127.0.0.1:5173/@vite/client', 'page', 'script').why).toBe(
      'the dev server (Vite)',
    )
    expect(
      why('http://127.0.0.1:5173/node_modules/.vite/deps/@foyer_modal.js', 'page', 'script').why,
    ).toBe('Foyer’s code')
    expect(why('http://127.0.0.1:5173/src/main.tsx', 'page', 'script').why).toBe(
      'the app’s code and styles',
    )
    expect(why('http://127.0.0.1:5173/api/items')).toEqual({
      why: 'the app (fetch)',
      external: false,
    })
  })

  it('marks any other host external', () => {
    expect(why('https://rpc.example/v1', 'page', 'fetch')).toEqual({
      why: 'rpc.example (fetch)',
      external: true,
    })
    // Until the server is known, its requests are another host's.
    expect(
      describeEgress(
        { url: 'http://127.0.0.1:40001/frame', from: 'page', kind: 'iframe' },
        { page: origins.page },
      ).external,
    ).toBe(true)
  })
})

describe('createEgressLog', () => {
  it('keeps entries in time order, once per key, redacted and described; drops the oldest past max', () => {
    const log = createEgressLog({ page: origins.page }, { max: 2 })
    let changes = 0
    log.subscribe(() => changes++)
    const request = (time: number, url: string) => ({
      time,
      from: 'page' as const,
      method: 'GET',
      url,
      kind: 'fetch',
    })
    log.add(request(20, 'http://127.0.0.1:5173/b?token=t'), 'b')
    log.add(request(10, 'http://127.0.0.1:5173/a'), 'a')
    log.add(request(10, 'http://127.0.0.1:5173/a'), 'a')
    expect(log.getSnapshot().map((e) => e.url)).toEqual([
      'http://127.0.0.1:5173/a',
      'http://127.0.0.1:5173/b?token=…',
    ])
    expect(changes).toBe(2)
    log.add(request(30, 'http://127.0.0.1:40001/frame'), 'c')
    expect(log.getSnapshot().map((e) => e.time)).toEqual([20, 30])
    expect(log.getSnapshot()[1]?.external).toBe(true)
    // The server's origin, once known, describes what came before it too.
    log.setServerOrigin(origins.server)
    expect(log.getSnapshot()[1]).toMatchObject({ external: false, why: 'the wallet frame’s page' })
  })
})
