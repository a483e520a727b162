import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * `.foyer/anvil.json` in the app: `{ "<chain id>": "<rpc url>" }` for each running local chain.
 * `foyer anvil` writes it and removes it when it stops; the Vite plugin reads it in dev to fill
 * `rpc` for chains the config gives no URL for; `foyer flow` and `foyer info` read it too.
 */
export const ANVIL_FILE = '.foyer/anvil.json'

export type AnvilFile = Record<string, string>

export function anvilFilePath(root: string): string {
  return path.join(root, ANVIL_FILE)
}

export function writeAnvilFile(root: string, rpcUrls: Record<number, string>): string {
  const file = anvilFilePath(root)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(rpcUrls, null, 2)}\n`)
  return file
}

/** The file's chains, or `undefined` when there is none (or it is not ours to read). */
export function readAnvilFile(root: string): AnvilFile | undefined {
  try {
    const parsed = JSON.parse(readFileSync(anvilFilePath(root), 'utf8')) as unknown
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (e): e is [string, string] => /^\d+$/.test(e[0]) && typeof e[1] === 'string',
      ),
    )
  } catch {
    return undefined
  }
}

/**
 * Removes the file if it still lists `rpcUrls`: a second `foyer anvil` that started since owns
 * it then, and stopping the first must not take the second's chains away from the app.
 */
export function removeAnvilFile(root: string, rpcUrls: Record<number, string>): void {
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
