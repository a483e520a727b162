import { z } from 'zod'

/**
 * `.foyer/anvil.json` in the app, relative to its root: `{ "<chain id>": "<rpc url>" }` for each
 * local chain `foyer anvil` runs (a Solana network by its CAIP-2 id). The CLI writes it while the chains run; the Vite plugin reads it
 * in dev to fill `rpc` for chains the config gives no URL for; `foyer flow` and `foyer info` read
 * it too. One schema for every reader.
 */
export const ANVIL_FILE = '.foyer/anvil.json'

/** Chain id → RPC URL of each local chain. */
export type AnvilFile = Record<string, string>

/** One entry: a chain id (or a Solana network's CAIP-2 id) and the http(s) URL of its RPC. */
const anvilEntry = z.tuple([
  z.string().regex(/^(\d+|solana:[1-9A-HJ-NP-Za-km-z]{32})$/),
  z.string().regex(/^https?:\/\/\S+$/),
])

/**
 * The chains of an anvil file's text, or `undefined` when the text is not a valid anvil file
 * (missing, not JSON, another shape). Entries that are not a chain id and an http(s) URL are
 * left out rather than failing the whole file.
 * @example parseAnvilFile('{"1":"http://127.0.0.1:8545"}') // { '1': 'http://127.0.0.1:8545' }
 */
export function parseAnvilFile(text: string | undefined): AnvilFile | undefined {
  if (text === undefined) return undefined
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return undefined
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return undefined
  return Object.fromEntries(
    Object.entries(json).filter((entry) => anvilEntry.safeParse(entry).success),
  )
}
