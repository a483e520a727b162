import { existsSync } from 'node:fs'
import path from 'node:path'
import type { FoyerConfig } from '@foyer/modal/config'
import { ConfigError, parseConfig } from '@foyer/modal/internal'
import { runnerImport } from 'vite'

export const CONFIG_FILES = [
  'foyer.config.ts',
  'foyer.config.mts',
  'foyer.config.js',
  'foyer.config.mjs',
]

/**
 * An error the developer fixes in their files. Its stack is only the message, so Vite prints the
 * message and stops instead of dumping a stack trace into the terminal.
 */
export class FoyerPluginError extends Error {
  override name = 'FoyerPluginError'
  constructor(message: string, options?: ErrorOptions) {
    super(message, options)
    this.stack = `[foyer] ${message}`
  }
}

/** Finds the config file: the one given, else the first of CONFIG_FILES in the root. */
export function findConfigFile(root: string, configFile?: string): string {
  if (configFile) {
    const file = path.resolve(root, configFile)
    if (!existsSync(file)) throw new FoyerPluginError(`Config file not found: ${file}`)
    return file
  }
  for (const name of CONFIG_FILES) {
    const file = path.join(root, name)
    if (existsSync(file)) return file
  }
  throw new FoyerPluginError(
    `No foyer.config.ts in ${root}. Run \`npx create-foyer\` to create one, or pass foyer({ configFile }).`,
  )
}

/** Imports `foyer.config.ts` with Vite's module runner and validates it. */
export async function loadFoyerConfig(
  file: string,
): Promise<{ config: FoyerConfig; dependencies: string[] }> {
  let loaded: { module: { default?: unknown }; dependencies: string[] }
  try {
    loaded = await runnerImport<{ default?: unknown }>(file)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new FoyerPluginError(`Could not load ${path.basename(file)}: ${reason}`, { cause: error })
  }
  if (loaded.module.default === undefined)
    throw new FoyerPluginError(
      `${path.basename(file)} must \`export default defineConfig({ ... })\`.`,
    )
  try {
    return {
      config: parseConfig(loaded.module.default, path.basename(file)),
      dependencies: loaded.dependencies,
    }
  } catch (error) {
    // No `cause`: Vite would print it with its stack; the message already says everything.
    if (error instanceof ConfigError) throw new FoyerPluginError(error.message)
    throw error
  }
}
