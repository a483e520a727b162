import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { removeDir } from '../testing/cliProcess.ts'
import { findWagmiConfig, readWagmiModule } from './wagmiConfig.ts'

describe('readWagmiModule', () => {
  it('reads the export and the chains of the shapes people write', () => {
    const shapes: Record<string, string> = {
      named: `import { createConfig, http } from 'wagmi'
import { mainnet, polygon } from 'wagmi/chains'

export const config = createConfig({
  chains: [mainnet, polygon],
  transports: { [mainnet.id]: http(), [polygon.id]: http() },
})
`,
      'default, through a variable, viem/chains, as const': `import { createConfig, http } from '@wagmi/core'
import { base, sepolia } from 'viem/chains'

const wagmiConfig = createConfig({
  chains: [base, sepolia] as const,
  transports: { [base.id]: http(), [sepolia.id]: http() },
})
export default wagmiConfig
`,
      'aliases and namespaces': `import * as wagmi from 'wagmi'
import * as chains from 'viem/chains'
import { arbitrum as arb } from 'viem/chains'

const chainList = [chains.optimism, arb] as const
const c = wagmi.createConfig({ chains: chainList, transports: {} })
export { c as wagmiConfig }
`,
      'declared type, semicolons, anvil': `import { createConfig, http, type Config } from "wagmi";
import { foundry } from "wagmi/chains";

export const config: Config = createConfig({ chains: [foundry], transports: { [foundry.id]: http() } });
`,
    }
    const read = Object.fromEntries(
      Object.entries(shapes).map(([name, source]) => [name, readWagmiModule(source)]),
    )
    expect(read).toEqual({
      named: { exportName: 'config', chains: [1, 137] },
      'default, through a variable, viem/chains, as const': {
        exportName: 'default',
        chains: [8453, 11155111],
      },
      'aliases and namespaces': { exportName: 'wagmiConfig', chains: [10, 42161] },
      'declared type, semicolons, anvil': { exportName: 'config', chains: [31337] },
    })
  })

  it('says why the chains cannot be read, and keeps the export', () => {
    const custom = `import { createConfig, http } from 'wagmi'
import { defineChain } from 'viem'
import { mainnet, localhost } from 'viem/chains'
const myChain = defineChain({ id: 777, name: 'Mine', nativeCurrency: { name: 'M', symbol: 'M', decimals: 18 }, rpcUrls: { default: { http: ['http://x'] } } })
export const config = createConfig({ chains: [mainnet, myChain], transports: {} })
export const other = createConfig({ chains: [localhost], transports: {} })
`
    expect(readWagmiModule(custom)).toMatchObject({
      exportName: 'config',
      chains: undefined,
      chainsReason: expect.stringMatching(
        /^its chain `myChain` is not one of mainnet, optimism, .* from viem\/chains or wagmi\/chains$/,
      ),
    })
    expect(
      readWagmiModule(
        `import { createConfig } from 'wagmi'\nimport { chains } from './chains'\nexport default createConfig({ chains, transports: {} })\n`,
      ),
    ).toMatchObject({ exportName: 'default', chainsReason: 'its `chains` is not an array literal' })
    expect(
      readWagmiModule(
        `import { createConfig } from 'wagmi'\nimport { mainnet } from 'wagmi/chains'\nconst extra = [mainnet]\nexport default createConfig({ chains: [...extra], transports: {} })\n`,
      ),
    ).toMatchObject({ chainsReason: expect.stringContaining('its chain a spread is not one of') })
  })

  it('says how an unusable module exports its config', () => {
    expect(
      readWagmiModule(
        `import { createConfig } from 'wagmi'\nexport const myConfig = createConfig({ chains: [], transports: {} })\n`,
      ),
    ).toEqual({
      exportName: undefined,
      reason:
        'it exports its wagmi config as `myConfig`, not as the default export, `config` or `wagmiConfig`',
    })
    expect(
      readWagmiModule(
        `import { createConfig } from 'wagmi'\nconst config = createConfig({ chains: [], transports: {} })\n`,
      ),
    ).toEqual({ exportName: undefined, reason: 'it does not export the wagmi config it makes' })
  })

  it('is not fooled by other createConfigs, type imports or broken files', () => {
    expect(
      readWagmiModule(
        `import { createConfig } from '@privy-io/wagmi'\nexport const config = createConfig({ chains: [] })\n`,
      ),
    ).toBeUndefined()
    expect(
      readWagmiModule(`import type { createConfig } from 'wagmi'\nexport const config = 1\n`),
    ).toBeUndefined()
    expect(readWagmiModule(`import { createConfig } from 'wagmi'\nexport const = (\n`)).toBe(
      undefined,
    )
  })
})

describe('findWagmiConfig', () => {
  const dirs: string[] = []
  afterAll(() => {
    for (const dir of dirs) removeDir(dir)
  })
  function app(files: Record<string, string>): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'foyer-wagmi-'))
    dirs.push(dir)
    for (const [name, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
      writeFileSync(path.join(dir, name), content)
    }
    return dir
  }
  const config = (name: string, chain = 'mainnet') =>
    `import { createConfig, http } from 'wagmi'\nimport { ${chain} } from 'wagmi/chains'\nexport const ${name} = createConfig({ chains: [${chain}], transports: {} })\n`

  it('finds the module under src/, a wagmi.* file first, skipping node_modules and tests', () => {
    const dir = app({
      'src/lib/config.ts': config('config', 'base'),
      'src/lib/wagmi.ts': config('config', 'polygon'),
      'src/node_modules/x/wagmi.ts': config('config', 'sepolia'),
      'src/wagmi.test.ts': config('config', 'gnosis'),
      'wagmi.ts': config('config', 'bsc'),
    })
    expect(findWagmiConfig(dir)).toEqual({
      file: 'src/lib/wagmi.ts',
      exportName: 'config',
      chains: [137],
    })
  })

  it('prefers a usable module, else reports the one it found', () => {
    expect(
      findWagmiConfig(
        app({ 'src/wagmi.ts': config('myConfig'), 'src/providers.tsx': config('wagmiConfig') }),
      ),
    ).toEqual({ file: 'src/providers.tsx', exportName: 'wagmiConfig', chains: [1] })
    expect(findWagmiConfig(app({ 'src/wagmi.ts': config('myConfig') }))).toMatchObject({
      file: 'src/wagmi.ts',
      exportName: undefined,
    })
    expect(findWagmiConfig(app({ 'src/App.tsx': 'export default 1\n' }))).toBeUndefined()
    expect(findWagmiConfig(app({}))).toBeUndefined()
  })
})
