import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin, UserConfig } from 'vite'
import { describe, expect, it } from 'vitest'
import { foyer } from './foyer.ts'

const modalSrc = fileURLToPath(new URL('../../modal/src', import.meta.url))

/** The bare viem entries (`viem`, `viem/ens`, …) the modal's shipped code imports. */
function viemEntriesOfTheModal(): string[] {
  const found = new Set<string>()
  for (const name of readdirSync(modalSrc, { recursive: true }) as string[]) {
    if (!/\.tsx?$/.test(name) || /\.test\.tsx?$/.test(name) || name.startsWith('testing')) continue
    const source = readFileSync(path.join(modalSrc, name), 'utf8')
    for (const [, spec] of source.matchAll(
      /^(?:import|export) (?!type )[^;]*? from '(viem(?:\/[\w-]+)?)'/gm,
    ))
      found.add(spec!)
    for (const [, spec] of source.matchAll(/import\('(viem(?:\/[\w-]+)?)'\)/g)) found.add(spec!)
  }
  return [...found].sort()
}

describe('foyer() pre-bundles the modal’s dependencies in vite dev', () => {
  it('lists every viem entry the modal imports, so no late find reloads the page mid-click', async () => {
    const plugin = foyer({ server: false }).find(
      (p): p is Plugin =>
        typeof p === 'object' && p !== null && 'config' in p && p.name === 'foyer:config',
    )
    const hook = plugin?.config
    const run = typeof hook === 'function' ? hook : hook?.handler
    const config = (await run?.call(
      {} as never,
      {},
      { command: 'serve', mode: 'development' },
    )) as UserConfig
    const included = config.optimizeDeps?.include ?? []
    const entries = viemEntriesOfTheModal()
    expect(entries).toContain('viem/actions')
    expect(entries.filter((entry) => !included.includes(`@foyer/modal > ${entry}`))).toEqual([])
  })
})
