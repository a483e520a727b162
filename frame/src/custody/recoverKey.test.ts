import { describe, expect, it } from 'vitest'
import { createWallet } from './createWallet.ts'
import { KeyRecoveryError } from './errors.ts'
import { recoverKey } from './recoverKey.ts'

const mismatch = (address: string) =>
  `These two shares do not rebuild the wallet ${address}: one of them belongs to another wallet or is damaged. Use the recovery share you saved for this wallet.`

describe('recoverKey', () => {
  it('one share alone cannot rebuild the key: with itself, or with a forged second share', async () => {
    const { address, shares } = await createWallet()
    for (const share of Object.values(shares)) {
      await expect(recoverKey(share, share, address)).rejects.toThrow(mismatch(address))
      // A guessed second share at every other x yields some key, never this wallet's.
      for (let x = 1; x <= 255; x += 17) {
        if (x === share[32]) continue
        const forged = crypto.getRandomValues(new Uint8Array(33))
        forged[32] = x
        await expect(recoverKey(share, forged, address)).rejects.toBeInstanceOf(KeyRecoveryError)
      }
    }
  })

  it('refuses a pair of shares from two different wallets', async () => {
    const [one, two] = await Promise.all([createWallet(), createWallet()])
    const error = await recoverKey(one.shares.device, two.shares.auth, one.address).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(KeyRecoveryError)
    expect((error as KeyRecoveryError).shortMessage).toBe(mismatch(one.address))
  })

  it('catches a corrupted share through the address check (Shamir has no integrity check)', async () => {
    const { address, shares } = await createWallet()
    for (const index of [0, 15, 31]) {
      const corrupted = shares.auth.slice()
      corrupted[index]! ^= 0x01
      await expect(recoverKey(shares.device, corrupted, address)).rejects.toThrow(mismatch(address))
    }
    // A share cut short, or of another x than the one it was made for.
    await expect(recoverKey(shares.device, shares.auth.slice(0, 32), address)).rejects.toThrow(
      mismatch(address),
    )
    const movedX = shares.auth.slice()
    movedX[32] = [1, 2, 3].find((x) => x !== shares.device[32] && x !== shares.auth[32])!
    await expect(recoverKey(shares.device, movedX, address)).rejects.toThrow(mismatch(address))
  })

  it('accepts the expected address in any letter case', async () => {
    const { address, shares } = await createWallet()
    const key = await recoverKey(shares.auth, shares.recovery, address.toLowerCase() as never)
    expect(key).toMatch(/^0x[0-9a-f]{64}$/)
  })

  it('never puts a share or the key in its error', async () => {
    const { address, shares } = await createWallet()
    const corrupted = shares.recovery.slice()
    corrupted[0]! ^= 0xff
    const error = (await recoverKey(shares.device, corrupted, address).catch(
      (e: unknown) => e,
    )) as Error
    const text = `${error.message} ${String(error.cause ?? '')}`
    for (const share of [shares.device, corrupted])
      expect(text).not.toContain(Buffer.from(share).toString('hex'))
  })
})
