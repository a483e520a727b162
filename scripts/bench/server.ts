/**
 * `npm run bench:server`: the Foyer server under load on loopback, with autocannon, bounded in
 * count and time. Two setups: embedded PGlite with one instance, and PostgreSQL with two
 * instances (each its own process) sharing one database. Two loads each: name lookups (req/s)
 * and name registrations with pre-signed messages (registrations/s), p50/p99, errors, and lost
 * writes (2xx answers minus the rows the database gained). Prints a table; asserts nothing.
 * Then `vite dev` with the plugin on a fresh PGlite folder: how long `/` takes to answer while the
 * Foyer server's PGlite starts (in its worker thread), and the dev thread's longest stall.
 * Options: --seconds N (lookup duration, default 8), --registrations N (per setup, default 2000).
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { buildRegisterNameMessage } from '@foyer/modal/frame-protocol'
import { openStorage, queryRows, sql } from '@foyer/server'
import { anvilAccounts, startAnvil } from '@foyer/testing/anvil'
import { startPostgres } from '@foyer/testing/postgres'
import autocannon from 'autocannon'
import { privateKeyToAccount } from 'viem/accounts'
import { type Instance, startInstance } from './server/instances.ts'

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? Number(process.argv[i + 1]) : fallback
}
const seconds = arg('seconds', 8)
const registrations = arg('registrations', 2000)
/** Concurrent connections per instance: lookups saturate, registrations as a busy app's would. */
const connections = { lookups: 32, registrations: 8 }
const CHAIN_ID = 31337
const coinType = (0x80000000 | CHAIN_ID) >>> 0
const account = privateKeyToAccount(anvilAccounts[0]!.privateKey)

type Result = { rps: number; p50: number; p99: number; ok: number; errors: number }

/** Runs autocannon against every instance at once (the load split evenly) and merges. */
async function load(
  urls: string[],
  make: (index: number) => { path: string; method: 'GET' | 'POST'; body?: string },
  bound: { duration: number } | { amount: number },
  perInstance: number,
): Promise<Result> {
  const per = 'amount' in bound ? Math.ceil(bound.amount / urls.length) : undefined
  const started = performance.now()
  let lastAnswer = started
  const runs = await Promise.all(
    urls.map((url, u) => {
      let i = (per ?? 0) * u
      return new Promise<autocannon.Result>((resolve, reject) => {
        const run = autocannon(
          {
            url,
            connections: perInstance,
            ...(per ? { amount: per } : { duration: (bound as { duration: number }).duration }),
            timeout: 10,
            requests: [
              {
                setupRequest: (request) => {
                  const next = make(i++)
                  return {
                    ...request,
                    ...next,
                    headers: { 'content-type': 'application/json' },
                  }
                },
              },
            ],
          },
          (error, result) => (error ? reject(error) : resolve(result)),
        )
        run.on('response', () => {
          lastAnswer = performance.now()
        })
      })
    }),
  )
  const ok = runs.reduce((n, r) => n + r['2xx'], 0)
  const errors = runs.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0)
  // A counted load ends at its last answer: autocannon only notices on its next 1 s sample tick,
  // and its own duration would count that wait.
  const elapsed =
    'amount' in bound ? (lastAnswer - started) / 1000 : Math.max(...runs.map((r) => r.duration))
  return {
    rps: (ok + errors) / elapsed,
    p50: Math.max(...runs.map((r) => r.latency.p50)),
    p99: Math.max(...runs.map((r) => r.latency.p99)),
    ok,
    errors,
  }
}

/** Signed registration bodies for `count` fresh names, made before the clock starts. */
async function signBodies(prefix: string, count: number): Promise<string[]> {
  const bodies: string[] = []
  for (let i = 0; i < count; i++) {
    const message = buildRegisterNameMessage({ name: `${prefix}${i}` })
    const signature = await account.signMessage({ message })
    bodies.push(JSON.stringify({ coinType, address: account.address, signature, message }))
  }
  return bodies
}

async function countNames(open: () => ReturnType<typeof openStorage>): Promise<number> {
  const storage = await open()
  try {
    const [row] = await queryRows<{ n: number }>(
      storage.db,
      sql`SELECT count(*)::int AS n FROM names`,
    )
    return row!.n
  } finally {
    await storage.close()
  }
}

type Row = { setup: string; load: string } & Result & { lost: number | '' }
const rows: Row[] = []

async function benchSetup(
  setup: string,
  start: () => Promise<Instance[]>,
  open: () => ReturnType<typeof openStorage>,
  prefix: string,
) {
  const seed = await signBodies(`${prefix}seed`, 200)
  const bodies = await signBodies(`${prefix}reg`, registrations)
  let instances = await start()
  const urls = instances.map((i) => i.url)
  try {
    const seeded = await load(
      urls,
      (i) => ({ path: '/v1/profile/account', method: 'POST', body: seed[i % seed.length] }),
      { amount: seed.length },
      connections.registrations,
    )
    if (seeded.ok !== seed.length)
      throw new Error(`seeding registered ${seeded.ok} of ${seed.length}`)
    const names = seed.map(
      (body) => (JSON.parse(JSON.parse(body).message) as { name: string }).name,
    )
    const lookups = await load(
      urls,
      (i) => ({ path: `/v1/profile/account/${names[i % names.length]}`, method: 'GET' }),
      { duration: seconds },
      connections.lookups,
    )
    rows.push({ setup, load: 'name lookups', ...lookups, lost: '' })
    const registered = await load(
      urls,
      (i) => ({ path: '/v1/profile/account', method: 'POST', body: bodies[i] }),
      { amount: bodies.length },
      connections.registrations,
    )
    await Promise.all(instances.map((i) => i.stop()))
    instances = []
    const gained = (await countNames(open)) - seed.length
    rows.push({ setup, load: 'registrations', ...registered, lost: registered.ok - gained })
  } finally {
    await Promise.all(instances.map((i) => i.stop()))
  }
}

const anvil = await startAnvil({ chainId: CHAIN_ID })
const config = JSON.stringify({
  chains: [{ id: CHAIN_ID, rpcUrl: anvil.url }],
  projectIds: ['bench'],
  rpc: { rateLimitPerMinute: 100_000_000 },
  // Every registration comes from the load generator's one address.
  names: { registerRateLimitPerMinutePerIp: 100_000_000 },
})
const dataDir = await mkdtemp(path.join(tmpdir(), 'foyer-bench-pglite-'))
const postgres = await startPostgres()
try {
  for (const thread of ['worker', 'main'] as const)
    await benchSetup(
      `PGlite, 1 instance, ${thread === 'worker' ? 'in its own thread' : "in the server's thread"}`,
      async () => [
        await startInstance({
          FOYER_BENCH_CONFIG: config,
          FOYER_BENCH_DATA_DIR: path.join(dataDir, thread),
          FOYER_BENCH_PGLITE_THREAD: thread,
          DATABASE_URL: '',
        }),
      ],
      () => openStorage({ dataDir: path.join(dataDir, thread), databaseUrl: '' }),
      `pg${thread[0]}`,
    )
  const url = await postgres.createDatabase('bench')
  // Migrate once before both start, as a deploy would.
  await (await openStorage({ databaseUrl: url })).close()
  await benchSetup(
    'PostgreSQL, 2 instances',
    () =>
      Promise.all(
        [0, 1].map(() => startInstance({ FOYER_BENCH_CONFIG: config, DATABASE_URL: url })),
      ),
    () => openStorage({ databaseUrl: url }),
    'pgs',
  )
} finally {
  await Promise.allSettled([
    anvil.stop(),
    postgres.stop(),
    rm(dataDir, { recursive: true, force: true }),
  ])
}

/**
 * `vite dev` with the plugin, on a fresh PGlite folder: `/` asked every 20 ms from the listen until
 * the plugin says its Foyer server is ready. In this process, so its event loop is the dev
 * server's: the longest stall is what PGlite's start costs the dev thread.
 */
async function devServerWhilePgliteStarts() {
  const [{ createLogger, createServer }, { foyer }, { default: react }, { entry }] =
    await Promise.all([
      import('vite'),
      import('@foyer/vite'),
      import('@vitejs/plugin-react'),
      import('./bundleSizes.ts'),
    ])
  const devDir = await mkdtemp(path.join(tmpdir(), 'foyer-bench-dev-'))
  let readyLine: string | undefined
  const logger = createLogger('warn')
  logger.info = (message) => {
    if (message.includes('[foyer] server') && message.includes('ready in')) readyLine = message
  }
  const vite = await createServer({
    root: path.join(path.dirname(new URL(import.meta.url).pathname), 'page'),
    configFile: false,
    customLogger: logger,
    // The bench page with Foyer, as a host app's `vite dev` serves it.
    plugins: [react(), entry('main-with'), ...foyer({ server: { dataDir: devDir } })],
    server: { host: '127.0.0.1', port: 0 },
  })
  const stalls = monitorEventLoopDelay({ resolution: 10 })
  try {
    await vite.listen()
    stalls.enable()
    const url = vite.resolvedUrls!.local[0]!
    const answers: number[] = []
    const started = performance.now()
    while (!readyLine && performance.now() - started < 60_000) {
      const t = performance.now()
      const response = await fetch(url)
      await response.text()
      if (!response.ok) throw new Error(`/ answered ${response.status}`)
      answers.push(performance.now() - t)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    stalls.disable()
    if (!readyLine) throw new Error('the Foyer server did not say it was ready within 60 s')
    const sorted = [...answers].sort((a, b) => a - b)
    return {
      startMs: performance.now() - started,
      answers: answers.length,
      firstMs: answers[0]!,
      p50: sorted[Math.floor(sorted.length / 2)]!,
      maxMs: sorted.at(-1)!,
      stallMs: stalls.max / 1e6,
    }
  } finally {
    await vite.close()
    await rm(devDir, { recursive: true, force: true })
  }
}

const dev = await devServerWhilePgliteStarts()

const f = (n: number, d = 0) => n.toFixed(d)
console.log(
  `\nFoyer server on loopback, autocannon ${connections.lookups} connections per instance for lookups, ${connections.registrations} for registrations; lookups for ${seconds} s, ${registrations} registrations per setup\n`,
)
console.log('| setup | load | req/s | p50 ms | p99 ms | 2xx | errors | lost writes |')
console.log('|---|---|---:|---:|---:|---:|---:|---:|')
for (const r of rows)
  console.log(
    `| ${r.setup} | ${r.load} | ${f(r.rps)} | ${f(r.p50)} | ${f(r.p99)} | ${r.ok} | ${r.errors} | ${r.lost} |`,
  )
console.log(
  '\ntargets (2 cores): lookups ≥ 5,000 req/s, registrations ≥ 500/s, p99 < 50 ms, 0 errors, 0 lost writes',
)
console.log(
  `\nvite dev while its Foyer server's PGlite starts (fresh folder, ready after ${f(dev.startMs)} ms): \`/\` answered ${dev.answers} times, first in ${f(dev.firstMs)} ms, median ${f(dev.p50)} ms, slowest ${f(dev.maxMs)} ms; longest stall of the dev thread ${f(dev.stallMs)} ms`,
)
