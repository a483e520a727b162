import type { EgressLog } from './egress.ts'

type Win = {
  fetch: typeof fetch
  performance: Performance
  PerformanceObserver?: typeof PerformanceObserver
}

const methodOf = (input: RequestInfo | URL, init?: RequestInit): string =>
  (
    init?.method ??
    (typeof Request !== 'undefined' && input instanceof Request ? input.method : 'GET')
  ).toUpperCase()

const urlOf = (input: RequestInfo | URL, base: string): string => {
  try {
    return new URL(input instanceof Request ? input.url : String(input), base).href
  } catch {
    return String(input)
  }
}

/**
 * Records every request the page makes (the modal's, the app's, the dev server's) into `log`:
 * the browser's resource timing (buffered, so those made before the panel loaded too), with the
 * method of each `fetch` (the page's `fetch` is wrapped to note it; it still does the same).
 * Returns the function that stops and restores `fetch`.
 */
export function watchPageEgress(
  log: EgressLog,
  win: Win = globalThis as unknown as Win,
): () => void {
  const Observer = win.PerformanceObserver
  if (!Observer) return () => {}
  const base = (win as { location?: Location }).location?.href ?? 'http://localhost/'
  // Methods of the page's fetches, by URL, oldest first: a resource entry has no method.
  const methods = new Map<string, string[]>()
  const original = win.fetch
  const wrapped = function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
    const url = urlOf(input, base)
    methods.set(url, [...(methods.get(url) ?? []), methodOf(input, init)])
    return original.call(this ?? win, input, init)
  } as typeof fetch
  win.fetch = wrapped
  const onEntries = (entries: PerformanceEntryList) => {
    for (const entry of entries as PerformanceResourceTiming[]) {
      const kind = entry.initiatorType || 'other'
      const queued = kind === 'fetch' ? methods.get(entry.name) : undefined
      // A fetch made with a reference taken before the wrap: its method is not known.
      const method =
        queued?.shift() ?? (kind === 'fetch' || kind === 'xmlhttprequest' ? '—' : 'GET')
      log.add(
        {
          time: Math.round(win.performance.timeOrigin + entry.startTime),
          from: 'page',
          method,
          url: entry.name,
          kind,
          size: entry.encodedBodySize || entry.transferSize || undefined,
        },
        `page ${entry.name} ${entry.startTime}`,
      )
    }
  }
  const observer = new Observer((list) => onEntries(list.getEntries()))
  observer.observe({ type: 'resource', buffered: true })
  return () => {
    observer.disconnect()
    if (win.fetch === wrapped) win.fetch = original
  }
}
