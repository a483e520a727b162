import { vi } from 'vitest'

/** The origin of the fake Foyer server of `fakeFoyerApi`. */
export const FAKE_API = 'http://foyer-api.test/__foyer/api'

/**
 * Stands in for the Foyer server's HTTP API (config `api: FAKE_API`) by stubbing `fetch`: node
 * RPC through its proxy goes on to the anvils, `routes` answer by `METHOD /path` (under
 * `/__foyer/api`), anything else is a 404. `calls` lists every API call. Undo with
 * `vi.unstubAllGlobals()`.
 */
export function fakeFoyerApi(
  rpcUrls: Record<number, string>,
  routes: Record<string, () => unknown>,
): { calls: string[] } {
  const calls: string[] = []
  const real = globalThis.fetch
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (!url.href.startsWith(FAKE_API)) return real(input, init)
    const path = url.pathname.slice(new URL(FAKE_API).pathname.length)
    if (path === '/rpc') return real(rpcUrls[Number(url.searchParams.get('chainId'))]!, init)
    const call = `${init?.method ?? 'GET'} ${path}`
    calls.push(call)
    const route = routes[call]
    return route ? Response.json(route()) : new Response('{}', { status: 404 })
  })
  return { calls }
}
