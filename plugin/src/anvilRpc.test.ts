import path from 'node:path'
import type { FoyerConfig } from '@foyer/modal/config'
import { ANVIL_FILE, parseConfig, VIRTUAL_CONFIG_ID } from '@foyer/modal/internal'
import { createServer, type ResolvedConfig, type ViteDevServer } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'
import { anvilRpc, envChains } from './anvilRpc.ts'
import { foyer } from './foyer.ts'
import { useTestApps } from './testing/testApps.ts'

// Inside the repo so that `@foyer/modal/config` resolves from the app's foyer.config.ts.
const makeTestApp = useTestApps('anvil')

function makeApp(config: string, anvil?: Record<string, string>): string {
  return makeTestApp(config, anvil ? { [ANVIL_FILE]: JSON.stringify(anvil) } : {})
}

// Through the schema, so its defaults are whatever the modal's current ones are.
const base: FoyerConfig = parseConfig({ projectId: 'p', chains: [1, 137] })

describe('foyer:anvil in the dev server', () => {
  let server: ViteDevServer | undefined
  afterAll(async () => {
    await server?.close()
  })

  async function configModule(dir: string): Promise<string> {
    server = await createServer({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      // The Foyer server is foyerServer.test.ts's subject, not this file's.
      plugins: [foyer({ server: false })],
      server: { middlewareMode: true, ws: false },
    })
    const result = await server.transformRequest(VIRTUAL_CONFIG_ID)
    await server.close()
    server = undefined
    return result?.code ?? ''
  }

  it('serves the config with the local anvil URLs filled in', async () => {
    const dir = makeApp("{ projectId: 'p', chains: [1] }", { 1: 'http://127.0.0.1:18545' })
    expect(await configModule(dir)).toContain('"rpc":{"1":"http://127.0.0.1:18545"}')
  })

  it('keeps the URL the config gives', async () => {
    const dir = makeApp("{ projectId: 'p', chains: [1], rpc: { 1: 'https://eth.example' } }", {
      1: 'http://127.0.0.1:18545',
    })
    const code = await configModule(dir)
    expect(code).toContain('https://eth.example')
    expect(code).not.toContain('18545')
  })

  it('is not applied in vite build: a build never depends on a local process', () => {
    const dir = makeApp('{}', { 1: 'http://127.0.0.1:18545' })
    const resolved = {
      command: 'build',
      root: dir,
      logger: { info: () => {} },
    } as unknown as ResolvedConfig
    expect(anvilRpc().apply(base, resolved)).toBe(base)
    expect(anvilRpc().apply(base, { ...resolved, command: 'serve' }).rpc).toEqual({
      1: 'http://127.0.0.1:18545',
    })
  })

  it('reads the file with the shared anvil-file parser: only chain ids with http URLs', () => {
    const serve = (dir: string) =>
      ({ command: 'serve', root: dir, logger: { info: () => {} } }) as unknown as ResolvedConfig
    const dir = makeApp('{}', {
      1: 'http://127.0.0.1:8545',
      x: 'http://a',
      137: 'ftp://b',
    } as never)
    expect(anvilRpc().apply(base, serve(dir)).rpc).toEqual({ 1: 'http://127.0.0.1:8545' })
    expect(anvilRpc().apply(base, serve(path.join(dir, 'missing')))).toBe(base)
  })

  it('takes FOYER_RPC_<id> over the anvil file, never over the config', () => {
    const infos: string[] = []
    const serve = (dir: string) =>
      ({
        command: 'serve',
        root: dir,
        logger: { info: (m: string) => infos.push(m) },
      }) as unknown as ResolvedConfig
    const dir = makeApp('{}', { 1: 'http://127.0.0.1:8545', 137: 'http://127.0.0.1:8546' })
    const env = { FOYER_RPC_1: 'http://127.0.0.1:18545', FOYER_RPC_10: 'http://127.0.0.1:1' }
    expect(anvilRpc(env).apply(base, serve(dir)).rpc).toEqual({
      1: 'http://127.0.0.1:18545',
      137: 'http://127.0.0.1:8546',
    })
    expect(infos).toEqual([
      '[foyer] chain 1 uses the local anvil at http://127.0.0.1:18545 (FOYER_RPC_1)',
      `[foyer] chain 137 uses the local anvil at http://127.0.0.1:8546 (${ANVIL_FILE})`,
    ])
    const written = parseConfig({ ...base, rpc: { 1: 'https://eth.example' } })
    expect(anvilRpc(env).apply(written, serve(dir)).rpc?.[1]).toBe('https://eth.example')
    expect(anvilRpc(env).apply(base, { ...serve(dir), command: 'build' })).toBe(base)
  })

  it('reads FOYER_RPC_<id> with the anvil file parser: chain ids and http(s) URLs only', () => {
    expect(
      envChains({
        FOYER_RPC_1: 'http://127.0.0.1:18545',
        FOYER_RPC_X: 'http://a',
        FOYER_RPC_137: 'ftp://b',
        FOYER_RPC_10: '',
        PATH: '/bin',
      }),
    ).toEqual({ 1: 'http://127.0.0.1:18545' })
  })
})
