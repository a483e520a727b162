import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { parseServerConfig } from '../config.ts'
import { useTestApp, useTestStorage } from '../testing/storages.ts'
import { FRAME_DIR_CANDIDATES, findFrameDir } from './frameDir.ts'
import { frameCsp, injectFrameConfig } from './frameRoutes.ts'

type Json = { error?: string; message?: string; reasons?: { field?: string }[] }

/** A fake `frame/dist`, as vite builds it with `base: '/frame/'`. */
function fakeFrameDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'foyer-frame-'))
  mkdirSync(path.join(dir, 'assets'))
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Foyer wallet</title><script type="module" crossorigin src="/frame/assets/index-abc123.js"></script></head><body></body></html>',
  )
  writeFileSync(path.join(dir, 'assets/index-abc123.js'), 'console.log("frame")\n')
  writeFileSync(path.join(dir, 'assets/index-abc123.css'), 'body{margin:0}\n')
  writeFileSync(path.join(dir, 'assets/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  return dir
}

const dist = fakeFrameDist()
const missing = path.join(tmpdir(), 'foyer-frame-not-built')
afterAll(() => rmSync(dist, { recursive: true, force: true }))

// The blocks differ in config and frame folder only: they share one storage.
const shared = useTestStorage('pglite')

const chains = [
  { id: 1, rpcUrl: 'http://127.0.0.1:1' },
  { id: 137, rpcUrl: 'http://127.0.0.1:1' },
]

describe('the frame page', () => {
  let extra: string[] = []
  const t = useTestApp(
    shared,
    () => ({ chains, projectIds: ['demo'], appOrigins: ['https://app.example.com'] }),
    () => ({ frameDir: dist, appOrigins: () => extra }),
  )

  it('is served on the public origin only: never through an app host (its proxy), where page scripts could read the keys', async () => {
    for (const url of [
      'http://app.example.com/frame',
      'http://app.example.com/frame/assets/index-abc123.js',
    ]) {
      const response = await t.app.request(url)
      expect(response.status, url).toBe(404)
      expect(await response.json()).toMatchObject({
        error: 'frame_not_here',
        message:
          "The wallet frame is served only at http://localhost/frame, on the wallet's own origin, not on app.example.com",
      })
    }
    // A host that is neither the server's nor an app's gets nothing at all.
    const elsewhere = await t.app.request('http://evil.example/frame')
    expect(elsewhere.status).toBe(421)
  })

  it('GET /frame: index.html with its config, a CSP naming the app origins, no-store', async () => {
    extra = ['http://localhost:5173', 'https://app.example.com', 'not an origin; script-src *']
    for (const url of ['/frame', '/frame/', '/frame?projectId=p&chainId=1']) {
      const response = await t.app.request(url)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^text\/html/)
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors https://app.example.com http://localhost:5173",
      )
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(response.headers.get('referrer-policy')).toBe('same-origin')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('x-frame-options')).toBeNull()
      expect(await response.text()).toBe(
        '<!doctype html><html><head><title>Foyer wallet</title><script type="module" crossorigin src="/frame/assets/index-abc123.js"></script><script type="application/json" id="foyer-frame-config">{"appOrigins":["https://app.example.com","http://localhost:5173"],"chains":[1,137],"frameOrigin":"http://localhost","sponsoredChains":[],"appName":"Foyer"}</script></head><body></body></html>',
      )
    }
  })

  it('reads appOrigins() on every request', async () => {
    extra = []
    const before = await t.app.request('/frame')
    expect(before.headers.get('content-security-policy')).toMatch(
      /frame-ancestors https:\/\/app\.example\.com$/,
    )
    extra = ['http://127.0.0.1:4000']
    const after = await t.app.request('/frame')
    expect(after.headers.get('content-security-policy')).toMatch(
      /frame-ancestors https:\/\/app\.example\.com http:\/\/127\.0\.0\.1:4000$/,
    )
    expect(await after.text()).toContain(
      '"appOrigins":["https://app.example.com","http://127.0.0.1:4000"]',
    )
  })

  it('GET /frame/assets/:file: the built file, typed, cached for a year', async () => {
    const js = await t.app.request('/frame/assets/index-abc123.js')
    expect(js.status).toBe(200)
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(js.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await js.text()).toBe('console.log("frame")\n')
    const css = await t.app.request('/frame/assets/index-abc123.css')
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8')
    const svg = await t.app.request('/frame/assets/logo.svg')
    expect(svg.headers.get('content-type')).toBe('image/svg+xml')
  })

  it('answers 404 JSON for a missing asset and for anything but a plain file name', async () => {
    const absent = await t.app.request('/frame/assets/nothing.js')
    expect(absent.status).toBe(404)
    expect(((await absent.json()) as Json).error).toBe('not_found')
    for (const url of [
      '/frame/assets/..%2Findex.html',
      '/frame/assets/%2E%2E%2F%2E%2E%2Fpackage.json',
      '/frame/assets/a..js',
      '/frame/assets/.hidden',
      '/frame/assets/sub/index-abc123.js',
      '/frame/index.html',
    ]) {
      const response = await t.app.request(url)
      expect(response.status, url).toBe(404)
      expect(response.headers.get('content-type')).toMatch(/application\/json/)
      const body = (await response.json()) as Json
      expect(body.error).toBe('not_found')
      expect(body.message).not.toContain(dist)
    }
    const named = (await (await t.app.request('/frame/assets/..%2Fx')).json()) as Json
    expect(named.reasons?.[0]?.field).toBe('param.file')
  })
})

describe('the frame page with no app origins', () => {
  const t = useTestApp(
    shared,
    () => ({ chains, projectIds: ['demo'] }),
    () => ({ frameDir: dist }),
  )
  it("sends frame-ancestors 'none'", async () => {
    const response = await t.app.request('/frame')
    expect(response.headers.get('content-security-policy')).toMatch(/; frame-ancestors 'none'$/)
    expect(await response.text()).toContain(
      '{"appOrigins":[],"chains":[1,137],"frameOrigin":"http://localhost","sponsoredChains":[],"appName":"Foyer"}',
    )
  })
})

describe('the frame page, not built', () => {
  const t = useTestApp(
    shared,
    () => ({ chains, projectIds: ['demo'] }),
    () => ({ frameDir: missing }),
  )
  it('answers 503 frame_unavailable, saying how to build it', async () => {
    for (const url of ['/frame', '/frame/assets/index-abc123.js']) {
      const response = await t.app.request(url)
      expect(response.status).toBe(503)
      expect(await response.json()).toEqual({
        error: 'frame_unavailable',
        message: 'The embedded wallet frame is not built: run npm run build -w @foyer/frame',
        reasons: [
          {
            description:
              'The embedded wallet frame is not built: run npm run build -w @foyer/frame',
          },
        ],
      })
    }
  })
})

describe('frame helpers', () => {
  it('injectFrameConfig escapes < so no value closes the script', () => {
    const html = injectFrameConfig('<html><HEAD></HEAD><body></body></html>', {
      appOrigins: ['</script><script>alert(1)</script>'],
      chains: [1],
      frameOrigin: 'https://wallet.example.com',
      sponsoredChains: [],
      appName: 'Foyer',
    })
    expect(html).toBe(
      '<html><HEAD><script type="application/json" id="foyer-frame-config">{"appOrigins":["\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"],"chains":[1],"frameOrigin":"https://wallet.example.com","sponsoredChains":[],"appName":"Foyer"}</script></HEAD><body></body></html>',
    )
    expect(JSON.parse(html.match(/config">(.*?)<\/script>/)![1]!)).toEqual({
      appOrigins: ['</script><script>alert(1)</script>'],
      chains: [1],
      frameOrigin: 'https://wallet.example.com',
      sponsoredChains: [],
      appName: 'Foyer',
    })
  })

  it("frameCsp: frame-ancestors 'none' without origins; no IPv6 literal, which CSP cannot name", () => {
    expect(frameCsp([])).toContain("frame-ancestors 'none'")
    expect(frameCsp(['http://[::1]:5173'])).toMatch(/frame-ancestors 'none'$/)
    expect(frameCsp(['http://[::1]:5173', 'http://localhost:5173'])).toMatch(
      /frame-ancestors http:\/\/localhost:5173$/,
    )
    expect(frameCsp(['https://a.example', 'https://b.example'])).toMatch(
      /frame-ancestors https:\/\/a\.example https:\/\/b\.example$/,
    )
  })

  it('findFrameDir: the given folder when built; by default the shipped copy, then frame/dist', () => {
    expect(findFrameDir(dist)).toBe(dist)
    expect(findFrameDir(missing)).toBeUndefined()
    const server = fileURLToPath(new URL('../../', import.meta.url))
    expect(FRAME_DIR_CANDIDATES).toEqual([
      path.join(server, 'frame/'),
      path.join(server, '../frame/dist/'),
    ])
  })

  it('appOrigins must be http(s) origins', () => {
    expect(
      parseServerConfig({ chains, projectIds: ['demo'], appOrigins: ['http://[::1]:5173'] })
        .appOrigins,
    ).toEqual(['http://[::1]:5173'])
    expect(parseServerConfig({ chains, projectIds: ['demo'] }).appOrigins).toEqual([])
    for (const bad of [
      'https://app.example.com/',
      'https://app.example.com/wallet',
      'https://App.example.com',
      'http://localhost:80',
      'ftp://example.com',
      'example.com',
      "https://a.example 'unsafe-inline'",
    ])
      expect(
        () => parseServerConfig({ chains, projectIds: ['demo'], appOrigins: [bad] }),
        bad,
      ).toThrow('- appOrigins.0: must be an http(s) origin')
  })
})
