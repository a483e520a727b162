import { readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runVite, useTestApps } from './testing/testApps.ts'

const makeApp = useTestApps('app')

describe('foyer() in vite build', () => {
  it('a wrong chain id stops the build with a message naming the field, not a stack trace', () => {
    const dir = makeApp("{ projectId: 'local-dev', chains: [2147483648] } as any")
    const { status, output } = runVite(dir)
    expect(status).not.toBe(0)
    expect(output).toContain('Invalid foyer.config.ts:')
    expect(output).toContain(
      '- chains[0] must be below 2147483648 (Invalid chainId). Provided: 2147483648',
    )
    expect(output).not.toMatch(/\n\s+at /)
  })

  it('a wrong chain id stops the dev server too, with the same message', () => {
    const dir = makeApp("{ projectId: 'local-dev', chains: [1, 99999] } as any")
    const { status, output } = runVite(dir, 'serve')
    expect(status).not.toBe(0)
    expect(output).toContain('error when starting dev server')
    expect(output).toContain('- chains[1] must be a supported chain id (1, 10, 137')
    expect(output).toContain('Provided: 99999')
    expect(output).not.toMatch(/\n\s+at /)
  })

  it('a missing projectId stops the build with a message naming the field', () => {
    const dir = makeApp('{ chains: [1] } as any')
    const { status, output } = runVite(dir)
    expect(status).not.toBe(0)
    expect(output).toContain(
      '- projectId is required: a non-empty string (your project id, or "local-dev"). Provided: undefined',
    )
    expect(output).not.toMatch(/\n\s+at /)
  })

  it('a missing config file is named, with the way to create one', () => {
    const dir = makeApp('{}')
    rmSync(path.join(dir, 'foyer.config.ts'))
    const { status, output } = runVite(dir)
    expect(status).not.toBe(0)
    expect(output).toContain(`No foyer.config.ts in ${dir}. Run \`npx create-foyer\``)
  })

  it('a wagmiConfig module that does not exist stops the build, naming it', () => {
    const dir = makeApp("{ projectId: 'p', chains: [1], wagmiConfig: './src/wagmi.ts' }")
    const { status, output } = runVite(dir)
    expect(status).not.toBe(0)
    expect(output).toContain(
      `wagmiConfig must name a module that exists. Provided: "./src/wagmi.ts" (${path.join(dir, 'src/wagmi.ts')} is not there)`,
    )
    expect(output).not.toMatch(/\n\s+at /)
  })

  it("a wagmiConfig module is the one the page's modal runs on", () => {
    const dir = makeApp("{ projectId: 'p', chains: [1], wagmiConfig: './src/wagmi.ts' }", {
      'src/wagmi.ts':
        'export const config = { chains: [{ id: 1 }], marker: "host-wagmi-config" }\n',
    })
    const { status, output } = runVite(dir)
    expect(output).toBe('')
    expect(status).toBe(0)
    const html = readFileSync(path.join(dir, 'dist/index.html'), 'utf8')
    const src = html.match(/<script type="module"[^>]*src="([^"]+)"/)![1]!
    const entry = readFileSync(path.join(dir, 'dist', src), 'utf8')
    expect(entry).toContain('host-wagmi-config')
    // The chains are checked against foyer.config.ts when the page mounts the modal.
    expect(entry).toContain('wagmiConfig chains must be the chains of foyer.config.ts')
  })
})
