import { Worker } from 'node:worker_threads'
import { TEXT_TYPE_IDS, withoutTextParsers } from './pgliteParsers.ts'

/** The result of one statement, as PGlite gives it. */
export type WorkerQueryResult<T = Record<string, unknown>> = {
  rows: T[]
  fields: { name: string; dataTypeID: number }[]
  affectedRows?: number
}

/** What a query may ask for: array rows, and parsers (only the keep-as-text kind crosses). */
export type WorkerQueryOptions = {
  rowMode?: 'array' | 'object'
  parsers?: Record<number, (value: string, typeId: number) => unknown>
}

/** The queries of a PGlite, or of one of its open transactions. */
export type WorkerQueries = {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: WorkerQueryOptions,
  ): Promise<WorkerQueryResult<T>>
  exec(sql: string): Promise<WorkerQueryResult[]>
}

/**
 * A PGlite running in a worker thread, with the part of PGlite's client that drizzle-orm's pglite
 * driver and the server's tests use: `query`, `exec`, `transaction`, `dumpDataDir`, `close`,
 * `closed`. Dates, timestamps and intervals come as text on every query (`TEXT_TYPE_IDS`), as
 * drizzle asks.
 */
export type WorkerPglite = WorkerQueries & {
  transaction<T>(fn: (tx: WorkerQueries & { rollback(): Promise<void> }) => Promise<T>): Promise<T>
  dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<Blob>
  close(): Promise<void>
  readonly closed: boolean
}

/** A PostgreSQL error from the worker: its message and fields (code, constraint, …). */
export class WorkerDatabaseError extends Error {
  code?: string
  detail?: string
  constraint?: string;
  [key: string]: unknown
  constructor(data: { message: string; [key: string]: unknown }) {
    super(data.message)
    Object.assign(this, data)
    this.name = typeof data.name === 'string' ? data.name : 'DatabaseError'
  }
}

type Pending = { resolve(value: unknown): void; reject(error: Error): void }

/** Parsers that return the text they get: the only kind drizzle passes, and one that can cross. */
function rawTypes(options: WorkerQueryOptions | undefined): number[] {
  return Object.keys(options?.parsers ?? {}).map(Number)
}

/**
 * Starts PGlite in a worker thread (pgliteWorker.mjs) on `dataDir`, and resolves once it is open
 * (a failed start rejects, with PGlite's reason). The calling thread only posts messages: PGlite's
 * start-up (seconds of WASM) and every query run on the worker's.
 */
export async function openWorkerPglite(
  dataDir: string,
  options: { loadDataDir?: Blob | undefined } = {},
): Promise<WorkerPglite> {
  const loadDataDir = options.loadDataDir
    ? new Uint8Array(await options.loadDataDir.arrayBuffer())
    : undefined
  const worker = new Worker(new URL('./pgliteWorker.mjs', import.meta.url), {
    workerData: { dataDir, loadDataDir, textTypeIds: TEXT_TYPE_IDS },
    transferList: loadDataDir ? [loadDataDir.buffer] : [],
  })
  const pending = new Map<number, Pending>()
  let nextId = 0
  let nextTransaction = 0
  let closed = false
  let failure: Error | undefined

  const failAll = (error: Error) => {
    failure = error
    for (const { reject } of pending.values()) reject(error)
    pending.clear()
  }
  // The worker keeps the process alive only while a call waits for it, as an in-process PGlite
  // (no handle of its own) did: a script that opens a storage and never closes it still exits.
  const settle = (id: number) => {
    pending.delete(id)
    if (pending.size === 0) worker.unref()
  }
  worker.on('message', (message: { id: number; result?: unknown; error?: { message: string } }) => {
    const waiting = pending.get(message.id)
    if (!waiting) return
    settle(message.id)
    if (message.error) waiting.reject(new WorkerDatabaseError(message.error))
    else waiting.resolve(message.result)
  })
  worker.on('error', (error) => failAll(error))
  worker.on('exit', (code) => {
    closed = true
    failAll(failure ?? new Error(`PGlite is closed: its worker stopped (exit code ${code})`))
  })

  const call = <T>(message: Record<string, unknown>): Promise<T> => {
    if (failure) return Promise.reject(failure)
    const id = nextId++
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
      worker.ref()
      worker.postMessage({ ...message, id })
    })
  }
  const queries = (txId?: number): WorkerQueries => ({
    query: (sql, params = [], queryOptions) =>
      call({
        op: 'query',
        txId,
        sql,
        params,
        rowMode: queryOptions?.rowMode,
        // The worker's PGlite keeps TEXT_TYPE_IDS as text on every query already.
        rawTypes: rawTypes(withoutTextParsers(queryOptions)),
      }),
    exec: (sql) => call({ op: 'exec', txId, sql }),
  })

  try {
    await call({ op: 'ready' })
  } catch (error) {
    await worker.terminate()
    throw error
  }

  return {
    ...queries(),
    async transaction(fn) {
      const txId = nextTransaction++
      await call({ op: 'begin', txId })
      let result: Awaited<ReturnType<typeof fn>>
      try {
        result = await fn({
          ...queries(txId),
          rollback: async () => {
            throw new Error('Rolled back')
          },
        })
      } catch (error) {
        await call({ op: 'end', txId, commit: false }).catch(() => {})
        throw error
      }
      await call({ op: 'end', txId, commit: true })
      return result
    },
    async dumpDataDir(compression = 'auto') {
      const { bytes } = await call<{ bytes: Uint8Array }>({ op: 'dump', compression })
      return new Blob([bytes as Uint8Array<ArrayBuffer>])
    },
    async close() {
      if (closed) return
      await call({ op: 'close' }).catch(() => {})
      closed = true
      // As PGlite says it after close(): the server answers such a query 503 (isStorageDown).
      failAll(new Error('PGlite is closed'))
      await worker.terminate()
    },
    get closed() {
      return closed
    },
  }
}
