import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { freePort } from '@foyer/testing/anvil'
import { afterAll, describe, expect, it } from 'vitest'
import { removeDir, repoRoot, runCli } from '../testing/cliProcess.ts'
import { info, renderInfo } from './info.ts'

const tmp = path.join(repoRoot, 'cli/node_modules/.tmp')
mkdirSync(tmp, { recursive: true })
const dir = mkdtempSync(path.join(tmp, 'info-'))
afterAll(() => removeDir(dir))

describe('foyer info', () => {
  it('outside a Vite app says what is missing, and tells a stale anvil file apart', async () => {
    writeFileSync(path.join(dir, 'package.json'), '{ "name": "plain" }\n')
    mkdirSync(path.join(dir, '.foyer'))
    // A port nothing listens on: anvil was killed without cleaning up.
    const stale = `http://127.0.0.1:${await freePort()}`
    writeFileSync(path.join(dir, '.foyer/anvil.json'), JSON.stringify({ 1: stale }))
    const result = await info({ cwd: dir })
    expect(result).toMatchObject({
      framework: null,
      viteConfig: null,
      foyerConfig: null,
      pluginPresent: false,
      chains: null,
      anvil: { file: '.foyer/anvil.json', chains: [{ chainId: 1, rpcUrl: stale, running: false }] },
    })
    const text = renderInfo(result).replace(dir, '<app>').replace(stale, '<rpc>')
    expect(text).toMatchInlineSnapshot(`
      "app              <app>
      framework        not a Vite app
      package manager  npm
      vite config      none
      foyer config     none (run \`npx create-foyer\`)
      plugin           no
      chains           none
      anvil            1 <rpc> (not answering)
      "
    `)
  })

  it('runs without a TTY and prints JSON with --json', () => {
    const run = runCli('foyer', [
      'info',
      '--json',
      '--cwd',
      path.join(repoRoot, 'fixtures/host-app'),
    ])
    expect(run.status).toBe(0)
    expect(JSON.parse(run.stdout)).toMatchObject({
      framework: { frameworks: ['react'] },
      pluginPresent: true,
      chains: [
        { chainId: 1, name: 'Ethereum' },
        { chainId: 137, name: 'Polygon' },
      ],
    })
  })
})
