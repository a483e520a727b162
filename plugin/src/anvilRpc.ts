import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { FoyerConfig } from '@foyer/modal/config'
import { ANVIL_FILE, parseAnvilFile, withAnvilRpc } from '@foyer/modal/internal'
import type { Plugin, ResolvedConfig } from 'vite'

/** The text of `file`, or `undefined` when it cannot be read (there is no anvil file). */
function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return undefined
  }
}

/**
 * The local chains named by `FOYER_RPC_<id>` in the environment, in the anvil file's shape (and
 * through its parser: only chain ids with http(s) URLs). A test runner that starts its own anvils
 * (`@foyer/testing/playwright` with `chainPorts`) gives them to `vite dev` this way.
 * @example envChains({ FOYER_RPC_1: 'http://127.0.0.1:18545' }) // { '1': 'http://127.0.0.1:18545' }
 */
export function envChains(env: Record<string, string | undefined>): Record<string, string> {
  const named = Object.entries(env).flatMap(([key, value]) => {
    const id = /^FOYER_RPC_(\d+)$/.exec(key)?.[1]
    return id && value ? [[id, value] as const] : []
  })
  return parseAnvilFile(JSON.stringify(Object.fromEntries(named))) ?? {}
}

/**
 * The `foyer:anvil` step: in `vite dev` only, points chains at the local anvils `foyer anvil`
 * runs (or those `FOYER_RPC_<id>` names, which win over the file), and restarts the dev server
 * when they start or stop (when that changes the config). A URL the config gives always wins.
 * `vite build` never reads either: a build must not depend on a local process.
 */
export function anvilRpc(env: Record<string, string | undefined> = process.env): {
  apply(config: FoyerConfig, resolved: ResolvedConfig): FoyerConfig
  plugin: Plugin
} {
  let base: FoyerConfig | undefined
  let applied = ''
  let root = ''
  const fromEnv = envChains(env)
  const fill = () =>
    withAnvilRpc(base!, {
      ...parseAnvilFile(readText(path.join(root, ANVIL_FILE))),
      ...fromEnv,
    })
  return {
    apply(config, resolved) {
      if (resolved.command !== 'serve') return config
      base = config
      root = resolved.root
      const result = fill()
      applied = JSON.stringify(result.config.rpc ?? {})
      for (const id of result.filled)
        resolved.logger.info(
          `[foyer] chain ${id} uses the local ${typeof id === 'string' ? 'Solana' : 'anvil'} at ${result.config.rpc![id]} (${fromEnv[id] ? `FOYER_RPC_${id}` : ANVIL_FILE})`,
        )
      return result.config
    },
    plugin: {
      name: 'foyer:anvil',
      apply: 'serve',
      configureServer(server) {
        const file = path.join(server.config.root, ANVIL_FILE)
        server.watcher.add(file)
        const onChange = (changed: string) => {
          if (path.resolve(changed) !== file || !base) return
          // Only a change the app would see restarts it (apps that set every rpc never restart).
          if (JSON.stringify(fill().config.rpc ?? {}) === applied) return
          server.config.logger.info(`[foyer] ${ANVIL_FILE} changed, restarting`, {
            timestamp: true,
          })
          void server.restart()
        }
        for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, onChange)
      },
    },
  }
}
