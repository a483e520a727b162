import { describe, expect, it } from 'vitest'
import { createWallet } from './createWallet.ts'
import { decodeShare } from './decodeShare.ts'
import { encodeShare } from './encodeShare.ts'
import { InvalidShareError } from './errors.ts'

describe('encodeShare / decodeShare', () => {
  it('round-trips a share as the padded base64 the server accepts', async () => {
    const { shares } = await createWallet()
    const text = encodeShare(shares.recovery)
    expect(text).toMatch(/^[A-Za-z0-9+/]{44}$/)
    expect(text).toBe(Buffer.from(shares.recovery).toString('base64'))
    expect(decodeShare(text)).toEqual(shares.recovery)
    // As a person may paste it back: wrapped and with spaces.
    expect(decodeShare(` ${text.slice(0, 20)}\n${text.slice(20)} `)).toEqual(shares.recovery)
  })

  it('explains what is wrong with a mistyped or cut share, without repeating it', async () => {
    const text = encodeShare((await createWallet()).shares.recovery)
    const bad = `${text.slice(0, 10)}!${text.slice(11)}`
    expect(() => decodeShare(bad)).toThrow(InvalidShareError)
    expect(() => decodeShare(bad)).toThrow(
      'This is not a valid share: copy the whole text of the share, letters, digits, + / and = only.',
    )
    expect(() => decodeShare(text.slice(0, 40))).toThrow(
      'This share is incomplete or too long: a share is 33 bytes (44 characters); this one is 30 bytes.',
    )
    try {
      decodeShare(bad)
    } catch (error) {
      expect((error as Error).message).not.toContain(bad)
    }
  })
})
