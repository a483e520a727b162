// PGlite in a worker thread of its own (workerPglite.ts starts it): its WASM start-up, its
// queries and its disk writes run here, so the server's thread (HTTP, signatures, a Vite dev
// server's) never waits on them. Plain JavaScript: a worker runs without the TypeScript loader
// of the process that starts it (vitest, tsx).
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'

const { dataDir, loadDataDir, textTypeIds } = workerData
/** Parsers that keep the text they get. */
const keepText = (ids) => Object.fromEntries(ids.map((id) => [id, (value) => value]))
/** @type {Promise<PGlite>} */
const opened = PGlite.create(dataDir, {
  // The types drizzle asks as text on every query, applied to every query (pgliteParsers.ts).
  parsers: keepText(textTypeIds),
  ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
})
// The start-up's failure is the first request's answer (openWorkerPglite asks 'ready' first).
opened.catch(() => {})

/** Open transactions by id: their client, and how to end them. */
const transactions = new Map()

/** The query options a message can carry: row mode, and the type ids to keep as text. */
function queryOptions(message) {
  const options = {}
  if (message.rowMode) options.rowMode = message.rowMode
  if (message.rawTypes?.length) options.parsers = keepText(message.rawTypes)
  return options
}

/** A database error as data: its message and PostgreSQL's fields (code, constraint, …). */
function errorData(error) {
  const data = { message: error instanceof Error ? error.message : String(error) }
  for (const key of [
    'name',
    'code',
    'detail',
    'hint',
    'constraint',
    'table',
    'column',
    'schema',
    'severity',
    'position',
    'where',
  ])
    if (error && typeof error === 'object' && error[key] !== undefined) data[key] = error[key]
  return data
}

async function handle(message) {
  const db = await opened
  const target = message.txId === undefined ? db : transactions.get(message.txId)?.tx
  switch (message.op) {
    case 'ready':
      return {}
    case 'query': {
      if (!target) throw new Error(`Transaction ${message.txId} is not open`)
      const result = await target.query(message.sql, message.params, queryOptions(message))
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows }
    }
    case 'exec': {
      if (!target) throw new Error(`Transaction ${message.txId} is not open`)
      const results = await target.exec(message.sql)
      return results.map((r) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows }))
    }
    case 'begin': {
      // Opened here and held until 'end': PGlite runs no other query meanwhile, as in one thread.
      let started
      const begun = new Promise((resolve) => {
        started = resolve
      })
      const done = db.transaction(
        (tx) =>
          new Promise((commit, rollback) => {
            transactions.set(message.txId, { tx, commit, rollback })
            started()
          }),
      )
      // Undefined once committed; the error once rolled back (or when BEGIN itself failed).
      const settled = done.then(
        () => undefined,
        (error) => error,
      )
      await Promise.race([
        begun,
        settled.then((error) => {
          throw error ?? new Error('The transaction ended before it began')
        }),
      ])
      transactions.get(message.txId).settled = settled
      return {}
    }
    case 'end': {
      const open = transactions.get(message.txId)
      if (!open) throw new Error(`Transaction ${message.txId} is not open`)
      if (message.commit) open.commit()
      else open.rollback(new Error('Rolled back'))
      const error = await open.settled
      transactions.delete(message.txId)
      if (message.commit && error) throw error
      return {}
    }
    case 'dump': {
      const blob = await db.dumpDataDir(message.compression)
      return { bytes: new Uint8Array(await blob.arrayBuffer()) }
    }
    case 'close':
      await db.close()
      return {}
    default:
      throw new Error(`Unknown operation ${message.op}`)
  }
}

parentPort.on('message', (message) => {
  handle(message).then(
    (result) => parentPort.postMessage({ id: message.id, result }),
    (error) => parentPort.postMessage({ id: message.id, error: errorData(error) }),
  )
})
