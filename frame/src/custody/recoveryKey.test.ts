import { wordlist } from '@scure/bip39/wordlists/english'
import { describe, expect, it } from 'vitest'
import { createWallet } from './createWallet.ts'
import { encodeShare } from './encodeShare.ts'
import { InvalidShareError } from './errors.ts'
import { recoverKey } from './recoverKey.ts'
import {
  decodeRecoveryKey,
  encodeRecoveryKey,
  RECOVERY_WORDS,
  recoveryWord,
} from './recoveryKey.ts'

const messageOf = (action: () => unknown) => {
  try {
    action()
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidShareError)
    return (error as Error).message
  }
  throw new Error('no error')
}

describe('the recovery key as words', () => {
  it('writes a share as 25 words of the BIP-39 list, which rebuild the wallet', async () => {
    const { shares, address } = await createWallet()
    const words = encodeRecoveryKey(shares.recovery)
    expect(RECOVERY_WORDS).toBe(25)
    expect(words).toHaveLength(25)
    for (const word of words) expect(wordlist).toContain(word)
    const read = decodeRecoveryKey(words.join(' '))
    expect(read).toEqual(shares.recovery)
    expect(await recoverKey(read, shares.auth, address)).toMatch(/^0x[0-9a-f]{64}$/)
  })

  it('reads the words as a person writes them: numbered, in capitals, four letters each', async () => {
    const { shares } = await createWallet()
    const words = encodeRecoveryKey(shares.recovery)
    const numbered = words.map((word, i) => `${i + 1}. ${word.toUpperCase()}`).join('\n')
    expect(decodeRecoveryKey(numbered)).toEqual(shares.recovery)
    const short = words.map((word) => word.slice(0, 4)).join('  ')
    expect(decodeRecoveryKey(short)).toEqual(shares.recovery)
    expect(recoveryWord('ABAN')).toBe('abandon')
    expect(recoveryWord('aba')).toBeUndefined()
    expect(recoveryWord('zzzz')).toBeUndefined()
  })

  it('still reads the base64 key of a wallet made before the words', async () => {
    const { shares } = await createWallet()
    expect(decodeRecoveryKey(encodeShare(shares.recovery))).toEqual(shares.recovery)
  })

  it('names the word and the rule when the key is wrong, never what was typed', () => {
    // A fixed share: a random one would let the 11-bit checksum pass a swap once in 2048 runs.
    const share = Uint8Array.from({ length: 33 }, (_, i) => (i * 37 + 11) % 256)
    const words = encodeRecoveryKey(share)
    // Each message is a fixed sentence (compared whole): no word of the key is in it.
    expect(messageOf(() => decodeRecoveryKey(words.slice(0, 24).join(' ')))).toBe(
      'A recovery key has 25 words; this one has 24. Enter every word, in order.',
    )
    const misspelt = [...words]
    misspelt[6] = 'qqqqq'
    expect(messageOf(() => decodeRecoveryKey(misspelt.join(' ')))).toBe(
      "Word 7 is not one of the recovery key's words: check its spelling.",
    )
    // Two words swapped: every word is in the list, the checksum catches it.
    expect(words[0]).not.toBe(words[1])
    const swapped = [words[1], words[0], ...words.slice(2)] as string[]
    expect(messageOf(() => decodeRecoveryKey(swapped.join(' ')))).toBe(
      'These 25 words are not a recovery key: one is mistyped, or two are swapped. Check them against the key you saved.',
    )
  })
})
