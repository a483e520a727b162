import { describe, expect, it } from 'vitest'
import { blockExplorerUrl } from './blockExplorerUrl.ts'

describe('blockExplorerUrl', () => {
  it("names the chain's public explorer", () => {
    expect(blockExplorerUrl({}, 1)).toBe('https://etherscan.io')
    expect(blockExplorerUrl({ rpc: { '137': 'https://polygon-rpc.com' } }, 137)).toBe(
      'https://polygonscan.com',
    )
  })

  it('has none for a local chain: anvil, or an RPC on this machine', () => {
    expect(blockExplorerUrl({}, 31337)).toBeUndefined()
    for (const rpc of ['http://127.0.0.1:8545', 'http://localhost:8545', 'http://[::1]:8545'])
      expect(blockExplorerUrl({ rpc: { '1': rpc } }, 1)).toBeUndefined()
  })
})
