import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { devServerPath, VIRTUAL_CONFIG_ID } from '@foyer/modal/internal'
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
    const response = await fetch(new URL(devServerPath(VIRTUAL_CONFIG_ID), url), {
      signal: AbortSignal.timeout(2_000),
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
  const env = Object.fromEntries(
    Object.entries(rpcUrls).map(([id, rpc]) => [`FOYER_RPC_${id}`, rpc]),
  )
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
  }
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    if (await servesChains(url, rpcUrls)) return { url, started: true, stop }
    await new Promise((r) => setTimeout(r, 200))
  }
  await stop()
  throw new CliError(`The dev server did not start on ${url}:\n${output.trim()}`)
}

function killGroup(child: ChildProcess): void {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGTERM')
  } catch {
    // Already gone.
  }
}
