import { describe, expect, it } from 'vitest'
import { LEGACY_WALLET_NAME, legacyWalletName } from './legacyWalletName.ts'

describe('legacyWalletName', () => {
  it("takes the wallet's own flag, the most specific one first", () => {
    expect(legacyWalletName({ isMetaMask: true })).toBe('MetaMask')
    expect(legacyWalletName({ isMetaMask: true, isRabby: true })).toBe('Rabby')
    expect(legacyWalletName({ isBraveWallet: true, isMetaMask: true })).toBe('Brave Wallet')
  })

  it('says "Browser wallet" for a provider that gives no name, or a flag that is not true', () => {
    expect(legacyWalletName({})).toBe(LEGACY_WALLET_NAME)
    expect(legacyWalletName({ isMetaMask: 'yes' })).toBe('Browser wallet')
  })
})
