import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { ANVIL_FILE, type AnvilFile, parseAnvilFile } from '@foyer/modal/internal'

// The file's name, shape and parser live in `@foyer/modal/internal` (the Vite plugin reads it too);
// here: where it is in an app, and how `foyer anvil` writes and removes it.
export type { AnvilFile }

export function anvilFilePath(root: string): string {
  return path.join(root, ANVIL_FILE)
}

export function writeAnvilFile(root: string, rpcUrls: Record<string, string>): string {
  const file = anvilFilePath(root)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(rpcUrls, null, 2)}\n`)
  return file
}

/** The file's chains, or `undefined` when there is none (or it is not a valid anvil file). */
export function readAnvilFile(root: string): AnvilFile | undefined {
  let text: string
  try {
    text = readFileSync(anvilFilePath(root), 'utf8')
  } catch {
    return undefined
  }
  return parseAnvilFile(text)
}

/**
 * Removes the file if it still lists `rpcUrls`: a second `foyer anvil` that started since owns
 * it then, and stopping the first must not take the second's chains away from the app.
 */
export function removeAnvilFile(root: string, rpcUrls: Record<string, string>): void {
  const current = readAnvilFile(root)
  if (current && JSON.stringify(current) === JSON.stringify(rpcUrls))
    rmSync(anvilFilePath(root), { force: true })
}

/** Whether each chain of the file answers `eth_chainId` with its id. */
export async function probeChains(file: AnvilFile): Promise<Record<string, boolean>> {
  const entries = await Promise.all(
    Object.entries(file).map(async ([id, url]) => [id, await answersChainId(url, Number(id))]),
  )
  return Object.fromEntries(entries)
}

async function answersChainId(url: string, chainId: number): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(2_000),
    })
    const body = (await response.json()) as { result?: string }
    return Number(body.result) === chainId
  } catch {
    return false
  }
}
