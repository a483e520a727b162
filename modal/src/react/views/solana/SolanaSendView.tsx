import { useState } from 'react'
import { formatAmount } from '../../../core/formatAmount.ts'
import type { Foyer } from '../../../core/foyer.ts'
import { SOL_DECIMALS, USDC_DECIMALS } from '../../../core/solana/networks.ts'
import {
  editSolanaSend,
  noteSolanaSendError,
  solanaStore,
} from '../../../core/solana/solanaState.ts'
import {
  type PreparedSolanaTransfer,
  prepareSolanaTransfer,
  type SolanaToken,
  SolanaTransferInputError,
} from '../../../core/solana/solanaTransfer.ts'
import { useFoyerState } from '../../useFoyerState.ts'
import { useI18n } from '../../useI18n.ts'
import { ViewFrame } from '../ViewFrame.tsx'
import { sayError, sayErrorString, sayText } from './solanaText.tsx'

/**
 * The views' `sendToken`, handed in (this chunk imports no module the wallet code's chunks share):
 * it emits SEND_INITIATED, SEND_SUCCESS or SEND_ERROR and says SPEC's messages for Solana too.
 */
export type SendTokenFn = (
  foyer: Foyer,
  parameters: {
    namespace: 'solana'
    token: { symbol: string; quantity: { decimals: number } }
    amount: string
    to: string
  },
) => Promise<unknown>

type Review = { prepared: PreparedSolanaTransfer; token: SolanaToken; amount: string; to: string }

/**
 * Send on Solana: SOL or USDC, an amount and a receiver. Review simulates the transfer on the
 * network and shows its fee (with the rent that opens the receiver's USDC account when it has
 * none) before the wallet is asked. What was typed stays in the store, so a failed send comes back
 * to the same form.
 */
export function SolanaSendView({
  foyer,
  sendToken,
  describeError,
}: {
  foyer: Foyer
  sendToken: SendTokenFn
  describeError: (error: unknown) => string
}) {
  const i18n = useI18n(foyer)
  const { t, rich, amount } = i18n
  const store = solanaStore(foyer)
  const form = useFoyerState(store, (s) => s.sendForm)
  const { address, chainId, lastSendError } = useFoyerState(store, (s) => s)
  const [review, setReview] = useState<Review | undefined>()
  // A field's problem is the Solana code's sentence; another one, what was thrown.
  const [problem, setProblem] = useState<
    { field: 'amount' | 'to'; message: string } | { field?: undefined; error: unknown }
  >()
  const [busy, setBusy] = useState(false)
  const edit = (patch: Partial<typeof form>) => {
    setReview(undefined)
    setProblem(undefined)
    editSolanaSend(foyer, patch)
  }

  const onReview = async () => {
    if (!address || !chainId) return
    setBusy(true)
    setProblem(undefined)
    try {
      const prepared = await prepareSolanaTransfer(foyer, { chainId, from: address, ...form })
      setReview({ prepared, ...form })
    } catch (error) {
      setProblem(
        error instanceof SolanaTransferInputError
          ? { field: error.field, message: error.message }
          : { error },
      )
    } finally {
      setBusy(false)
    }
  }

  const onSend = async () => {
    if (!review) return
    setBusy(true)
    try {
      await sendToken(foyer, {
        namespace: 'solana',
        token: {
          symbol: review.token,
          quantity: { decimals: review.token === 'SOL' ? SOL_DECIMALS : USDC_DECIMALS },
        },
        amount: review.amount,
        to: review.to,
      })
    } catch (error) {
      // The send policy shows this view again; the message stays for it: SPEC's words, then the
      // reason (the wallet's refusal, the node's answer), in the visitor's language.
      const cause = (error as { cause?: unknown }).cause
      const said = sayErrorString(i18n, error, describeError)
      noteSolanaSendError(
        foyer,
        cause === undefined ? said : `${said} ${sayErrorString(i18n, cause, describeError)}`,
      )
    } finally {
      setBusy(false)
      setReview(undefined)
    }
  }

  const sol = (lamports: bigint) => (
    <bdi dir="ltr" translate="no">
      {amount(formatAmount(lamports, SOL_DECIMALS))} SOL
    </bdi>
  )
  const fieldError = (field: 'amount' | 'to') =>
    problem?.field === field ? problem.message : undefined
  return (
    <ViewFrame foyer={foyer} title={t('solana.sendTitle')} step={review ? 'review' : 'form'}>
      <form
        className="foyer-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void (review ? onSend() : onReview())
        }}
      >
        <label htmlFor="foyer-solana-token">{t('solana.token')}</label>
        <select
          id="foyer-solana-token"
          value={form.token}
          data-autofocus=""
          onChange={(event) => edit({ token: event.target.value as SolanaToken })}
        >
          <option value="SOL" translate="no">
            SOL
          </option>
          <option value="USDC" translate="no">
            USDC
          </option>
        </select>
        <label htmlFor="foyer-solana-amount">{t('solana.amount')}</label>
        <input
          id="foyer-solana-amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.0"
          value={form.amount}
          aria-invalid={fieldError('amount') ? true : undefined}
          aria-describedby={fieldError('amount') ? 'foyer-solana-amount-error' : undefined}
          onChange={(event) => edit({ amount: event.target.value })}
        />
        {fieldError('amount') && (
          <p id="foyer-solana-amount-error" className="foyer-field-error">
            {sayText(i18n, fieldError('amount') ?? '')}
          </p>
        )}
        <label htmlFor="foyer-solana-to">{t('solana.receiver')}</label>
        <input
          id="foyer-solana-to"
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
          value={form.to}
          aria-invalid={fieldError('to') ? true : undefined}
          aria-describedby={fieldError('to') ? 'foyer-solana-to-error' : undefined}
          onChange={(event) => edit({ to: event.target.value })}
        />
        {fieldError('to') && (
          <p id="foyer-solana-to-error" className="foyer-field-error">
            {sayText(i18n, fieldError('to') ?? '')}
          </p>
        )}
        {problem && !problem.field && (
          <p className="foyer-error foyer-text" role="alert">
            {sayError(i18n, problem.error, describeError)}
          </p>
        )}
        {lastSendError && !review && (
          <p className="foyer-error foyer-text" role="alert">
            {lastSendError}
          </p>
        )}
        {review && (
          <div className="foyer-text" data-testid="foyer-solana-review" aria-live="polite">
            <p>
              {rich('solana.reviewSummary', {
                amount: (
                  <bdi dir="ltr" translate="no">
                    {amount(review.amount.trim())} {review.token}
                  </bdi>
                ),
                address: (
                  <bdi dir="ltr" translate="no" className="foyer-address">
                    {review.to}
                  </bdi>
                ),
              })}
            </p>
            <p className="foyer-muted" data-testid="foyer-solana-fee">
              {review.prepared.rent > 0n
                ? rich('solana.feeWithRent', {
                    fee: sol(review.prepared.fee),
                    rent: sol(review.prepared.rent),
                  })
                : rich('solana.fee', { fee: sol(review.prepared.fee) })}
            </p>
            {review.prepared.offCurve && (
              <p className="foyer-error" role="alert">
                {t('solana.offCurve')}
              </p>
            )}
          </div>
        )}
        <button type="submit" className="foyer-primary" disabled={busy} aria-busy={busy}>
          {review ? t('solana.send') : t('solana.review')}
        </button>
      </form>
    </ViewFrame>
  )
}
