/** What the install-path test's modules share: where the repo is, the temp dir, pinned versions, steps. */

import { mkdtempSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const requireFromRepo = createRequire(path.join(repoRoot, 'package.json'))
/** The create-vite the repo's own tests scaffold with, so both meet the same template. */
export const createViteVersion = (
  requireFromRepo('create-vite/package.json') as { version: string }
).version
/** pnpm as corepack fetches it: pinned, so that a new pnpm major does not change the test. */
export const PNPM_VERSION = '10.34.8'
export const WALLET_NAME = 'Foyer Test Wallet'
export const SEND_AMOUNT = '0.01'

// Everything a package manager writes goes under the temp dir.
export const tmp = mkdtempSync(path.join(os.tmpdir(), 'foyer-registry-'))
export const home = path.join(tmp, 'home')
export const binDir = path.join(tmp, 'bin')

// ---------------------------------------------------------------------------------------------
// Steps and their timings

const startedAt = Date.now()
const timings: { name: string; ms: number; ok: boolean }[] = []
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

export class StepError extends Error {
  override name = 'StepError'
  constructor(
    readonly step: string,
    override readonly cause: unknown,
  ) {
    super(`${step}: ${cause instanceof Error ? cause.message : String(cause)}`)
  }
}

export async function step<T>(name: string, action: () => Promise<T>): Promise<T> {
  const started = Date.now()
  console.log(`▸ ${name}`)
  try {
    const result = await action()
    const ms = Date.now() - started
    timings.push({ name, ms, ok: true })
    // Named again: the package managers' steps run at the same time, their lines interleaved.
    console.log(`  ✓ ${name}: ${seconds(ms)} (${seconds(Date.now() - startedAt)} in all)`)
    return result
  } catch (error) {
    timings.push({ name, ms: Date.now() - started, ok: false })
    throw error instanceof StepError ? error : new StepError(name, error)
  }
}

export function printTimings(): void {
  const width = Math.max(...timings.map((t) => t.name.length))
  console.log('\nStep timings:')
  for (const t of timings)
    console.log(`  ${t.ok ? '✓' : '✗'} ${t.name.padEnd(width)}  ${seconds(t.ms).padStart(8)}`)
  console.log(`  ${'total'.padStart(width + 2)}  ${seconds(Date.now() - startedAt).padStart(8)}`)
}

export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message)
}
