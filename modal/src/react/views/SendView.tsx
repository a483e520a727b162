import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { parseUnits } from 'viem'
import { shortAddress } from '../../core/account/shortAddress.ts'
import { formatAmount, formatBalance } from '../../core/formatAmount.ts'
import type { Foyer } from '../../core/foyer.ts'
import { isAvatarDataUri } from '../../core/names/avatar.ts'
import { NAME_SUFFIX } from '../../core/names/constants.ts'
import { type EstimateSendFeeReturnType, estimateSendFee } from '../../core/send/estimateSendFee.ts'
import { loadFeeInUsd } from '../../core/send/feeInUsd.ts'
import {
  isReceiverName,
  type ResolvedReceiver,
  resolveReceiver,
} from '../../core/send/resolveReceiver.ts'
import { editSendForm, leaveSendForm, setSendPreview } from '../../core/send/sendForm.ts'
import { sendToken } from '../../core/send/sendToken.ts'
import { type SendFormErrors, validateSendForm } from '../../core/send/validateSendForm.ts'
import type { SendToken } from '../../core/sendState.ts'
import { selectNativeBalance, type TokenBalance } from '../../core/tokensState.ts'
import { useThrown } from '../describeErrorIn.ts'
import { useAction } from '../useAction.ts'
import { useFoyerState } from '../useFoyerState.ts'
import { type I18n, useI18n } from '../useI18n.ts'
import { networkNode, sendErrorText, thrownErrorNode } from './TransferDetails.tsx'
import { ViewFrame } from './ViewFrame.tsx'

const tokenKey = (t: { address?: string | undefined }) => t.address ?? 'native'

const toSendToken = (t: TokenBalance): SendToken => ({
  address: t.address,
  symbol: t.symbol,
  quantity: { decimals: t.decimals },
})

/** What the visitor typed, quoted and cut as `validateSendForm` echoes it. */
const echo = (value: string) => JSON.stringify(value.length > 64 ? `${value.slice(0, 63)}…` : value)

/** `validateSendForm`'s amount message in the visitor's language, from the same rule. */
function amountErrorText(
  { t, amount }: I18n,
  token: TokenBalance | undefined,
  typed: string,
  error: string,
): ReactNode {
  const trimmed = typed.trim()
  const provided = echo(typed)
  if (!token) return t('send.chooseToken')
  if (token.unsupported) return <bdi translate="no">{error}</bdi>
  if (!/^\d*\.?\d+$|^\d+\.$/.test(trimmed) || Number(trimmed) <= 0)
    return t('send.amountNotNumber', { provided })
  if ((trimmed.split('.')[1] ?? '').length > token.decimals)
    return t('send.amountTooManyDecimals', {
      decimals: token.decimals,
      symbol: token.symbol,
      provided,
    })
  if (parseUnits(trimmed, token.decimals) > token.value)
    return t('send.amountOverBalance', {
      balance: amount(formatBalance(token.value, token.decimals)),
      symbol: token.symbol,
      provided,
    })
  return <bdi translate="no">{error}</bdi>
}

/** The receiver's message (`validateSendForm`, `resolveReceiver`) in the visitor's language. */
function receiverErrorText(i18n: I18n, typed: string, error: string): ReactNode {
  const { t, rich } = i18n
  const provided = echo(typed)
  const quoted = (text: string | undefined): ReactNode => {
    let name = text ?? ''
    try {
      name = JSON.parse(name) as string
    } catch {}
    return <bdi translate="no">{name}</bdi>
  }
  if (error.startsWith('Receiver must be a 0x address'))
    return t('send.receiverNotAddress', { provided })
  if (error.startsWith('Receiver has a wrong checksum'))
    return t('send.receiverChecksum', { provided })
  let match = /^Receiver (".*") has no address on this network\.$/s.exec(error)
  if (match) return rich('send.receiverNoAddress', { name: quoted(match[1]) })
  match = /^Receiver (".*") is not a registered name\./s.exec(error)
  if (match)
    return rich('send.receiverNotRegistered', {
      name: quoted(match[1]),
      example: <bdi translate="no">{`ada${NAME_SUFFIX}`}</bdi>,
    })
  match = /^Couldn’t look up (".*?"): (.*)$/s.exec(error)
  if (match)
    return rich('send.receiverLookupFailed', {
      name: quoted(match[1]),
      reason:
        match[2] === 'Error resolving name'
          ? t('send.nameLookupError')
          : sendErrorText(i18n, match[2] ?? ''),
    })
  return <bdi translate="no">{error}</bdi>
}

/** A warning of `estimateSendFee` in the visitor's language. */
function warningText({ t }: I18n, warning: string, symbol: string | undefined): ReactNode {
  if (warning.startsWith('This is the zero address')) return t('send.warnZeroAddress')
  if (warning === 'This is your own address.') return t('send.warnOwnAddress')
  if (warning.includes('contract itself')) return t('send.warnTokenContract', { symbol })
  return <bdi translate="no">{warning}</bdi>
}

/** A fee in US dollars, in the locale's currency format; below a cent says so. */
function usdText({ t, locale }: I18n, usd: number): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' })
  return usd > 0 && usd < 0.01
    ? t('send.usdBelowCent', { cent: format.format(0.01) })
    : format.format(usd)
}

/**
 * Send a token or the native currency: the form, then a preview with the network fee (a transfer
 * that would fail says why here, before anything is signed), then the send.
 */
export function SendView({ foyer }: { foyer: Foyer }) {
  const items = useFoyerState(foyer.tokens, (s) => s.items)
  // A token Foyer cannot handle (e.g. 77 decimals) is listed in Account, never offered here.
  const tokens = useMemo(() => items.filter((t) => !t.unsupported), [items])
  const native = useFoyerState(foyer.tokens, selectNativeBalance)
  const chainId = useFoyerState(foyer.connection, (s) => s.chainId)
  const send = useFoyerState(foyer.send, (s) => s)
  const i18n = useI18n(foyer)
  const { t, amount: localAmount } = i18n
  const [previewing, setPreviewing] = useState(false)
  const [estimate, setEstimate] = useState<EstimateSendFeeReturnType>()
  const [errors, setErrors] = useState<SendFormErrors>({})
  // The address the preview resolved the receiver to (a name becomes its address).
  const [to, setTo] = useState('')
  const [resolving, setResolving] = useState(false)
  const [estimateKept, estimateThrown] = useThrown(estimateSendFee)
  const estimating = useAction(foyer, estimateKept)
  // Sending leaves this view (its navigation policy shows Account, and Send again on failure,
  // with the reason in the send state): what the run returns is not needed here.
  const sending = useAction(foyer, sendToken)

  const token: TokenBalance | undefined =
    tokens.find((t) => tokenKey(t) === (send.token ? tokenKey(send.token) : undefined)) ?? tokens[0]
  // A failed send's message belongs to that attempt: leaving the form forgets it.
  useEffect(() => () => leaveSendForm(foyer), [foyer])

  const amount = send.sendTokenAmount ?? ''
  const receiver = send.receiverAddress ?? ''

  const setField = (patch: Parameters<typeof editSendForm>[1]) => {
    editSendForm(foyer, patch)
    setErrors({})
    estimating.reset()
  }

  const preview = async () => {
    let found = validateSendForm(token, amount, receiver)
    let resolved: ResolvedReceiver | undefined
    if (found.receiver && isReceiverName(foyer, receiver)) {
      setResolving(true)
      resolved = await resolveReceiver(foyer, receiver)
      setResolving(false)
      found = validateSendForm(token, amount, resolved.ok ? resolved.address : receiver)
      if (!resolved.ok) found.receiver = resolved.error
    }
    setErrors(found)
    if (found.amount || found.receiver || !token) return
    // An address gets its name and avatar, when it has them, for the preview.
    resolved ??= await resolveReceiver(foyer, receiver)
    if (!resolved.ok) return
    setSendPreview(foyer, { receiver: { name: resolved.name, avatar: resolved.avatar } })
    const result = await estimating.run({
      token: toSendToken(token),
      amount,
      to: resolved.address,
    })
    if (!result) return
    setSendPreview(foyer, { gas: result.gas, gasPrice: result.gasPrice })
    if (result.gas && result.gasPrice && native)
      void loadFeeInUsd(foyer, { fee: result.gas * result.gasPrice, decimals: native.decimals })
    setTo(resolved.address)
    setEstimate(result)
    setPreviewing(true)
  }

  const confirm = () => {
    if (!token || !to) return
    void sending.run({
      token: toSendToken(token),
      amount: amount.trim(),
      to,
      gas: send.gas,
      gasPrice: send.gasPrice,
    })
  }

  const fee = send.gas && send.gasPrice ? send.gas * send.gasPrice : undefined
  const formError =
    send.error !== undefined
      ? sendErrorText(i18n, send.error)
      : estimating.error !== undefined
        ? thrownErrorNode(i18n, estimateThrown.current)
        : undefined

  return (
    <ViewFrame foyer={foyer} title={t('send.title')} step={previewing ? 'preview' : 'form'}>
      {!previewing ? (
        <form
          className="foyer-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            void preview()
          }}
        >
          <label htmlFor="foyer-send-token">{t('send.tokenLabel')}</label>
          <select
            id="foyer-send-token"
            value={token ? tokenKey(token) : ''}
            onChange={(event) => {
              const picked = tokens.find((t) => tokenKey(t) === event.target.value)
              if (picked) setField({ token: toSendToken(picked) })
            }}
          >
            {tokens.map((t) => (
              <option key={tokenKey(t)} value={tokenKey(t)}>
                {i18n.t('send.tokenOption', {
                  symbol: t.symbol,
                  balance: localAmount(formatBalance(t.value, t.decimals)),
                })}
              </option>
            ))}
          </select>
          <label htmlFor="foyer-send-amount">{t('send.amountLabel')}</label>
          <input
            id="foyer-send-amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.0"
            data-autofocus=""
            value={amount}
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={errors.amount ? 'foyer-send-amount-error' : undefined}
            onChange={(event) => setField({ sendTokenAmount: event.target.value })}
          />
          {errors.amount && (
            <p id="foyer-send-amount-error" className="foyer-field-error">
              {amountErrorText(i18n, token, amount, errors.amount)}
            </p>
          )}
          <label htmlFor="foyer-send-receiver">
            {foyer.config.api ? t('send.receiverOrNameLabel') : t('send.receiverLabel')}
          </label>
          <input
            id="foyer-send-receiver"
            autoComplete="off"
            spellCheck={false}
            placeholder="0x…"
            value={receiver}
            aria-invalid={errors.receiver ? true : undefined}
            aria-describedby={errors.receiver ? 'foyer-send-receiver-error' : undefined}
            onChange={(event) => setField({ receiverAddress: event.target.value })}
          />
          {errors.receiver && (
            <p id="foyer-send-receiver-error" className="foyer-field-error">
              {receiverErrorText(i18n, receiver, errors.receiver)}
            </p>
          )}
          {formError && (
            <p className="foyer-error" role="alert">
              {formError}
            </p>
          )}
          <button
            type="submit"
            className="foyer-primary"
            disabled={resolving || estimating.pending || tokens.length === 0}
            aria-busy={resolving || estimating.pending}
          >
            {resolving
              ? t('send.lookingUpReceiver')
              : estimating.pending
                ? t('send.estimatingFee')
                : t('send.previewButton')}
          </button>
        </form>
      ) : (
        <div className="foyer-preview">
          <dl>
            <dt>{t('send.previewSend')}</dt>
            <dd data-testid="foyer-preview-amount" className="foyer-text">
              <bdi dir="ltr" translate="no">
                {localAmount(amount.trim())} {token?.symbol}
              </bdi>
            </dd>
            <dt>{t('send.previewTo')}</dt>
            <dd title={to} className="foyer-receiver" data-testid="foyer-preview-receiver">
              {/* Only an image in the page itself: a URL would tell its owner who looks. */}
              {isAvatarDataUri(send.receiverProfileImageUrl) && (
                <img className="foyer-avatar-small" src={send.receiverProfileImageUrl} alt="" />
              )}
              <bdi dir="ltr" translate="no">
                {send.receiverProfileName
                  ? `${send.receiverProfileName} (${shortAddress(to)})`
                  : shortAddress(to)}
              </bdi>
            </dd>
            <dt>{t('send.previewNetwork')}</dt>
            <dd>{networkNode(t, chainId)}</dd>
            <dt>{t('send.previewFee')}</dt>
            <dd data-testid="foyer-preview-fee">
              {fee !== undefined && native
                ? send.gasPriceInUSD === undefined
                  ? t('send.fee', {
                      fee: localAmount(formatAmount(fee, native.decimals, 8)),
                      symbol: native.symbol,
                    })
                  : t('send.feeWithUsd', {
                      fee: localAmount(formatAmount(fee, native.decimals, 8)),
                      symbol: native.symbol,
                      usd: usdText(i18n, send.gasPriceInUSD),
                    })
                : i18n.rich('send.feeUnavailable', {
                    reason: estimate?.feeUnavailable
                      ? sendErrorText(i18n, estimate.feeUnavailable)
                      : t('send.noEstimate'),
                  })}
            </dd>
          </dl>
          {estimate && estimate.warnings.length > 0 && (
            <ul className="foyer-warning foyer-text" aria-label={t('send.warningsLabel')}>
              {estimate.warnings.map((warning) => (
                <li key={warning}>{warningText(i18n, warning, token?.symbol)}</li>
              ))}
            </ul>
          )}
          <div className="foyer-actions">
            <button type="button" className="foyer-secondary" onClick={() => setPreviewing(false)}>
              {t('send.editButton')}
            </button>
            <button type="button" className="foyer-primary" data-autofocus="" onClick={confirm}>
              {t('send.sendButton')}
            </button>
          </div>
        </div>
      )}
    </ViewFrame>
  )
}
