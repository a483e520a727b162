import { describe, expect, it } from 'vitest'
import { createEgressLog } from './egress.ts'
import { watchPageEgress } from './watchPageEgress.ts'

/** A window whose resource timing the test writes: one observer, entries delivered on demand. */
function fakeWindow() {
  let deliver: ((entries: object[]) => void) | undefined
  const calls: [string, RequestInit | undefined][] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push([String(input), init])
    return new Response('ok')
  }
  class Observer {
    constructor(callback: (list: { getEntries(): object[] }) => void) {
      deliver = (entries) => callback({ getEntries: () => entries })
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'resource', buffered: true })
    }
    disconnect() {
      deliver = undefined
    }
  }
  const win = {
    fetch,
    location: { href: 'http://127.0.0.1:5173/page' },
    performance: { timeOrigin: 1_000 },
    PerformanceObserver: Observer,
  }
  return {
    win: win as unknown as NonNullable<Parameters<typeof watchPageEgress>[1]>,
    calls,
    original: fetch,
    emit: (entries: object[]) => deliver?.(entries),
    delivering: () => deliver !== undefined,
  }
}

const entry = (name: string, initiatorType: string, startTime: number, size = 0) => ({
  name,
  initiatorType,
  startTime,
  encodedBodySize: size,
  transferSize: 0,
})

describe('watchPageEgress', () => {
  it('lists the page’s requests with the method of each fetch, and restores fetch when stopped', async () => {
    const page = fakeWindow()
    const log = createEgressLog({ page: 'http://127.0.0.1:5173' })
    const stop = watchPageEgress(log, page.win)
    await page.win.fetch('/__foyer/api/rpc?chainId=1', { method: 'post', body: '{}' })
    // The page's fetch still does what it did.
    expect(page.calls).toEqual([['/__foyer/api/rpc?chainId=1', { method: 'post', body: '{}' }]])
    page.emit([
      entry('http://127.0.0.1:5173/src/main.tsx', 'script', 5, 1200),
      entry('http://127.0.0.1:5173/__foyer/api/rpc?chainId=1', 'fetch', 10, 80),
      entry('https://cdn.example/x.png', 'img', 12),
    ])
    expect(
      log.getSnapshot().map(({ time, method, url, kind, size, external }) => ({
        time,
        method,
        url,
        kind,
        size,
        external,
      })),
    ).toEqual([
      {
        time: 1_005,
        method: 'GET',
        url: 'http://127.0.0.1:5173/src/main.tsx',
        kind: 'script',
        size: 1200,
        external: false,
      },
      {
        time: 1_010,
        method: 'POST',
        url: 'http://127.0.0.1:5173/__foyer/api/rpc?chainId=1',
        kind: 'fetch',
        size: 80,
        external: false,
      },
      {
        time: 1_012,
        method: 'GET',
        url: 'https://cdn.example/x.png',
        kind: 'img',
        size: undefined,
        external: true,
      },
    ])
    stop()
    expect(page.win.fetch).toBe(page.original)
    expect(page.delivering()).toBe(false)
  })

  it('says so when a fetch’s method is not known (made through a reference older than the watch)', () => {
    const page = fakeWindow()
    const log = createEgressLog({ page: 'http://127.0.0.1:5173' })
    watchPageEgress(log, page.win)
    page.emit([entry('http://127.0.0.1:5173/__foyer/api/v1/siwe/nonce', 'fetch', 3)])
    expect(log.getSnapshot()[0]?.method).toBe('—')
  })
})
