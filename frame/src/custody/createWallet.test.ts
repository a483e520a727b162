import { privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createWallet } from './createWallet.ts'
import { recoverKey } from './recoverKey.ts'

describe('createWallet', () => {
  it('splits a new key into three 33-byte shares, any two of which rebuild it', async () => {
    const { address, shares } = await createWallet()
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const { device, auth, recovery } = shares
    for (const share of [device, auth, recovery]) expect(share).toHaveLength(33)

    const pairs = [
      [device, auth],
      [auth, device],
      [device, recovery],
      [recovery, device],
      [auth, recovery],
      [recovery, auth],
    ] as const
    const keys = new Set<string>()
    for (const [a, b] of pairs) {
      const key = await recoverKey(a, b, address)
      expect(privateKeyToAddress(key)).toBe(address)
      keys.add(key)
    }
    expect(keys.size).toBe(1)
  })

  it('makes a different key each time', async () => {
    const [one, two] = await Promise.all([createWallet(), createWallet()])
    expect(one.address).not.toBe(two.address)
  })
})
