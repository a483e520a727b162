import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { createApp } from './app.ts'
import { parseServerConfig, type ServerConfigInput } from './config.ts'
import type { ServerDeps } from './deps.ts'
import { type DevMailbox, startDevMailbox } from './mail/devMailbox.ts'
import { createMailer, type Mailer } from './mail/sendMail.ts'
import { lockDataDir } from './storage/lockDataDir.ts'
import { sweepExpired } from './storage/sweepExpired.ts'

const SWEEP_INTERVAL_MS = 10 * 60_000

import { type OpenStorageOptions, openStorage, type Storage } from './storage/openStorage.ts'

export type StartServerOptions = OpenStorageOptions & {
  config: ServerConfigInput
  /** @default 0 (a free port) */
  port?: number
  /** @default '127.0.0.1' */
  host?: string
  /** How often expired rows are deleted (`sweepExpired`). @default 600_000 (10 min) */
  sweepIntervalMs?: number
  /** An open storage to use instead of opening one (it is not closed by `close()`). */
  storage?: Storage
  fetch?: ServerDeps['fetch']
  logError?: ServerDeps['logError']
  /** A live price feed for on-ramp quotes and `/v1/onramp/price`. @default config.onramp.pricesUsd */
  prices?: ServerDeps['prices']
  /** The built wallet frame served at `/frame`. @default `findFrameDir()`: shipped, else `frame/dist` */
  frameDir?: ServerDeps['frameDir']
  /** More app origins, read on every request (added to `config.appOrigins`). */
  appOrigins?: ServerDeps['appOrigins']
  /** Told of every answered request (the Vite plugin's devtools list the frame's). */
  onRequest?: ServerDeps['onRequest']
  /** Dev only: the devtools' fault switches, read on every request. */
  faults?: ServerDeps['faults']
}

/** A running Foyer server. */
export type RunningServer = {
  /** e.g. `http://127.0.0.1:43123` */
  url: string
  port: number
  storage: Storage
  /** The dev mailbox page (`email.devMailbox: true`), e.g. `http://127.0.0.1:43123/__mailbox`. */
  mailboxUrl?: string
  /** Stops accepting requests, waits for open ones, closes the storage it opened. */
  close(): Promise<void>
}

/**
 * Opens the storage (migrating it), then serves the app on `host:port`. A PGlite folder is locked
 * for the server's life (`<dataDir>.lock`): a second server on it throws DataDirInUseError.
 * @example
 * const server = await startServer({ config: { chains: [{ id: 1, rpcUrl }], projectIds: ['my-app'] }, dataDir: '.foyer/data' })
 */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const config = parseServerConfig(options.config)
  const dataDir = options.dataDir ?? '.foyer/data'
  // PGlite in a folder: one server per folder, across processes.
  const unlock =
    !options.storage &&
    !(options.databaseUrl ?? process.env.DATABASE_URL) &&
    !dataDir.includes('://')
      ? await lockDataDir(dataDir)
      : async () => {}
  let storage: Storage
  try {
    storage = options.storage ?? (await openStorage(options))
  } catch (error) {
    await unlock()
    throw error
  }
  // Login mail: to the in-process catcher in dev, else through SMTP_URL (one pooled transport).
  let mailbox: DevMailbox | undefined
  let mailer: Mailer | undefined
  try {
    if (config.email.devMailbox) mailbox = await startDevMailbox()
    const smtpUrl = mailbox?.smtpUrl ?? config.email.smtpUrl ?? process.env.SMTP_URL
    if (smtpUrl) mailer = createMailer({ smtpUrl, from: config.email.from })
  } catch (error) {
    if (!options.storage) await storage.close().catch(() => {})
    await unlock()
    throw error
  }
  const stopMail = async () => {
    mailer?.close()
    await mailbox?.close()
  }
  let listenUrl: string | undefined
  const app = createApp({
    listenUrl: () => listenUrl,
    storage,
    config,
    fetch: options.fetch,
    logError: options.logError,
    prices: options.prices,
    frameDir: options.frameDir,
    appOrigins: options.appOrigins,
    onRequest: options.onRequest,
    faults: options.faults,
    mailer,
    mailbox,
  })
  const host = options.host ?? '127.0.0.1'
  try {
    const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
      const s = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: host }, () =>
        resolve(s),
      )
      s.once('error', reject)
    })
    const { port } = server.address() as AddressInfo
    // Expired nonces, codes, sessions and rate windows go every 10 minutes (a failed sweep,
    // e.g. the database briefly down, is retried at the next one).
    let sweeping: Promise<unknown> | undefined
    const sweeper = setInterval(() => {
      sweeping ??= sweepExpired(storage.db)
        .catch(() => {})
        .finally(() => {
          sweeping = undefined
        })
    }, options.sweepIntervalMs ?? SWEEP_INTERVAL_MS)
    sweeper.unref()
    let closing: Promise<void> | undefined
    const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
    listenUrl = url
    return {
      url,
      port,
      storage,
      ...(mailbox ? { mailboxUrl: `${url}/__mailbox` } : {}),
      close() {
        closing ??= (async () => {
          clearInterval(sweeper)
          await sweeping
          await new Promise<void>((resolve) => {
            server.close(() => resolve())
            ;(server as { closeIdleConnections?: () => void }).closeIdleConnections?.()
          })
          await stopMail()
          if (!options.storage) await storage.close()
          await unlock()
        })()
        return closing
      },
    }
  } catch (error) {
    await stopMail()
    if (!options.storage) await storage.close().catch(() => {})
    await unlock()
    throw error
  }
}
