import { parseConfig } from '@foyer/modal/internal'
import { describe, expect, it } from 'vitest'
import { DEFAULT_ANSWERS, type InitAnswers } from '../init/answers.ts'
import { readConfig, renderConfig, updateConfig } from './renderConfig.ts'

const full: InitAnswers = {
  projectId: 'a1b2c3',
  chains: [1, 137, 31337],
  siwe: true,
  email: true,
  socials: ['google', 'github'],
}

/** Evaluates a rendered config the way the plugin would see it (defineConfig is the identity). */
function evaluate(source: string): unknown {
  const body = source
    .replace(/^import .*$/m, '')
    .replace('export default defineConfig(', 'return (')
  return new Function(body)()
}

describe('renderConfig', () => {
  it('with the defaults of --yes', () => {
    expect(renderConfig(DEFAULT_ANSWERS)).toMatchSnapshot()
  })

  it('with every answer set', () => {
    expect(renderConfig(full)).toMatchSnapshot()
  })

  it('writes configs the schema accepts', () => {
    for (const answers of [DEFAULT_ANSWERS, full])
      expect(parseConfig(evaluate(renderConfig(answers)))).toMatchObject({
        projectId: answers.projectId,
        chains: answers.chains,
      })
  })

  it('reads back what it wrote', () => {
    expect(readConfig(renderConfig(full))).toEqual(full)
  })

  it("names the app's own wagmi config, in a config the schema accepts", () => {
    const source = renderConfig(
      { ...DEFAULT_ANSWERS, chains: [1, 137] },
      { wagmiConfig: './src/wagmi.ts' },
    )
    expect(source).toContain(
      "  chains: [1, 137],\n  // The modal runs on the app's own wagmi config; its chains must be the ones above.\n  wagmiConfig: './src/wagmi.ts',\n",
    )
    expect(parseConfig(evaluate(source))).toMatchObject({ wagmiConfig: './src/wagmi.ts' })
    expect(readConfig(source).wagmiConfig).toBe('./src/wagmi.ts')
  })
})

describe('updateConfig', () => {
  const hand = `import { defineConfig } from '@foyer/modal/config'

export default defineConfig({
  projectId: "abc",
  chains: [1, 137],
  rpc: { 1: process.env.RPC_1 ?? 'http://127.0.0.1:8545' },
  metadata: { name: 'Demo' }, // shown in wallets
})
`

  it('changes only the fields whose value differs, keeping the rest of the file', () => {
    const out = updateConfig(hand, { ...DEFAULT_ANSWERS, projectId: 'abc', chains: [1, 10] })
    expect(out).toMatchSnapshot()
  })

  it('changes nothing when the answers are what the file says', () => {
    const current = { ...DEFAULT_ANSWERS, ...readConfig(hand) }
    expect(updateConfig(hand, current)).toContain('chains: [1, 137],')
    const once = updateConfig(hand, current)
    expect(updateConfig(once, current)).toBe(once)
  })

  it('adds wagmiConfig once, and sets it in place when it changes', () => {
    const answers = { ...DEFAULT_ANSWERS, ...readConfig(hand) }
    const once = updateConfig(hand, answers, { wagmiConfig: './src/wagmi.ts' })
    expect(once).toContain(
      "  metadata: { name: 'Demo' }, // shown in wallets\n  wagmiConfig: './src/wagmi.ts',\n})",
    )
    expect(updateConfig(once, answers, { wagmiConfig: './src/wagmi.ts' })).toBe(once)
    // Without one, an existing wagmiConfig is kept.
    expect(updateConfig(once, answers)).toBe(once)
    expect(updateConfig(once, answers, { wagmiConfig: './src/lib/wagmi.ts' })).toContain(
      "wagmiConfig: './src/lib/wagmi.ts',",
    )
  })

  it('reads literal fields and the literal part of rpc', () => {
    expect(readConfig(hand)).toEqual({ projectId: 'abc', chains: [1, 137] })
    expect(readConfig("export default { chains: [1], rpc: { 1: 'http://x' } }")).toEqual({
      chains: [1],
      rpc: { 1: 'http://x' },
    })
    expect(readConfig('export default {')).toEqual({})
    // Solana networks beside EVM chains: split by namespace, `chains` left to the EVM-only lists.
    expect(
      readConfig("export default { chains: [1, 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'] }"),
    ).toEqual({
      networks: { evm: [1], solana: ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'] },
    })
    expect(readConfig("export default { chains: [1, 'solana:devnet'] }")).toEqual({})
  })
})
