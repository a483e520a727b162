import type { ReactNode } from 'react'
import { shortAddress } from '../../core/account/shortAddress.ts'
import { formatAmount } from '../../core/formatAmount.ts'
import type { Foyer } from '../../core/foyer.ts'
import type { MessageKey } from '../../core/i18n/messages/en.ts'
import type { BatchCall, CallStep, CallsBatch } from '../../core/rpc/calls/callsState.ts'
import { callsStore } from '../../core/rpc/calls/callsState.ts'
import { useFoyerState } from '../useFoyerState.ts'
import { type I18n, useI18n } from '../useI18n.ts'
import { networkNode, sendErrorText } from './TransferDetails.tsx'
import { ViewFrame } from './ViewFrame.tsx'

const STEP: Record<CallStep, MessageKey> = {
  waiting: 'calls.stepWaiting',
  asking: 'calls.stepAsking',
  sent: 'calls.stepSent',
  confirmed: 'calls.stepConfirmed',
  reverted: 'calls.stepReverted',
  rejected: 'calls.stepRejected',
  failed: 'calls.stepFailed',
  skipped: 'calls.stepSkipped',
}

const BADGE: Partial<Record<CallStep, string>> = {
  confirmed: 'foyer-status-confirmed',
  reverted: 'foyer-status-failed',
  rejected: 'foyer-status-failed',
  failed: 'foyer-status-failed',
}

/** What one call does, as far as the modal can tell without its contract's ABI. */
function describeCall({ t, amount }: I18n, call: BatchCall, symbol: string): string {
  const value = call.value ? BigInt(call.value) : 0n
  const bytes = call.data && call.data !== '0x' ? (call.data.length - 2) / 2 : 0
  const values = {
    target: call.to ? 'address' : 'new',
    to: call.to ? shortAddress(call.to) : '',
    amount: value > 0n ? amount(formatAmount(value, 18)) : '',
    symbol,
    bytes,
  }
  if (bytes === 0) return value > 0n ? t('calls.send', values) : t('calls.call', values)
  return value > 0n ? t('calls.callWithDataAndValue', values) : t('calls.callWithData', values)
}

/** Call numbers as a list in the locale ("1, 2 and 3"), one based. */
function callNumbers(locale: string, indexes: number[]): string {
  const numbers = indexes.map((i) => new Intl.NumberFormat(locale).format(i + 1))
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(numbers)
}

/**
 * `batchOutcome` in the visitor's language: why the batch stopped and what of it is on chain.
 * Undefined while it runs or once every call is confirmed.
 */
function batchOutcomeText(i18n: I18n, batch: CallsBatch): ReactNode {
  const { t, rich, locale } = i18n
  const at = batch.stoppedAt
  if (at === undefined || batch.status === 'running' || batch.status === 'confirmed') return
  const total = batch.calls.length
  const stop =
    batch.status === 'rejected'
      ? t('calls.rejected', { n: at + 1, total })
      : batch.calls[at]?.step === 'reverted'
        ? t('calls.reverted', { n: at + 1, total })
        : rich('calls.failed', {
            n: at + 1,
            total,
            reason: batch.error ? sendErrorText(i18n, batch.error) : t('calls.notSentByWallet'),
          })
  const before = batch.calls.map((_, i) => i).filter((i) => i < at)
  const after = batch.calls.map((_, i) => i).filter((i) => i > at)
  const rest =
    before.length > 0 && after.length > 0
      ? t('calls.confirmedAndNotSent', {
          confirmedCount: before.length,
          confirmed: callNumbers(locale, before),
          notSentCount: after.length,
          notSent: callNumbers(locale, after),
        })
      : before.length > 0
        ? t('calls.confirmedBefore', { count: before.length, calls: callNumbers(locale, before) })
        : after.length > 0
          ? t('calls.notSentAfter', { count: after.length, calls: callNumbers(locale, after) })
          : undefined
  return rest === undefined ? stop : rich('calls.outcome', { stop: <>{stop}</>, rest })
}

/**
 * A batch of calls (EIP-5792) the modal runs one at a time for a wallet that cannot run it as
 * one: each call's state, "2 of 3 confirmed", and once it stops, what is on chain and what was
 * not sent.
 */
export function CallsView({ foyer }: { foyer: Foyer }) {
  const store = callsStore(foyer)
  const shown = useFoyerState(store, (s) => s.shown)
  const batch = useFoyerState(store, (s) => s.batches.find((b) => b.id === s.shown))
  const i18n = useI18n(foyer)
  const { t } = i18n
  if (!shown || !batch)
    return (
      <ViewFrame foyer={foyer} title={t('calls.emptyTitle')}>
        <p className="foyer-muted">{t('calls.none')}</p>
      </ViewFrame>
    )
  const total = batch.calls.length
  const confirmed = batch.calls.filter((c) => c.step === 'confirmed').length
  const outcome = batchOutcomeText(i18n, batch)
  const asking = batch.calls.findIndex((c) => c.step === 'asking')
  return (
    <ViewFrame foyer={foyer} title={t('calls.title', { total })} step={batch.status}>
      <p className="foyer-text">
        {i18n.rich('calls.intro', { network: networkNode(t, batch.chainId) })}
      </p>
      <p className="foyer-text" role="status" data-testid="foyer-calls-progress">
        {asking >= 0
          ? t('calls.progressAsking', { confirmed, total, n: asking + 1 })
          : t('calls.progress', { confirmed, total })}
      </p>
      <ol className="foyer-connections foyer-calls" aria-label={t('calls.listLabel')}>
        {batch.calls.map((call, index) => (
          <li key={index} data-step={call.step}>
            <span className="foyer-grow">
              {/* The number as an ordered list writes it, in the locale's digits. */}
              {new Intl.NumberFormat(i18n.locale).format(index + 1)}.{' '}
              {describeCall(i18n, call, batch.symbol)}
            </span>
            <span className={`foyer-badge ${BADGE[call.step] ?? ''}`}>{t(STEP[call.step])}</span>
          </li>
        ))}
      </ol>
      {batch.status === 'confirmed' && (
        <p className="foyer-text">{t('calls.allConfirmed', { total })}</p>
      )}
      {outcome && (
        <p className="foyer-error foyer-text" role="alert">
          {outcome}
        </p>
      )}
    </ViewFrame>
  )
}
