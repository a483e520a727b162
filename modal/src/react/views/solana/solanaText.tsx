import type { ReactNode } from 'react'
import type { MessageKey } from '../../../core/i18n/messages/en.ts'
import { EMBEDDED_SOLANA_ID } from '../../../core/solana/embeddedSolanaWallet.ts'
import type { SolanaWalletOption } from '../../../core/solana/solanaState.ts'
import { describeErrorIn, errorNode } from '../../describeErrorIn.ts'
import type { I18n } from '../../useI18n.ts'

/** An argument of a sentence: `data` is shown as it is (not translated); `ltr` for addresses. */
type Arg = { name: string; kind?: 'data' | 'ltr' | 'plural' }

/**
 * The English sentences the Solana code (its store, its errors, the notice) writes, each with
 * the message that says it in the visitor's language and the arguments it carries.
 */
const SENTENCES: readonly [RegExp, MessageKey, readonly Arg[]][] = [
  [/^You rejected the request in your wallet\.$/, 'error.userRejected', []],
  [
    /^The network did not answer\. Check that the chain’s RPC is running, then retry\.$/,
    'error.networkFailed',
    [],
  ],
  [/^(.+) is not on this page any more\.$/s, 'solana.errorWalletGone', [{ name: 'wallet' }]],
  [/^(.+) gave no account\.$/s, 'solana.errorNoAccount', [{ name: 'wallet' }]],
  [/^No Solana wallet is connected\.$/, 'solana.errorNoWallet', []],
  [
    /^(.+) no longer gives (\S+)\.$/s,
    'solana.errorAccountGone',
    [{ name: 'wallet' }, { name: 'address', kind: 'ltr' }],
  ],
  [/^(.+) cannot sign Solana transactions\.$/s, 'solana.errorCannotSign', [{ name: 'wallet' }]],
  [
    /^The email wallet does not send on (.+) in this app\.$/s,
    'solana.errorEmailWalletNetwork',
    [{ name: 'network' }],
  ],
  [/^The wallet frame gave no signed transaction\.$/, 'solana.errorFrameNoTransaction', []],
  [/^The wallet frame gave no signature\.$/, 'solana.errorFrameNoSignature', []],
  [
    /^The (.+) node did not answer \((.+)\)\.$/s,
    'solana.errorNodeNoAnswer',
    [{ name: 'network' }, { name: 'url', kind: 'ltr' }],
  ],
  [/^The node refused the request\.$/, 'solana.errorNodeRefused', []],
  [/^Failed to send transaction\. Please try again\.$/, 'error.solanaSendFailed', []],
  [/^Please enter a valid amount and receiver address$/, 'error.invalidSendInput', []],
  [
    /^The network refused the transfer in a simulation: (.*)$/s,
    'solana.errorSimulation',
    [{ name: 'reason', kind: 'data' }],
  ],
  [
    /^amount must be a number\. Provided: "(.*)"$/s,
    'solana.errorAmountNotNumber',
    [{ name: 'amount', kind: 'ltr' }],
  ],
  [
    /^amount has at most (\d+) decimals\. Provided: "(.*)"$/s,
    'solana.errorAmountDecimals',
    [
      { name: 'decimals', kind: 'plural' },
      { name: 'amount', kind: 'ltr' },
    ],
  ],
  [
    /^amount must be above 0\. Provided: "(.*)"$/s,
    'solana.errorAmountZero',
    [{ name: 'amount', kind: 'ltr' }],
  ],
  [
    /^receiver must be a Solana address \(base58, 32 bytes\)\. Provided: "(.*)"$/s,
    'solana.errorReceiver',
    [{ name: 'address', kind: 'ltr' }],
  ],
  [/^(.+) has no USDC to send\.$/s, 'solana.errorNoUsdc', [{ name: 'network' }]],
  [/^Another wallet on this page uses the same name$/, 'solana.duplicateWarning', []],
]

/** The message and arguments of one of the Solana code's sentences, or undefined. */
function match(text: string) {
  for (const [pattern, key, args] of SENTENCES) {
    const found = pattern.exec(text)
    if (found) return { key, args: args.map((arg, i) => ({ ...arg, value: found[i + 1] ?? '' })) }
  }
  return undefined
}

type Say = Pick<I18n, 't' | 'rich'>

/** One of the Solana code's sentences in the visitor's language; undefined for other words. */
function sayKnown({ t, rich }: Say, text: string): ReactNode | undefined {
  const found = match(text)
  if (!found) return undefined
  const values: Record<string, ReactNode> = {}
  for (const { name, kind, value } of found.args)
    values[name] =
      kind === 'plural' ? (
        Number(value)
      ) : kind === 'ltr' ? (
        <bdi dir="ltr" translate="no">
          {value}
        </bdi>
      ) : kind === 'data' ? (
        <span translate="no">{value}</span>
      ) : (
        value
      )
  return found.args.some((a) => a.kind === 'ltr' || a.kind === 'data')
    ? rich(found.key, values)
    : t(found.key, values)
}

/**
 * One of the Solana code's English sentences (an error kept in the store as text) in the
 * visitor's language, its data (names, addresses, a node's words) kept as they are; words it does
 * not know (a wallet's own message) are shown as they are, marked not to be translated.
 */
export function sayText(i18n: Say, text: string): ReactNode {
  return sayKnown(i18n, text) ?? <span translate="no">{text}</span>
}

/** `sayText` as a plain string (for text kept in the store); unknown words as they are. */
export function sayString({ t }: Pick<I18n, 't'>, text: string): string {
  const found = match(text)
  if (!found) return text
  return t(
    found.key,
    Object.fromEntries(
      found.args.map(({ name, kind, value }) => [name, kind === 'plural' ? Number(value) : value]),
    ),
  )
}

/**
 * A thrown error in the visitor's language: the Solana code's sentences (read from
 * `describeError`'s English), else `describeErrorIn`'s (Foyer's errors, a refusal, a dead RPC).
 */
export function sayError(i18n: Say, error: unknown, describeError: (e: unknown) => string) {
  return sayKnown(i18n, describeError(error)) ?? errorNode(i18n.t, error)
}

/** `sayError` as a plain string (kept in the store); a wallet's own words as they are. */
export function sayErrorString(
  i18n: Pick<I18n, 't'>,
  error: unknown,
  describeError: (e: unknown) => string,
): string {
  const english = describeError(error)
  return match(english) ? sayString(i18n, english) : describeErrorIn(i18n.t, error)
}

/** A Solana wallet's name: the email wallet's in the visitor's language, others' as they are. */
export function solanaWalletName(
  t: I18n['t'],
  wallet: Pick<SolanaWalletOption, 'id' | 'name'> | undefined,
): string {
  return wallet?.id === EMBEDDED_SOLANA_ID ? t('solana.emailWallet') : (wallet?.name ?? '')
}
