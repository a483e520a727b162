import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { API_PATH, devServerPath, VIRTUAL_CONFIG_ID } from '@foyer/modal/internal'
import { freePort } from '@foyer/testing/anvil'
import { CliError } from '../errors.ts'

export type DevServer = { url: string; started: boolean; stop(): Promise<void> }

/** Vite's default dev server address, probed before starting one. */
export const DEFAULT_DEV_URL = 'http://localhost:5173/'

/**
 * The app's dev server: `url` (or Vite's default address) when a Foyer dev server there uses the
 * app's local chains, else a new `vite` started in `root` with `FOYER_RPC_<id>` set for each
 * chain (apps like fixtures/host-app read those) and stopped by `stop()`.
 */
export async function ensureDevServer(input: {
  root: string
  url?: string
  rpcUrls: Record<string, string>
  onProgress?: (message: string) => void
}): Promise<DevServer> {
  for (const candidate of input.url ? [input.url] : [DEFAULT_DEV_URL]) {
    if (await servesChains(candidate, input.rpcUrls))
      return { url: candidate, started: false, stop: async () => {} }
  }
  if (input.url)
    throw new CliError(
      `${input.url} is not a Foyer dev server using this app's local chains (${Object.values(input.rpcUrls).join(', ')}).`,
    )
  input.onProgress?.('starting the dev server')
  return startVite(input.root, input.rpcUrls)
}

/**
 * Whether `url` is a Vite dev server with the Foyer plugin whose config points at these RPC
 * URLs: then it is this app's (or one that serves the same chains), and safe to drive.
 */
async function servesChains(url: string, rpcUrls: Record<string, string>): Promise<boolean> {
  try {
    // The plugin's virtual config module, as Vite serves virtual ids to the browser.
    // Generous: a dev server that has just started may be busy for seconds (the Foyer server's
    // PGlite creates its database on the same thread), and a slow answer is still a yes.
    const response = await fetch(new URL(devServerPath(VIRTUAL_CONFIG_ID), url), {
      signal: AbortSignal.timeout(url === DEFAULT_DEV_URL ? 2_000 : 15_000),
    })
    if (!response.ok) return false
    const body = await response.text()
    return Object.values(rpcUrls).every((rpc) => body.includes(rpc))
  } catch {
    return false
  }
}

function viteBin(root: string): string {
  try {
    const manifest = createRequire(path.join(root, 'package.json')).resolve('vite/package.json')
    return path.join(path.dirname(manifest), 'bin/vite.js')
  } catch {
    throw new CliError(
      `vite is not installed in ${root}: run your package manager's install first.`,
    )
  }
}

async function startVite(root: string, rpcUrls: Record<string, string>): Promise<DevServer> {
  const port = await freePort('127.0.0.1')
  const url = `http://127.0.0.1:${port}/`
  const env: Record<string, string> = Object.fromEntries(
    Object.entries(rpcUrls).map(([id, rpc]) => [`FOYER_RPC_${id}`, rpc]),
  )
  // The Foyer server of this dev server gets a folder of its own: the app's .foyer/data may be
  // open in the developer's own `npm run dev`, and two servers must never share one.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'foyer-flow-data-'))
  env.FOYER_DATA_DIR = dataDir
  const child = spawn(
    process.execPath,
    [viteBin(root), '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    {
      cwd: root,
      env: { ...process.env, NODE_ENV: '', FORCE_COLOR: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so that stop() also ends esbuild/rolldown workers.
      detached: true,
    },
  )
  let output = ''
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4_000)
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const kill = () => killGroup(child)
  process.once('exit', kill)
  const stop = async () => {
    process.off('exit', kill)
    kill()
    if (child.exitCode === null && child.signalCode === null)
      await new Promise((resolve) => child.once('exit', resolve))
    rmSync(dataDir, { recursive: true, force: true })
  }
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    if (await servesChains(url, rpcUrls)) {
      await apiReady(url)
      return { url, started: true, stop }
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  await stop()
  throw new CliError(`The dev server did not start on ${url}:\n${output.trim()}`)
}

/**
 * Waits for the dev server's Foyer server (its PGlite may take seconds to create the database):
 * the plugin holds requests to it until it is ready. Any answer will do; an app without the
 * server answers 404 at once.
 */
async function apiReady(url: string): Promise<void> {
  try {
    await fetch(new URL(`${API_PATH}/health`, url), { signal: AbortSignal.timeout(45_000) })
  } catch {
    // Not ready in time, or no server: the flow reports what the page then shows.
  }
}

function killGroup(child: ChildProcess): void {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGTERM')
  } catch {
    // Already gone.
  }
}
