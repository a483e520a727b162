import { describe, expect, it } from 'vitest'
import { englishNotice } from '../../testing/englishNotice.ts'
import { instantiateFoyer } from '../instantiateFoyer.ts'
import { watchOnrampArrival } from './watchOnrampArrival.ts'

const owner = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const token = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

function connected() {
  const foyer = instantiateFoyer({ projectId: 'p', chains: [1, 137] } as never, {
    storage: undefined,
    // Wallet code that reads nothing: the balance refresh after an arrival fails quietly.
    loadEngine: async () => ({ createEngine: () => ({}) as never }),
  })
  foyer.connection.setState({ status: 'connected', address: owner, chainId: 1 })
  return foyer
}

/** A balance that reads `values` in turn, then keeps the last. */
const reads = (values: bigint[]) => {
  let i = 0
  return async () => ({
    value: values[Math.min(i++, values.length - 1)]!,
    decimals: 6,
    symbol: 'USDC',
  })
}

describe('watchOnrampArrival', () => {
  it("says how much arrived once the balance rises: '50 USDC arrived'", async () => {
    const foyer = connected()
    const arrived = await watchOnrampArrival(foyer, {
      chainId: 1,
      owner,
      token,
      intervalMs: 1,
      readBalance: reads([1_000_000n, 1_000_000n, 51_000_000n]),
    })
    expect(arrived).toBe(50_000_000n)
    expect(foyer.notice.getState()).toEqual({
      key: 'notice.onrampArrived',
      values: { amount: '50', symbol: 'USDC' },
      tone: 'success',
    })
    expect(englishNotice(foyer.notice.getState())).toBe('50 USDC arrived')
  })

  it('counts from the balance Account showed when the funds beat the first read', async () => {
    const foyer = connected()
    foyer.tokens.setState({
      status: 'success',
      items: [{ chainId: 1, address: token, symbol: 'USDC', decimals: 6, value: 7_000_000n }],
    })
    const arrived = await watchOnrampArrival(foyer, {
      chainId: 1,
      owner,
      token,
      intervalMs: 1,
      readBalance: reads([57_250_000n]),
    })
    expect(arrived).toBe(50_250_000n)
    expect(englishNotice(foyer.notice.getState())).toBe('50.25 USDC arrived')
  })

  it('stops when the account changes or a newer purchase starts', async () => {
    const foyer = connected()
    const first = watchOnrampArrival(foyer, {
      chainId: 1,
      owner,
      token,
      intervalMs: 5,
      readBalance: reads([0n]),
    })
    const second = watchOnrampArrival(foyer, {
      chainId: 1,
      owner,
      token,
      intervalMs: 5,
      readBalance: reads([0n]),
    })
    expect(await first).toBeUndefined()
    foyer.connection.setState({ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })
    expect(await second).toBeUndefined()
    expect(englishNotice(foyer.notice.getState())).toBeUndefined()
  })
})
