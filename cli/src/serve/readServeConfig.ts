import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { FoyerConfig } from '@foyer/modal/config'
import { ConfigError, parseConfig, withAnvilRpc } from '@foyer/modal/internal'
import { readAnvilFile } from '../anvil/anvilFile.ts'
import { CliError } from '../errors.ts'
import { FOYER_CONFIG_FILES } from '../project/detectViteApp.ts'
import { readConfig } from '../transforms/renderConfig.ts'

/** The chain and project a server without a foyer.config.* serves. */
export const SERVE_DEFAULTS = { projectId: 'local-dev', chains: [1] } as const

export type ServeConfig = {
  /** The app's config as the server sees it: its chains with `foyer anvil`'s RPC filled in. */
  config: FoyerConfig
  /** The config file read, relative to `root`; `undefined`: none, the defaults apply. */
  file: string | undefined
  /** Whether the file's projectId was read; `false`: it is not a literal, any is accepted. */
  projectIdRead: boolean
  /** Chains whose upstream is a local anvil of `.foyer/anvil.json`. */
  anvilChains: FoyerConfig['chains']
}

/**
 * What `foyer serve` serves: the app's foyer.config.* (or `configFile`), read as literals the
 * way every CLI command reads it (no code of the app runs), else SERVE_DEFAULTS; then the chains
 * `foyer anvil` runs for it (`.foyer/anvil.json`) as upstreams, as the Vite plugin does in dev.
 * @example const { config } = readServeConfig({ root: process.cwd() })
 */
export function readServeConfig({
  root,
  configFile,
}: {
  root: string
  configFile?: string | undefined
}): ServeConfig {
  const name = configFile ?? FOYER_CONFIG_FILES.find((f) => existsSync(path.join(root, f)))
  let input: Record<string, unknown> = { ...SERVE_DEFAULTS, chains: [...SERVE_DEFAULTS.chains] }
  let projectIdRead = true
  let file: string | undefined
  if (name) {
    const full = path.resolve(root, name)
    if (!existsSync(full))
      throw new CliError(`--config must name a file that exists. Provided: "${configFile}"`)
    file = path.relative(root, full) || full
    const read = readConfig(readFileSync(full, 'utf8'))
    if (!read.chains)
      throw new CliError(
        `${file} has no literal \`chains\` list that foyer serve can read (it reads the file, it does not run it). Write them as a list such as \`chains: [1, 137]\`.`,
      )
    projectIdRead = read.projectId !== undefined
    input = { projectId: read.projectId ?? SERVE_DEFAULTS.projectId, chains: read.chains }
    if (read.rpc && Object.keys(read.rpc).length > 0) input.rpc = read.rpc
  }
  let config: FoyerConfig
  try {
    config = parseConfig(input, file ?? 'the defaults')
  } catch (error) {
    if (error instanceof ConfigError) throw new CliError(error.message)
    throw error
  }
  const filled = withAnvilRpc(config, readAnvilFile(root))
  return { config: filled.config, file, projectIdRead, anvilChains: filled.filled }
}
