import { describe, expect, it } from 'vitest'
import { sessionToTest } from './exportTest.ts'
import type { DevtoolsEvent } from './types.ts'
import type { VisitorAction } from './visitorActions.ts'

const receiver = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'
const params = JSON.stringify([{ to: receiver, value: '10000000000000000' }])
let seq = 0
const rpc = (time: number, id: string, outcome: string): DevtoolsEvent =>
  ({
    channel: 'rpc',
    time,
    seq: ++seq,
    payload: {
      id,
      method: 'eth_sendTransaction',
      params,
      source: 'modal',
      decision: 'unsafe',
      outcome,
      ...(outcome === 'pending' ? {} : { latencyMs: 5 }),
    },
  }) as DevtoolsEvent
const click = (time: number, scope: 'page' | 'modal', name: string): VisitorAction => ({
  time,
  kind: 'click',
  scope,
  role: 'button',
  name,
})

const events: DevtoolsEvent[] = [
  {
    channel: 'connection',
    time: 1_200,
    seq: ++seq,
    payload: { type: 'connect_success', connectorId: 'io.metamask', address: receiver },
  },
  {
    channel: 'connection',
    time: 1_210,
    seq: ++seq,
    payload: {
      type: 'change',
      status: 'connected',
      connectorId: 'io.metamask',
      address: receiver,
      chainId: 137,
      connections: [],
    },
  },
  rpc(2_100, 'm1', 'pending'),
  rpc(2_900, 'm1', 'rejected'),
  rpc(3_100, 'm2', 'pending'),
  rpc(3_500, 'm2', 'approved'),
]
const actions: VisitorAction[] = [
  click(1_000, 'page', 'Connect Wallet'),
  click(1_100, 'modal', 'MetaMask'),
  click(1_300, 'modal', 'Close'),
  click(2_000, 'page', 'Send a tip'),
  click(3_000, 'page', 'Send a tip'),
]

describe('sessionToTest', () => {
  const text = sessionToTest(
    { startedAt: 0, events, actions, url: 'http://127.0.0.1:5173/shop' },
    new Date(10_000),
  )

  it('replays the actions in order, the chosen wallet as the test wallet', () => {
    expect(text).toContain("import { modalDialog } from '@foyer/testing/driver'")
    expect(text).toContain(
      "import { describeWalletRequest, expect, test } from '@foyer/testing/playwright'",
    )
    expect(text).toContain(
      "test.use({ walletOptions: { mode: 'manual', manualMethods: ['eth_sendTransaction'] } })",
    )
    const body = text.slice(text.indexOf('async ({'))
    expect(body.split('\n').map((line) => line.trim())).toEqual([
      'async ({ page, wallet, chains }) => {',
      'const modal = modalDialog(page)',
      "await page.goto('/shop')",
      "await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()",
      '// Recorded with MetaMask (io.metamask): the test wallet stands in for it.',
      "await modal.getByRole('button', { name: 'Foyer Test Wallet' }).click()",
      "await modal.getByRole('button', { name: 'Close', exact: true }).click()",
      "await page.getByRole('button', { name: 'Send a tip', exact: true }).click()",
      '// The wallet asked the visitor to approve eth_sendTransaction: they rejected it.',
      "const request1 = await wallet.waitForRequest('eth_sendTransaction')",
      'expect(describeWalletRequest(request1)).toEqual(',
      `describeWalletRequest({ method: 'eth_sendTransaction', params: [{ to: '${receiver}', value: '10000000000000000' }] }),`,
      ')',
      'await wallet.reject()',
      "await page.getByRole('button', { name: 'Send a tip', exact: true }).click()",
      '// The wallet asked the visitor to approve eth_sendTransaction: they approved it.',
      "const request2 = await wallet.waitForRequest('eth_sendTransaction')",
      'expect(describeWalletRequest(request2)).toEqual(',
      `describeWalletRequest({ method: 'eth_sendTransaction', params: [{ to: '${receiver}', value: '10000000000000000' }] }),`,
      ')',
      `const before2 = await chains.balance('${receiver}', 137)`,
      'await wallet.approve()',
      `await expect.poll(() => chains.balance('${receiver}', 137)).toBe(before2 + 10000000000000000n)`,
      '})',
      '',
    ])
  })

  it('says where and when it was recorded', () => {
    expect(text).toMatch(
      /^\/\/ A Foyer devtools session recorded at http:\/\/127\.0\.0\.1:5173\/shop on 1970-01-01T00:00:00\.000Z/,
    )
    expect(text).toContain('// 5 visitor actions and 2 wallet decisions')
  })

  it('reads a mailed code from the mailbox and types a fresh address; keeps no other secret', () => {
    const typed = (time: number, name: string, value: string, secret = false): VisitorAction => ({
      time,
      kind: 'fill',
      scope: 'modal',
      role: 'textbox',
      name,
      value,
      ...(secret ? { secret } : {}),
    })
    const email = sessionToTest({
      startedAt: 0,
      events: [],
      actions: [
        typed(1, 'Email', 'ada@example.com'),
        typed(2, 'Sign-in code', '', true),
        typed(3, 'Password', '', true),
      ],
    })
    expect(email).toContain('async ({ page, mailbox }) => {')
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the generated test's template literal.
    expect(email).toContain('const email1 = `replay-${Date.now()}-1@example.com`')
    expect(email).toContain(
      "await modal.getByRole('textbox', { name: 'Sign-in code', exact: true }).fill(await mailbox.code(email1))",
    )
    expect(email).toContain(
      "await modal.getByRole('textbox', { name: 'Password', exact: true }).fill(process.env.FOYER_REPLAY_SECRET ?? '')",
    )
    expect(email).not.toContain('ada@example.com')
    expect(email).not.toContain('walletOptions')
  })

  it('quotes what the visitor typed safely', () => {
    const quoted = sessionToTest({
      startedAt: 0,
      events: [],
      actions: [
        {
          time: 1,
          kind: 'fill',
          scope: 'page',
          role: 'textbox',
          name: "Bob's\nnote",
          value: "it's",
        },
      ],
    })
    expect(quoted).toContain(
      "await page.getByRole('textbox', { name: 'Bob\\'s\\nnote', exact: true }).fill('it\\'s')",
    )
  })

  it('replays a fault switch the developer turned with the driver, in its place', () => {
    const text = sessionToTest({
      startedAt: 0,
      events: [],
      actions: [
        {
          time: 1,
          kind: 'fault',
          scope: 'page',
          role: 'checkbox',
          name: 'The mail server is down',
          value: 'on',
        },
        click(2, 'page', 'Connect Wallet'),
      ],
    })
    expect(text).toContain("import { setFaultSwitch } from '@foyer/testing/driver'")
    expect(text).toContain(
      "  await setFaultSwitch(page, 'The mail server is down', true) // devtools fault switch\n  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()",
    )
  })

  it('says where a step used an element without a name, rather than guessing a locator', () => {
    const text = sessionToTest({
      startedAt: 0,
      events: [],
      actions: [click(1, 'page', ''), click(2, 'page', 'Connect Wallet')],
    })
    expect(text).toContain(
      '  // The visitor used a button with no accessible name here (click): give it one (a label or aria-label) to replay this step.\n',
    )
    expect(text).not.toContain("name: ''")
    expect(text).toContain(
      "await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()",
    )
  })
})
