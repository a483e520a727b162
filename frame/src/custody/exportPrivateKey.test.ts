import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createWallet } from './createWallet.ts'
import { KeyRecoveryError } from './errors.ts'
import { exportPrivateKey } from './exportPrivateKey.ts'

describe('exportPrivateKey', () => {
  it("returns the wallet's key as hex, which another wallet imports to the same address", async () => {
    const { address, shares } = await createWallet()
    const privateKey = await exportPrivateKey({ shares: [shares.device, shares.auth], address })
    expect(privateKey).toMatch(/^0x[0-9a-f]{64}$/)
    expect(privateKeyToAccount(privateKey).address).toBe(address)
  })

  it('refuses to export a key that is not the wallet’s', async () => {
    const [one, two] = await Promise.all([createWallet(), createWallet()])
    await expect(
      exportPrivateKey({ shares: [two.shares.device, two.shares.auth], address: one.address }),
    ).rejects.toBeInstanceOf(KeyRecoveryError)
  })
})
