/**
 * One Foyer server instance in its own process, for `bench:server` (so the load generator and
 * the server do not share one event loop). Reads FOYER_BENCH_CONFIG (JSON of the server config),
 * DATABASE_URL or FOYER_BENCH_DATA_DIR (FOYER_BENCH_PGLITE_THREAD=main: PGlite in the server's
 * thread); prints `READY <url>` once it listens; exits on SIGTERM.
 */
import { startServer } from '@foyer/server'

const server = await startServer({
  config: JSON.parse(process.env.FOYER_BENCH_CONFIG ?? '{}'),
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.FOYER_BENCH_DATA_DIR,
  poolSize: 20,
  pgliteThread: process.env.FOYER_BENCH_PGLITE_THREAD === 'main' ? 'main' : 'worker',
  logError: (error) => console.error(error),
})
console.log(`READY ${server.url}`)
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)))
