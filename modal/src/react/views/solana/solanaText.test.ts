import { describe, expect, it } from 'vitest'
import { NETWORK_FAILED, USER_REJECTED } from '../../../core/errors/describeError.ts'
import { en, type Messages } from '../../../core/i18n/messages/en.ts'
import { SolanaSendError } from '../../../core/send/errors.ts'
import { parseSolanaAmount, parseSolanaReceiver } from '../../../core/solana/solanaTransfer.ts'
import { SOLANA_DUPLICATE_WARNING } from '../../../core/solana/solanaWallets.ts'
import { makeI18n } from '../../useI18n.ts'
import { sayString } from './solanaText.tsx'

const thrown = (run: () => unknown): string => {
  try {
    run()
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('did not throw')
}

/** Every message wrapped in ⟦…⟧: a sentence said from the catalog shows it. */
const pseudo = makeI18n(
  'en',
  'ltr',
  Object.fromEntries(Object.entries(en).map(([k, v]) => [k, `⟦${v}⟧`])) as Messages,
)
const english = makeI18n('en', 'ltr', en)

// The Solana code writes its sentences in English (errors, a warning): the views say them from
// the catalog, so each one the code writes must be one the views recognize.
const SENTENCES = [
  thrown(() => parseSolanaAmount('abc', 9)),
  thrown(() => parseSolanaAmount('0.1234567', 6)),
  thrown(() => parseSolanaAmount('0', 9)),
  thrown(() => parseSolanaReceiver('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')),
  SOLANA_DUPLICATE_WARNING,
  USER_REJECTED,
  NETWORK_FAILED,
  new SolanaSendError().shortMessage,
  'The network refused the transfer in a simulation: Transfer: insufficient lamports 1, need 9',
  'Phantom gave no account.',
  'The Solana Devnet node did not answer (https://api.devnet.solana.com).',
]

describe('the Solana sentences in the visitor’s language', () => {
  it.each(SENTENCES)('says “%s” from the catalog', (text) => {
    expect(sayString(pseudo, text)).toMatch(/^⟦.*⟧$/s)
    // In English, word for word what the code wrote (the e2e tests read it).
    expect(sayString(english, text)).toBe(text)
  })

  it('keeps the data of a sentence as it is', () => {
    expect(
      sayString(
        pseudo,
        thrown(() => parseSolanaAmount('0.1234567', 6)),
      ),
    ).toBe('⟦amount has at most 6 decimals. Provided: "0.1234567"⟧')
  })

  it('shows words it does not know (a wallet’s own) as they are', () => {
    expect(sayString(pseudo, 'Wallet says no')).toBe('Wallet says no')
  })
})
