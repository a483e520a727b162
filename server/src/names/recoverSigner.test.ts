import { anvilAccounts } from '@foyer/testing/anvil'
import { hexToBytes, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { recoversTo } from './recoverSigner.ts'

const signer = privateKeyToAccount(anvilAccounts[0]!.privateKey)
const other = anvilAccounts[1]!.address
const message = '{"name":"ada.foyer.id","attributes":{},"timestamp":1700000000}'

describe('recoversTo (libsecp256k1 in WASM)', () => {
  it("says yes for the signer's address and no for another", async () => {
    const signature = await signer.signMessage({ message })
    expect(recoversTo({ address: signer.address, message, signature })).toBe(true)
    expect(recoversTo({ address: other, message, signature })).toBe(false)
    expect(recoversTo({ address: signer.address, message: `${message} `, signature })).toBe(false)
  })

  it('cannot say for what is not a 65-byte signature or has a bad recovery id (viem decides)', async () => {
    const signature = await signer.signMessage({ message })
    expect(
      recoversTo({
        address: signer.address,
        message,
        signature: signature.slice(0, 130) as `0x${string}`,
      }),
    ).toBe(undefined)
    const bytes = hexToBytes(signature)
    bytes[64] = 30
    expect(recoversTo({ address: signer.address, message, signature: toHex(bytes) })).toBe(
      undefined,
    )
  })
})
