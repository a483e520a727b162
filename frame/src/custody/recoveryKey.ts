import { wordlist } from '@scure/bip39/wordlists/english'
import { sha256 } from 'viem'
import { t } from '../i18n/frameI18n.ts'
import { decodeShare, SHARE_BYTES } from './decodeShare.ts'
import { InvalidShareError } from './errors.ts'

/** Bits per word: the BIP-39 English list has 2^11 words. */
const WORD_BITS = 11
/** Checksum bits after the share's 264: the first 11 bits of its SHA-256, so 275 bits in all. */
const CHECKSUM_BITS = 11
/** Words in a recovery key: 33 bytes plus the checksum, 11 bits a word. */
export const RECOVERY_WORDS = (SHARE_BYTES * 8 + CHECKSUM_BITS) / WORD_BITS

const indexOf = new Map(wordlist.map((word, index) => [word, index]))

/** The first `count` bits of `bytes`, as a string of 0 and 1. */
function bitsOf(bytes: Uint8Array, count = bytes.length * 8): string {
  let bits = ''
  for (const byte of bytes) bits += byte.toString(2).padStart(8, '0')
  return bits.slice(0, count)
}

const checksumOf = (share: Uint8Array) => bitsOf(sha256(share, 'bytes'), CHECKSUM_BITS)

/**
 * The recovery share as words a person can write down: 25 words of the BIP-39 English list (the
 * one every wallet's seed phrase uses, where the first four letters tell each word apart). They
 * hold the share's 33 bytes and an 11-bit checksum, so a mistyped or swapped word is caught
 * before any key is rebuilt.
 * @example
 * const words = encodeRecoveryKey(shares.recovery) // ['abandon', 'zoo', …] (25)
 */
export function encodeRecoveryKey(share: Uint8Array): string[] {
  if (share.length !== SHARE_BYTES)
    throw new InvalidShareError(`A recovery share is ${SHARE_BYTES} bytes.`)
  const bits = bitsOf(share) + checksumOf(share)
  const words: string[] = []
  for (let at = 0; at < bits.length; at += WORD_BITS)
    words.push(wordlist[Number.parseInt(bits.slice(at, at + WORD_BITS), 2)] as string)
  return words
}

/**
 * The word a person wrote for one of the list's: the whole word, or its first four letters (or
 * more), in any case. `undefined` when it is none of them.
 */
export function recoveryWord(written: string): string | undefined {
  const text = written.trim().toLowerCase()
  if (indexOf.has(text)) return text
  if (text.length < 4) return undefined
  const matches = wordlist.filter((word) => word.startsWith(text))
  return matches.length === 1 ? matches[0] : undefined
}

/** The words of a recovery key as written: numbering ("1.", "2)") and punctuation dropped. */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean)
}

/** Whether `text` looks like words (letters and numbering only) rather than a base64 share. */
const looksLikeWords = (text: string) =>
  text.trim().split(/\s+/).length > 1 && /^[\sA-Za-z0-9.,)(-]+$/.test(text)

function decodeWords(text: string): Uint8Array {
  const written = wordsOf(text)
  if (written.length !== RECOVERY_WORDS)
    throw new InvalidShareError(
      t('error.wordCount', { expected: RECOVERY_WORDS, count: written.length }),
    )
  let bits = ''
  written.forEach((entry, position) => {
    const word = recoveryWord(entry)
    // The word itself is never repeated: a message can reach a log, a word is part of the key.
    if (word === undefined)
      throw new InvalidShareError(t('error.unknownWord', { position: position + 1 }))
    bits += (indexOf.get(word) as number).toString(2).padStart(WORD_BITS, '0')
  })
  const share = new Uint8Array(SHARE_BYTES)
  for (let i = 0; i < SHARE_BYTES; i++) share[i] = Number.parseInt(bits.slice(i * 8, i * 8 + 8), 2)
  if (bits.slice(SHARE_BYTES * 8) !== checksumOf(share))
    throw new InvalidShareError(t('error.checksum', { count: RECOVERY_WORDS }))
  return share
}

/**
 * Reads a recovery key as a person enters it: the 25 words of `encodeRecoveryKey` (numbering,
 * line breaks and case ignored; four letters of a word are enough), or the 44-character base64
 * text that wallets made before the words showed. Throws `InvalidShareError`, whose message
 * names the word's position and the rule but never repeats what was typed.
 * @example
 * const recovery = decodeRecoveryKey(typed)
 */
export function decodeRecoveryKey(text: string): Uint8Array {
  if (!looksLikeWords(text)) return decodeShare(text)
  try {
    return decodeWords(text)
  } catch (wordsError) {
    // Base64 wrapped on letters alone looks like words: it still opens the wallet.
    try {
      return decodeShare(text)
    } catch {
      throw wordsError
    }
  }
}
