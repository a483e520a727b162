import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openWorkerPglite, type WorkerPglite } from './workerPglite.ts'

// PGlite in its own worker thread (openStorage's default): the queries, transactions and errors
// the server relies on behave as in PGlite itself.
describe('PGlite in a worker thread', () => {
  let db: WorkerPglite
  beforeAll(async () => {
    // The calling thread keeps turning while PGlite starts: its start-up is the worker's.
    let turns = 0
    let turning = true
    const turn = () => {
      turns++
      if (turning) setImmediate(turn)
    }
    turn()
    db = await openWorkerPglite('memory://')
    turning = false
    expect(turns).toBeGreaterThan(20)
    await db.exec(
      'CREATE TABLE t (id serial PRIMARY KEY, name text UNIQUE NOT NULL, data bytea, n int8, at timestamptz)',
    )
  }, 60_000)
  afterAll(() => db?.close())

  it('runs queries with parameters; values cross as PGlite gives them', async () => {
    const bytes = new Uint8Array([1, 2, 255])
    await db.query('INSERT INTO t (name, data, n, at) VALUES ($1, $2, $3, $4)', [
      'ada',
      bytes,
      '9007199254740993',
      '2026-11-30T00:00:00Z',
    ])
    const { rows } = await db.query<{ name: string; data: Uint8Array; n: unknown }>(
      'SELECT name, data, n FROM t WHERE name = $1',
      ['ada'],
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]!.name).toBe('ada')
    expect([...rows[0]!.data]).toEqual([1, 2, 255])
    expect(String(rows[0]!.n)).toBe('9007199254740993')
    // Array rows, and a type kept as text (what drizzle asks for timestamps).
    const raw = await db.query('SELECT name, at FROM t WHERE name = $1', ['ada'], {
      rowMode: 'array',
      parsers: { 1184: (value: string) => value },
    })
    expect(raw.rows[0]).toEqual(['ada', expect.stringMatching(/^2026-11-30 00:00:00/)])
  })

  it('commits a transaction, and rolls one back when its function throws', async () => {
    await db.transaction(async (tx) => {
      await tx.query("INSERT INTO t (name) VALUES ('committed')")
    })
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO t (name) VALUES ('rolled-back')")
        throw new Error('changed my mind')
      }),
    ).rejects.toThrow('changed my mind')
    const { rows } = await db.query<{ name: string }>(
      "SELECT name FROM t WHERE name IN ('committed', 'rolled-back')",
    )
    expect(rows.map((row) => row.name)).toEqual(['committed'])
  })

  it('a query outside an open transaction waits for it, as on one connection', async () => {
    let release!: () => void
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const transaction = db.transaction(async (tx) => {
      await tx.query("INSERT INTO t (name) VALUES ('inside')")
      await held
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    const outside = db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM t WHERE name = 'inside'",
    )
    release()
    await transaction
    expect((await outside).rows[0]!.n).toBe(1)
  })

  it("PostgreSQL's errors cross with their code and constraint", async () => {
    const error = await db
      .query("INSERT INTO t (name) VALUES ('ada')")
      .then(() => undefined)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ code: '23505', constraint: 't_name_key' })
    expect((error as Error).message).toMatch(/duplicate key/)
  })

  it('dumps its data folder, which a new PGlite starts from; closed, it refuses as PGlite says it', async () => {
    const dump = await db.dumpDataDir('none')
    const copy = await openWorkerPglite('memory://', { loadDataDir: dump })
    const { rows } = await copy.query<{ name: string }>("SELECT name FROM t WHERE name = 'ada'")
    expect(rows).toHaveLength(1)
    await copy.close()
    expect(copy.closed).toBe(true)
    // The server answers such a query 503 (isStorageDown), as it does PGlite's own.
    await expect(copy.query('SELECT 1')).rejects.toThrow('PGlite is closed')
  }, 60_000)
})

describe('PGlite in a worker thread, left open', () => {
  it('does not keep a script alive once its last query answered (as an in-process PGlite)', async () => {
    const { spawn } = await import('node:child_process')
    const { mkdtemp, rm, writeFile } = await import('node:fs/promises')
    const { tmpdir } = await import('node:os')
    const { join } = await import('node:path')
    const { fileURLToPath } = await import('node:url')
    const module = fileURLToPath(new URL('./workerPglite.ts', import.meta.url))
    const script = `
      const { openWorkerPglite } = await import(${JSON.stringify(module)})
      const db = await openWorkerPglite('memory://')
      const { rows } = await db.query('SELECT 41 + 1 AS answer')
      console.log('answer', rows[0].answer)
      // never closed: the process must still end
    `
    const dir = await mkdtemp(join(tmpdir(), 'foyer-pglite-open-'))
    const file = join(dir, 'leave-open.mts')
    await writeFile(file, script)
    const child = spawn(process.execPath, ['--import', 'tsx', file], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout.on('data', (chunk) => {
      out += chunk
    })
    child.stderr.on('data', (chunk) => {
      out += chunk
    })
    const ended = await new Promise<number | null | 'hung'>((resolve) => {
      const timer = setTimeout(() => resolve('hung'), 60_000)
      child.on('exit', (code) => {
        clearTimeout(timer)
        resolve(code)
      })
    })
    if (ended === 'hung') child.kill('SIGKILL')
    await rm(dir, { recursive: true, force: true })
    expect({ ended, out: out.trim() }).toEqual({ ended: 0, out: 'answer 42' })
  }, 90_000)
})
