import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { anvilAccounts, freePort, startAnvil } from '@foyer/testing/anvil'
import { usdcAddresses } from '@foyer/testing/contracts'
import { solanaDevKeys } from '@foyer/testing/solana'
import { afterAll, describe, expect, it } from 'vitest'
import {
  childPids,
  isRunning,
  removeDir,
  repoRoot,
  runCli,
  startCli,
} from '../testing/cliProcess.ts'
import { renderAnvilTable } from './renderAnvilTable.ts'

const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs) removeDir(dir)
})

function appWithChains(chains: string): string {
  const tmp = path.join(repoRoot, 'cli/node_modules/.tmp')
  mkdirSync(tmp, { recursive: true })
  const dir = mkdtempSync(path.join(tmp, 'anvil-'))
  dirs.push(dir)
  writeFileSync(
    path.join(dir, 'foyer.config.ts'),
    `import { defineConfig } from '@foyer/modal/config'\nexport default defineConfig({ projectId: 'p', chains: ${chains} })\n`,
  )
  return dir
}

async function rpc(url: string, method: string, params: unknown[] = []): Promise<string> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: string }).result
}

/** Anvil processes among the CLI's children (its esbuild service is one too, under tsx). */
function anvilChildren(pid: number): number[] {
  return childPids(pid).filter((child) => {
    try {
      return readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('anvil')
    } catch {
      return false
    }
  })
}

async function waitUntilGone(pids: number[], timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (pids.some(isRunning) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
  return pids.filter(isRunning)
}

/** A port whose next one is free too: `foyer anvil --port P` runs its chains on P, P+1, … */
async function freePortPair(): Promise<number> {
  for (;;) {
    const port = await freePort()
    const next = await new Promise<boolean>((resolve) => {
      const server = createServer()
      server.once('error', () => resolve(false))
      server.listen(port + 1, '127.0.0.1', () => server.close(() => resolve(true)))
    })
    if (next) return port
  }
}

describe('foyer anvil, without a TTY', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`starts the configured chains with USDC, and ${signal} leaves no anvil behind`, async () => {
      const dir = appWithChains('[1, 137]')
      const port = await freePortPair()
      const cli = startCli(['anvil', '--cwd', dir, '--port', String(port)])
      await cli.waitFor('Ctrl-C stops the chains.')
      const file = JSON.parse(readFileSync(path.join(dir, '.foyer/anvil.json'), 'utf8'))
      expect(file).toEqual({ 1: `http://127.0.0.1:${port}`, 137: `http://127.0.0.1:${port + 1}` })
      expect(Number(await rpc(file[137], 'eth_chainId'))).toBe(137)
      expect(await rpc(file[1], 'eth_getCode', [usdcAddresses[1], 'latest'])).not.toBe('0x')
      expect(cli.output()).toMatch(
        new RegExp(`Polygon\\s+137\\s+http://127\\.0\\.0\\.1:${port + 1}`),
      )
      expect(cli.output()).toContain(anvilAccounts[0]!.privateKey)

      const anvils = anvilChildren(cli.child.pid!)
      expect(anvils).toHaveLength(2)
      cli.child.kill(signal)
      expect(await cli.exited).toBe(0)
      expect(cli.output()).toContain(`${signal}: stopping the chains…\nStopped.`)
      expect(await waitUntilGone(anvils)).toEqual([])
      expect(existsSync(path.join(dir, '.foyer/anvil.json'))).toBe(false)
    })
  }

  it('starts a local Solana for the configured Solana network beside anvil, and stops both', async () => {
    const devnet = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
    const dir = appWithChains(`[1, '${devnet}']`)
    const port = await freePortPair()
    const cli = startCli(['anvil', '--cwd', dir, '--port', String(port)])
    await cli.waitFor('Ctrl-C stops the chains.')
    const file = JSON.parse(readFileSync(path.join(dir, '.foyer/anvil.json'), 'utf8'))
    expect(file).toEqual({
      1: `http://127.0.0.1:${port}`,
      [devnet]: `http://127.0.0.1:${port + 1}`,
    })
    // It answers as Devnet, with the dev keys funded.
    expect(await rpc(file[devnet], 'getGenesisHash')).toBe(
      'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG',
    )
    const balance = (await rpc(file[devnet], 'getBalance', [
      solanaDevKeys[0]!.address,
    ])) as unknown as { value: number }
    expect(balance.value).toBe(1_000_000_000_000)
    expect(cli.output()).toContain(`Solana Devnet  ${devnet}  http://127.0.0.1:${port + 1}`)
    expect(cli.output()).toContain(solanaDevKeys[0]!.seed)
    // The EVM table stays as it was.
    expect(cli.output()).toMatch(new RegExp(`Ethereum\\s+1\\s+http://127\\.0\\.0\\.1:${port}`))

    cli.child.kill('SIGTERM')
    expect(await cli.exited).toBe(0)
    expect(existsSync(path.join(dir, '.foyer/anvil.json'))).toBe(false)
    await expect(rpc(file[devnet], 'getHealth')).rejects.toThrow()
  })

  it('forks a chain (offline: one local anvil forked from another) at a block', async () => {
    const source = await startAnvil({ chainId: 1 })
    try {
      const marked = '0x000000000000000000000000000000000000dEaD'
      await rpc(source.url, 'anvil_setBalance', [marked, '0x1234'])
      await rpc(source.url, 'anvil_mine', ['0x5'])
      const dir = appWithChains('[1, 137]')
      const port = await freePortPair()
      const cli = startCli([
        'anvil',
        '--cwd',
        dir,
        '--chains',
        '1',
        '--port',
        String(port),
        '--fork-url',
        source.url,
        '--fork-block-number',
        '4',
      ])
      try {
        await cli.waitFor('Ctrl-C stops the chains.')
        expect(cli.output()).toContain(`Foyer local chains (forked from ${source.url})`)
        const fork = `http://127.0.0.1:${port}`
        expect(await rpc(fork, 'eth_getBalance', [marked, 'latest'])).toBe('0x1234')
        // Forked at block 4, then the USDC mints (one block each for the two holders).
        expect(Number(await rpc(fork, 'eth_blockNumber'))).toBe(6)
        expect(await rpc(fork, 'eth_getCode', [usdcAddresses[1], 'latest'])).not.toBe('0x')
      } finally {
        cli.child.kill('SIGTERM')
        await cli.exited
      }
    } finally {
      await source.stop()
    }
  })

  it('says what to do when it cannot start', async () => {
    const dir = appWithChains('[1, 137]')
    const port = await freePort()
    const fork = runCli('foyer', ['anvil', '--cwd', dir, '--fork-url', 'http://127.0.0.1:1'])
    expect(fork.status).toBe(1)
    expect(fork.stderr).toBe(
      'foyer: --fork-url forks one chain, but 2 are configured (1, 137). Pick the one to fork with --chains <id>.\n',
    )
    // Whatever holds the port (another `foyer anvil` holds it the same way): a plain listener
    // costs the test no chain start.
    const taken = createServer()
    await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve))
    const busy = runCli('foyer', ['anvil', '--cwd', dir, '--chains', '1', '--port', String(port)])
    await new Promise((resolve) => taken.close(resolve))
    expect(busy.status).toBe(1)
    expect(busy.stderr).toBe(
      `foyer: anvil could not start: port ${port} on 127.0.0.1 is already in use. Pick another with --port, or stop what uses it.\n`,
    )
    // A Solana network by its CAIP-2 id is taken; any other string is named.
    const wrong = runCli('foyer', ['anvil', '--cwd', dir, '--chains', '1,solana:devnet'])
    expect(wrong.status).toBe(1)
    expect(wrong.stderr).toContain(
      'or Solana network ids (solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp,',
    )
    expect(wrong.stderr).toContain('Provided: "solana:devnet" in "1,solana:devnet"')
    const none = runCli('foyer', ['anvil', '--cwd', path.join(dir, '.foyer')])
    expect(none.stderr).toContain('No chains to start:')
    expect(none.stderr).toContain('Pass --chains 1,137 or run `foyer init` first.')
  })
})

describe('renderAnvilTable', () => {
  it('lays out chains, accounts and contracts', () => {
    const chain = (chainId: number, name: string, port: number, usdc?: string) => ({
      chainId,
      name,
      rpcUrl: `http://127.0.0.1:${port}`,
      pid: 4242,
      usdc,
      blockNumber: 3n,
    })
    const text = renderAnvilTable({
      chains: [chain(1, 'Ethereum', 8545, usdcAddresses[1]), chain(31337, 'Anvil (local)', 8546)],
      accounts: anvilAccounts.slice(0, 2),
      file: '.foyer/anvil.json',
    })
    expect(text).toMatchSnapshot()
  })
})
