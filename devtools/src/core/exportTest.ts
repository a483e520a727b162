import type { DevtoolsEvent } from './types.ts'
import type { VisitorAction } from './visitorActions.ts'

/** What a recorded session holds for a test: the bus events, the visitor's actions, the page. */
export type RecordedSession = {
  startedAt: number
  events: readonly DevtoolsEvent[]
  actions: readonly VisitorAction[]
  /** The page the session was recorded on. */
  url?: string | undefined
}

/** Requests whose approval or rejection the exported test replays in the test wallet. */
export const REPLAYED_DECISIONS = [
  'eth_sendTransaction',
  'wallet_sendCalls',
  'personal_sign',
  'eth_signTypedData_v4',
]

const TEST_WALLET = { name: 'Foyer Test Wallet', rdns: 'dev.foyer.testwallet' }

type Decision = {
  time: number
  method: string
  approved: boolean
  /** The request's params as recorded (JSON), when whole. */
  params: unknown
  chainId: number | undefined
}

type Step = { time: number; action: VisitorAction } | { time: number; decision: Decision }

/** A TypeScript string literal. */
const q = (text: string) =>
  `'${JSON.stringify(text).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`

/** A JSON value as a TypeScript literal (single-quoted strings, bare keys where they can be). */
function literal(value: unknown): string {
  if (typeof value === 'string') return q(value)
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`
  if (value && typeof value === 'object')
    return `{ ${Object.entries(value)
      .map(([k, v]) => `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : q(k)}: ${literal(v)}`)
      .join(', ')} }`
  return JSON.stringify(value) ?? 'undefined'
}

const parseParams = (text: string | undefined): unknown => {
  // The panel cuts long params ("…"): those are compared by method only.
  if (text === undefined || text.endsWith('…')) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** The wallet decisions of the session the test wallet can replay, with when they were asked. */
function decisionsOf(events: readonly DevtoolsEvent[]): Decision[] {
  const askedAt = new Map<string, number>()
  let chainId: number | undefined
  const decisions: Decision[] = []
  for (const event of events) {
    if (event.channel === 'connection' && event.payload.type === 'change')
      chainId = event.payload.chainId ?? chainId
    if (event.channel !== 'rpc') continue
    const { id, method, outcome, params } = event.payload
    if (!REPLAYED_DECISIONS.includes(method)) continue
    if (outcome === 'pending') askedAt.set(id, event.time)
    if (outcome !== 'approved' && outcome !== 'rejected') continue
    decisions.push({
      time: askedAt.get(id) ?? event.time,
      method,
      approved: outcome === 'approved',
      params: parseParams(params),
      chainId,
    })
  }
  return decisions
}

/**
 * The visitor's actions with the wallet they chose replaced by the test wallet: the last modal
 * click before each connect of an injected wallet other than the test wallet.
 */
function withTestWallet(
  actions: readonly VisitorAction[],
  events: readonly DevtoolsEvent[],
): { actions: VisitorAction[]; replaced: Map<VisitorAction, string> } {
  const result = [...actions]
  const replaced = new Map<VisitorAction, string>()
  for (const event of events) {
    if (event.channel !== 'connection' || event.payload.type !== 'connect_success') continue
    const { connectorId } = event.payload
    if (connectorId === TEST_WALLET.rdns || !/\./.test(connectorId)) continue
    const index = result.findLastIndex(
      (action) => action.time <= event.time && action.scope === 'modal' && action.kind === 'click',
    )
    const chosen = result[index]
    if (!chosen || chosen.name === TEST_WALLET.name) continue
    const standIn: VisitorAction = { ...chosen, name: TEST_WALLET.name, nth: undefined }
    result[index] = standIn
    replaced.set(standIn, `${chosen.name} (${connectorId})`)
  }
  return { actions: result, replaced }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** `exact`: the name as recorded; else any name with it in (the test wallet's button also says
 * whether it is installed). */
function locator(action: VisitorAction, exact = true): string {
  const options = `{ name: ${q(action.name)}${exact ? ', exact: true' : ''} }`
  const base = `${action.scope === 'modal' ? 'modal' : 'page'}.getByRole(${q(action.role)}, ${options})`
  return action.nth === undefined ? base : `${base}.nth(${action.nth})`
}

/** A native transfer's receiver and amount, for the balance check after an approval. */
function transferOf(params: unknown): { to: string; value: bigint } | undefined {
  const tx = Array.isArray(params) ? (params[0] as { to?: unknown; value?: unknown }) : undefined
  if (typeof tx?.to !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(tx.to)) return undefined
  try {
    const value = BigInt(tx.value as string)
    return value > 0n ? { to: tx.to, value } : undefined
  } catch {
    return undefined
  }
}

/**
 * The session as a Playwright test on `@foyer/testing`'s fixtures: it opens the recorded page,
 * does what the visitor did (clicks, typing, Enter; the wallet they chose becomes the test
 * wallet), and where the wallet asked them to approve a transaction or a signature, it checks
 * that the test wallet is asked the same (`describeWalletRequest`, a readable diff when not),
 * then approves or rejects as they did. An approved transfer is checked on the chain.
 */
export function sessionToTest(session: RecordedSession, exportedAt: Date = new Date()): string {
  const { actions, replaced } = withTestWallet(session.actions, session.events)
  const decisions = decisionsOf(session.events)
  const steps: Step[] = [
    ...actions.map((action) => ({ time: action.time, action })),
    ...decisions.map((decision) => ({ time: decision.time, decision })),
  ].sort((a, b) => a.time - b.time)
  const manual = [...new Set(decisions.map((d) => d.method))]
  const page = session.url ? new URL(session.url) : undefined
  const emails = new Map<string, string>()
  const fixtures = new Set(['page'])
  const driver = new Set<string>()
  if (actions.some((a) => a.scope === 'modal' && a.kind !== 'fault')) driver.add('modalDialog')
  if (decisions.length > 0) fixtures.add('wallet')
  const body: string[] = []
  let lastEmail: string | undefined
  let n = 0

  for (const step of steps) {
    if ('action' in step) {
      const { action } = step
      const was = replaced.get(action)
      const at = locator(action, !was)
      // No name, no locator a test can keep: the step is said, not guessed.
      if (!action.name && action.kind !== 'fault') {
        body.push(
          `// The visitor used a ${action.role} with no accessible name here (${action.kind}): give it one (a label or aria-label) to replay this step.`,
        )
        continue
      }
      if (was) body.push(`// Recorded with ${was}: the test wallet stands in for it.`)
      if (action.kind === 'fault') {
        driver.add('setFaultSwitch')
        body.push(
          `await setFaultSwitch(page, ${q(action.name)}, ${action.value === 'on'}) // devtools fault switch`,
        )
      } else if (action.kind === 'click') body.push(`await ${at}.click()`)
      else if (action.kind === 'press') body.push(`await ${at}.press(${q(action.key ?? 'Enter')})`)
      else if (action.kind === 'select')
        body.push(`await ${at}.selectOption(${q(action.value ?? '')})`)
      else if (action.secret && lastEmail && /code/i.test(action.name)) {
        fixtures.add('mailbox')
        body.push(`// The code the visitor got by mail: the test reads it from the dev mailbox.`)
        body.push(`await ${at}.fill(await mailbox.code(${lastEmail}))`)
      } else if (action.secret) {
        body.push(`// The visitor typed a secret here; the session does not keep it.`)
        body.push(`await ${at}.fill(process.env.FOYER_REPLAY_SECRET ?? '')`)
      } else if (EMAIL.test(action.value ?? '')) {
        // A fresh address each run: the recorded one is now a returning account.
        let name = emails.get(action.value as string)
        if (!name) {
          name = `email${emails.size + 1}`
          emails.set(action.value as string, name)
          body.push(`const ${name} = \`replay-\${Date.now()}-${emails.size}@example.com\``)
        }
        lastEmail = name
        body.push(`await ${at}.fill(${name})`)
      } else body.push(`await ${at}.fill(${q(action.value ?? '')})`)
      continue
    }
    const { decision } = step
    const id = ++n
    const verdict = decision.approved ? 'approved' : 'rejected'
    body.push(`// The wallet asked the visitor to approve ${decision.method}: they ${verdict} it.`)
    body.push(`const request${id} = await wallet.waitForRequest(${q(decision.method)})`)
    if (decision.params === undefined)
      body.push(
        `expect(describeWalletRequest(request${id})).toMatchObject({ method: ${q(decision.method)} })`,
      )
    else
      body.push(
        `expect(describeWalletRequest(request${id})).toEqual(`,
        `  describeWalletRequest({ method: ${q(decision.method)}, params: ${literal(decision.params)} }),`,
        ')',
      )
    const transfer =
      decision.approved && decision.method === 'eth_sendTransaction'
        ? transferOf(decision.params)
        : undefined
    const chain = decision.chainId === undefined ? '' : `, ${decision.chainId}`
    if (transfer) {
      fixtures.add('chains')
      body.push(`const before${id} = await chains.balance(${q(transfer.to)}${chain})`)
    }
    body.push(`await wallet.${decision.approved ? 'approve' : 'reject'}()`)
    if (transfer)
      body.push(
        `await expect.poll(() => chains.balance(${q(transfer.to)}${chain})).toBe(before${id} + ${transfer.value}n)`,
      )
  }

  const when = new Date(session.startedAt).toISOString()
  const where = session.url ?? 'the app'
  const imports = [
    ...(driver.size > 0
      ? [`import { ${[...driver].sort().join(', ')} } from '@foyer/testing/driver'`]
      : []),
    `import { ${decisions.length > 0 ? 'describeWalletRequest, ' : ''}expect, test } from '@foyer/testing/playwright'`,
  ]
  const lines = [
    `// A Foyer devtools session recorded at ${where} on ${when} (exported ${exportedAt.toISOString()}):`,
    `// ${actions.length} visitor action${actions.length === 1 ? '' : 's'} and ${decisions.length} wallet decision${decisions.length === 1 ? '' : 's'}, replayed on @foyer/testing's fixtures`,
    '// (`npx foyer test init` sets them up). The test wallet stands in for the visitor’s wallet on the',
    '// fixtures’ local chains; each request it gets is compared with the recorded one.',
    ...imports,
    '',
    ...(manual.length > 0
      ? [`test.use({ walletOptions: { mode: 'manual', manualMethods: ${literal(manual)} } })`, '']
      : []),
    `test(${q(`replays the devtools session of ${when}`)}, async ({ ${[...fixtures].join(', ')} }) => {`,
    ...(driver.has('modalDialog') ? ['  const modal = modalDialog(page)'] : []),
    `  await page.goto(${q(page ? `${page.pathname}${page.search}` : '/')})`,
    ...body.map((line) => `  ${line}`),
    '})',
    '',
  ]
  return lines.join('\n')
}
