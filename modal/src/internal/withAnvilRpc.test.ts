import { describe, expect, it } from 'vitest'
import type { FoyerConfig } from '../core/config/configSchema.ts'
import { parseConfig } from '../core/config/parseConfig.ts'
import { withAnvilRpc } from './withAnvilRpc.ts'

// Through the schema, so its defaults are whatever the modal's current ones are.
const base: FoyerConfig = parseConfig({ projectId: 'p', chains: [1, 137] })

describe('withAnvilRpc', () => {
  it('fills rpc for configured chains the file lists and the config has no URL for', () => {
    const result = withAnvilRpc(
      { ...base, rpc: { 137: 'https://polygon.example' } },
      { 1: 'http://127.0.0.1:8545', 137: 'http://127.0.0.1:8546', 10: 'http://127.0.0.1:8547' },
    )
    expect(result.filled).toEqual([1])
    expect(result.config.rpc).toEqual({
      1: 'http://127.0.0.1:8545',
      137: 'https://polygon.example',
    })
  })

  it('returns the same config when there is nothing to fill', () => {
    expect(withAnvilRpc(base, undefined).config).toBe(base)
    expect(withAnvilRpc(base, { 10: 'http://127.0.0.1:1' }).config).toBe(base)
  })
})
