import { useEffect, useMemo, useState } from 'react'
import { shortAddress } from '../../core/account/shortAddress.ts'
import { formatAmount, formatBalance } from '../../core/formatAmount.ts'
import type { Foyer } from '../../core/foyer.ts'
import { isAvatarDataUri } from '../../core/names/avatar.ts'
import { chainName } from '../../core/network/chainNames.ts'
import { type EstimateSendFeeReturnType, estimateSendFee } from '../../core/send/estimateSendFee.ts'
import { formatUsd, loadFeeInUsd } from '../../core/send/feeInUsd.ts'
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
import { useAction } from '../useAction.ts'
import { useFoyerState } from '../useFoyerState.ts'
import { ViewFrame } from './ViewFrame.tsx'

const tokenKey = (t: { address?: string | undefined }) => t.address ?? 'native'

const toSendToken = (t: TokenBalance): SendToken => ({
  address: t.address,
  symbol: t.symbol,
  quantity: { decimals: t.decimals },
})

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
  const [previewing, setPreviewing] = useState(false)
  const [estimate, setEstimate] = useState<EstimateSendFeeReturnType>()
  const [errors, setErrors] = useState<SendFormErrors>({})
  // The address the preview resolved the receiver to (a name becomes its address).
  const [to, setTo] = useState('')
  const [resolving, setResolving] = useState(false)
  const estimating = useAction(foyer, estimateSendFee)
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
  const formError = send.error ?? estimating.error

  return (
    <ViewFrame foyer={foyer} title="Send" step={previewing ? 'preview' : 'form'}>
      {!previewing ? (
        <form
          className="foyer-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            void preview()
          }}
        >
          <label htmlFor="foyer-send-token">Token</label>
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
                {t.symbol} — {formatBalance(t.value, t.decimals)} available
              </option>
            ))}
          </select>
          <label htmlFor="foyer-send-amount">Amount</label>
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
              {errors.amount}
            </p>
          )}
          <label htmlFor="foyer-send-receiver">
            {foyer.config.api ? 'Receiver address or name' : 'Receiver address'}
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
              {errors.receiver}
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
              ? 'Looking up receiver…'
              : estimating.pending
                ? 'Estimating fee…'
                : 'Preview'}
          </button>
        </form>
      ) : (
        <div className="foyer-preview">
          <dl>
            <dt>Send</dt>
            <dd data-testid="foyer-preview-amount" className="foyer-text">
              {amount.trim()} {token?.symbol}
            </dd>
            <dt>To</dt>
            <dd title={to} className="foyer-receiver" data-testid="foyer-preview-receiver">
              {/* Only an image in the page itself: a URL would tell its owner who looks. */}
              {isAvatarDataUri(send.receiverProfileImageUrl) && (
                <img className="foyer-avatar-small" src={send.receiverProfileImageUrl} alt="" />
              )}
              {send.receiverProfileName
                ? `${send.receiverProfileName} (${shortAddress(to)})`
                : shortAddress(to)}
            </dd>
            <dt>Network</dt>
            <dd>{chainName(chainId)}</dd>
            <dt>Network fee</dt>
            <dd data-testid="foyer-preview-fee">
              {fee !== undefined && native
                ? `≈ ${formatAmount(fee, native.decimals, 8)} ${native.symbol}${send.gasPriceInUSD === undefined ? '' : ` (${formatUsd(send.gasPriceInUSD)})`}`
                : `Unavailable: ${estimate?.feeUnavailable ?? 'the chain gave no estimate'}. The wallet will estimate it.`}
            </dd>
          </dl>
          {estimate && estimate.warnings.length > 0 && (
            <ul className="foyer-warning foyer-text" aria-label="Check before sending">
              {estimate.warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          )}
          <div className="foyer-actions">
            <button type="button" className="foyer-secondary" onClick={() => setPreviewing(false)}>
              Edit
            </button>
            <button type="button" className="foyer-primary" data-autofocus="" onClick={confirm}>
              Send
            </button>
          </div>
        </div>
      )}
    </ViewFrame>
  )
}
