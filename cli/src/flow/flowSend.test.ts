import { readFileSync } from 'node:fs'
import path from 'node:path'
import { startHostApp } from '@foyer/host-app/start'
import { ANVIL_FILE } from '@foyer/modal/internal'
import { anvilAccounts, freePort } from '@foyer/testing/anvil'
import { usdcAbi, usdcAddresses } from '@foyer/testing/contracts'
import { SOLANA_NETWORKS, solanaDevKeys } from '@foyer/testing/solana'
import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { repoRoot, runCli, runCliAsync, startCli } from '../testing/cliProcess.ts'
import type { FlowNameResult } from './flowName.ts'
import { describeBusEvent, type FlowSendResult, renderFlowResult } from './timeline.ts'

const hostApp = path.join(repoRoot, 'fixtures/host-app')
const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

/** A JSON-RPC call to the local Solana. */
async function solanaRpc<T>(url: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: T }).result
}

describe('foyer anvil + foyer flow send against fixtures/host-app (headless Chromium)', () => {
  let anvil: ReturnType<typeof startCli>
  let rpc1: string
  beforeAll(async () => {
    const port = await freePort()
    rpc1 = `http://127.0.0.1:${port}`
    // The app's chains (1, 137) and Solana Devnet, which `--chains` adds (fixtures/host-app offers
    // it with FOYER_SOLANA_RPC set: foyer.solana.config.ts).
    anvil = startCli([
      'anvil',
      '--cwd',
      hostApp,
      '--chains',
      `1,137,${DEVNET}`,
      '--port',
      String(port),
    ])
    await anvil.waitFor('Ctrl-C stops the chains.')
  })
  afterAll(async () => {
    anvil?.child.kill('SIGTERM')
    await anvil?.exited
  })

  const usdcOf = (owner: `0x${string}`) =>
    createPublicClient({ transport: http(rpc1) }).readContract({
      address: usdcAddresses[1],
      abi: usdcAbi,
      functionName: 'balanceOf',
      args: [owner],
    })

  it('sends 1.5 USDC through the modal, prints the timeline and the hash, exits 0', async () => {
    const to = anvilAccounts[5]!.address
    const before = await usdcOf(to)
    const run = runCli('foyer', [
      'flow',
      'send',
      '--cwd',
      hostApp,
      '--to',
      to,
      '--amount',
      '1.5',
      '--token',
      'USDC',
      '--json',
    ])
    const result = JSON.parse(run.stdout) as FlowSendResult
    expect(result.reason, `${run.stderr}\n${run.stdout}`).toBeUndefined()
    expect(run.status).toBe(0)
    expect(result).toMatchObject({ ok: true, token: 'USDC', amount: '1.5', chainId: 1, to })
    expect(result.hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await usdcOf(to)).toBe(before + 1_500_000n)
    const events = result.timeline.map((e) => `${e.source} ${e.text.split(' ')[0]}`)
    for (const expected of [
      'tracking MODAL_OPEN',
      'router reset',
      'router push',
      'tracking SEND_INITIATED',
      'tracking SEND_SUCCESS',
      'tracking SEND_CONFIRMED',
    ])
      expect(events).toContain(expected)
    // Progress was shown on stderr while it ran.
    expect(run.stderr).toContain('› connecting the test wallet\n')
  })

  it('a receiver that makes the transfer revert: refused at Preview with the reason, nothing sent, exits 1', () => {
    const zero = '0x0000000000000000000000000000000000000000'
    const run = runCli('foyer', [
      'flow',
      'send',
      '--cwd',
      hostApp,
      '--to',
      zero,
      '--amount',
      '1',
      '--token',
      'USDC',
    ])
    expect(run.status).toBe(1)
    expect(run.stderr).toContain(
      'foyer flow send: Something went wrong: ERC20: transfer to the zero address\n',
    )
    // The modal simulates the transfer at Preview: the send never started.
    expect(run.stdout).not.toContain('SEND_INITIATED')
    expect(run.stdout).not.toContain('eth_sendTransaction')
  })

  it('drives a dev server that already runs with these chains, and refuses one that does not', async () => {
    const chains = JSON.parse(readFileSync(path.join(hostApp, ANVIL_FILE), 'utf8'))
    const env = Object.fromEntries(
      Object.entries(chains).map(([id, url]) => [`FOYER_RPC_${id}`, String(url)]),
    )
    const app = await startHostApp({ mode: 'dev', env })
    try {
      const to = anvilAccounts[5]!.address
      const args = ['flow', 'send', '--cwd', hostApp, '--to', to, '--amount', '0.01', '--json']
      const run = await runCliAsync('foyer', [...args, '--url', app.url])
      expect(run.status, run.stderr).toBe(0)
      const result = JSON.parse(run.stdout) as FlowSendResult
      expect(result.timeline[0]!.text).toBe(`dev server ${app.url} (already running)`)
      const other = await runCliAsync('foyer', [
        ...args,
        '--url',
        `http://127.0.0.1:${await freePort()}/`,
      ])
      expect(other.status).toBe(1)
      expect(other.stderr).toMatch(/is not a Foyer dev server using this app's local chains/)
    } finally {
      await app.stop()
    }
  })

  it('sends SOL and USDC on the local Solana (--chain solana:…) from the Solana test wallet: exact balances, exits 0', async () => {
    const solanaUrl = JSON.parse(readFileSync(path.join(hostApp, ANVIL_FILE), 'utf8'))[DEVNET]
    expect(solanaUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const to = solanaDevKeys[7]!.address
    const usdcOf = async (owner: string) => {
      const { value } = await solanaRpc<{
        value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[]
      }>(solanaUrl, 'getTokenAccountsByOwner', [
        owner,
        { mint: SOLANA_NETWORKS.devnet.usdcMint },
        { encoding: 'jsonParsed' },
      ])
      return BigInt(value[0]?.account.data.parsed.info.tokenAmount.amount ?? 0)
    }
    const solOf = async (owner: string) =>
      BigInt((await solanaRpc<{ value: number }>(solanaUrl, 'getBalance', [owner])).value)
    const [solBefore, usdcBefore] = await Promise.all([solOf(to), usdcOf(to)])
    const send = (amount: string, token?: string) =>
      runCliAsync(
        'foyer',
        [
          'flow',
          'send',
          '--cwd',
          hostApp,
          '--chain',
          DEVNET,
          '--to',
          to,
          '--amount',
          amount,
          ...(token ? ['--token', token] : []),
          '--json',
        ],
        repoRoot,
        { FOYER_SOLANA_RPC: solanaUrl },
      )

    const sol = await send('0.5')
    const result = JSON.parse(sol.stdout) as FlowSendResult
    expect(result.reason, `${sol.stderr}\n${sol.stdout}`).toBeUndefined()
    expect(sol.status).toBe(0)
    expect(result).toMatchObject({
      ok: true,
      token: 'SOL',
      amount: '0.5',
      chainId: DEVNET,
      from: solanaDevKeys[0]!.address,
      to,
    })
    expect(result.hash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(result.blockNumber).toBeGreaterThan(0)
    expect(await solOf(to)).toBe(solBefore + 500_000_000n)
    expect(sol.stderr).toContain('› connecting the Solana test wallet\n')
    const events = result.timeline.map((e) => `${e.source} ${e.text.split(' ')[0]}`)
    for (const expected of [
      'tracking SEND_INITIATED',
      'tracking SEND_SUCCESS',
      'tracking SEND_CONFIRMED',
    ])
      expect(events).toContain(expected)

    const usdc = await send('2', 'USDC')
    expect(usdc.status, `${usdc.stderr}\n${usdc.stdout}`).toBe(0)
    expect(JSON.parse(usdc.stdout)).toMatchObject({ ok: true, token: 'USDC', chainId: DEVNET })
    expect(await usdcOf(to)).toBe(usdcBefore + 2_000_000n)
  })

  it('refuses a chain that is not running, before opening a browser', () => {
    const run = runCli('foyer', [
      'flow',
      'send',
      '--cwd',
      hostApp,
      '--to',
      anvilAccounts[5]!.address,
      '--amount',
      '1',
      '--chain',
      '10',
    ])
    expect(run.status).toBe(1)
    expect(run.stderr).toBe(
      `foyer: --chain 10 is not one of the running local chains (1, 137, ${DEVNET}).\n`,
    )
  })

  // `foyer flow name` shares the chains above: two files would both write `.foyer/anvil.json`.
  // One dev server (and so one Foyer server and its names) serves the three runs.
  it('foyer flow name registers a name through the modal (exit 0), then refuses it taken (exit 1)', async () => {
    const chains = JSON.parse(readFileSync(path.join(hostApp, ANVIL_FILE), 'utf8'))
    const env = Object.fromEntries(
      Object.entries(chains).map(([id, url]) => [`FOYER_RPC_${id}`, String(url)]),
    )
    const app = await startHostApp({ mode: 'dev', env })
    try {
      const label = `flow-${Date.now().toString(36)}`
      const flowName = (account: number, name: string) =>
        runCliAsync('foyer', [
          ...['flow', 'name', '--cwd', hostApp, '--url', app.url],
          ...['--name', name, '--account', String(account), '--json'],
        ])
      const run = await flowName(2, label)
      const result = JSON.parse(run.stdout) as FlowNameResult
      expect(result.reason, `${run.stderr}\n${run.stdout}`).toBeUndefined()
      expect(run.status).toBe(0)
      expect(result).toMatchObject({
        ok: true,
        name: `${label}.foyer.id`,
        address: anvilAccounts[2]!.address,
      })
      expect(run.stderr).toContain('› registering (the wallet signs the name message)\n')
      expect(result.timeline.map((e) => e.text)).toContain(
        'push → Account › RegisterAccountName › RegisterAccountNameSuccess',
      )
      const lookup = await fetch(
        new URL(`/__foyer/api/v1/profile/account/${label}?projectId=local-dev`, app.url),
      )
      expect(await lookup.json()).toMatchObject({ name: `${label}.foyer.id` })

      const taken = await flowName(3, label)
      expect(taken.status).toBe(1)
      expect(taken.stderr).toMatch(
        new RegExp(
          `^foyer flow name: ${label}\\.foyer\\.id is taken\\. Try one of these: \\S+\\.foyer\\.id`,
          'm',
        ),
      )
      const invalid = await flowName(3, 'ab')
      expect(invalid.status).toBe(1)
      expect(invalid.stderr).toContain('foyer flow name: Use at least 4 characters: "ab" has 2.\n')
    } finally {
      await app.stop()
    }
  })
})

describe('the timeline', () => {
  it('describes router, tracking, rpc and connection events; skips pending rpc', () => {
    const at = { time: 0 }
    const rpc = { id: '1', method: 'eth_sign', decision: 'unsafe', list: 'unsafe' } as const
    expect(
      describeBusEvent({
        ...at,
        channel: 'router',
        payload: { action: 'push', before: [], after: [{ view: 'Account' }, { view: 'Send' }] },
      }),
    ).toEqual({ source: 'router', text: 'push → Account › Send' })
    expect(
      describeBusEvent({
        ...at,
        channel: 'tracking',
        payload: { event: 'SEND_CONFIRMED', properties: { hash: '0xab', blockNumber: 3 } },
      }),
    ).toEqual({ source: 'tracking', text: 'SEND_CONFIRMED hash=0xab blockNumber=3' })
    expect(
      describeBusEvent({ ...at, channel: 'rpc', payload: { ...rpc, outcome: 'pending' } }),
    ).toBeUndefined()
    expect(
      describeBusEvent({
        ...at,
        channel: 'rpc',
        payload: { ...rpc, outcome: 'approved', latencyMs: 5 },
      }),
    ).toEqual({ source: 'rpc', text: 'eth_sign unsafe → approved' })
    expect(
      describeBusEvent({
        ...at,
        channel: 'connection',
        payload: { type: 'connect_error', connectorId: 'injected', message: 'no wallet' },
      }),
    ).toEqual({ source: 'connection', text: 'connect_error injected no wallet' })
    expect(
      describeBusEvent({
        ...at,
        channel: 'storage',
        payload: { action: 'remove', key: 'k', storageKey: 'foyer.k' },
      }),
    ).toBeUndefined()
  })

  it('renders the outcome after the timeline', () => {
    const base = {
      chainId: 1,
      token: 'USDC',
      amount: '1',
      to: '0xto',
      from: '0xfrom',
      url: 'http://x/',
      timeline: [{ at: 1234, source: 'flow' as const, text: 'sending' }],
    }
    expect(
      renderFlowResult({
        ...base,
        ok: false,
        hash: '0xh',
        blockNumber: undefined,
        reason: 'Transaction failed: nope',
      }),
    ).toMatchInlineSnapshot(`
      "Timeline:
          +1.23s  flow       sending

      Send failed: Transaction failed: nope
      tx 0xh
      (1 USDC from 0xfrom to 0xto on chain 1)
      "
    `)
  })
})
