import { describe, expect, it } from 'vitest'
import { createWallet } from '../custody/createWallet.ts'
import { recoverKey } from '../custody/recoverKey.ts'
import { openShare, sealShare, vaultKey } from './passkeyVault.ts'

const prf = (fill: number) => new Uint8Array(32).fill(fill)

describe('the recovery share under a passkey', () => {
  it('opens with the same PRF output and credential only', async () => {
    const { shares, address } = await createWallet()
    const key = await vaultKey(prf(7), 'cred-a')
    const sealed = await sealShare(shares.recovery, key)
    const opened = await openShare(sealed, await vaultKey(prf(7), 'cred-a'))
    expect(opened).toEqual(shares.recovery)
    expect(await recoverKey(opened, shares.auth, address)).toMatch(/^0x[0-9a-f]{64}$/)
    await expect(openShare(sealed, await vaultKey(prf(8), 'cred-a'))).rejects.toThrow()
    await expect(openShare(sealed, await vaultKey(prf(7), 'cred-b'))).rejects.toThrow()
  })

  it('is, with the auth share, all the server holds, and that rebuilds no key', async () => {
    const { shares, address } = await createWallet()
    const sealed = Uint8Array.from(
      atob(await sealShare(shares.recovery, await vaultKey(prf(1), 'cred'))),
      (c) => c.charCodeAt(0),
    )
    // Every share-sized window of the ciphertext, taken as the second share.
    for (let start = 0; start + shares.auth.length <= sealed.length; start++)
      await expect(
        recoverKey(shares.auth, sealed.slice(start, start + shares.auth.length), address),
      ).rejects.toThrow(/do not rebuild the wallet/)
  })
})
