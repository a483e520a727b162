import { useState } from 'react'
import { type Address, encodeFunctionData, erc20Abi, parseUnits } from 'viem'
import type { TokenBalance } from '../../core/connection/tokenState.ts'
import type { Foyer } from '../../core/instantiateFoyer.ts'
import { pushRoute } from '../../core/router/navigate.ts'
import { sendToken } from '../../core/send/sendToken.ts'
import { formatAmount } from '../../core/utils/formatAmount.ts'
import { shortAddress } from '../../core/utils/shortAddress.ts'
import { ensureWallet } from '../../core/wallet/ensureWallet.ts'
import { chainName } from '../chainName.ts'
import { useFoyerState } from '../useFoyerState.ts'
import { type SendFormErrors, validateSendForm } from './sendForm.ts'
import { ViewFrame } from './ViewFrame.tsx'

const tokenKey = (t: { address?: string | undefined }) => t.address ?? 'native'

/** Send a token or the native currency: form, then a preview with the network fee, then send. */
export function SendView({ foyer }: { foyer: Foyer }) {
  const tokens = useFoyerState(foyer.tokens, (s) => s.items)
  const chainId = useFoyerState(foyer.connection, (s) => s.chainId)
  const send = useFoyerState(foyer.send, (s) => s)
  const [step, setStep] = useState<'form' | 'estimating' | 'preview'>('form')
  const [errors, setErrors] = useState<SendFormErrors>({})

  const token: TokenBalance | undefined =
    tokens.find(
      (t) => tokenKey(t) === (send.token?.address ?? (send.token ? 'native' : undefined)),
    ) ?? tokens[0]
  const native = tokens.find((t) => !t.address)
  const amount = send.sendTokenAmount ?? ''
  const receiver = send.receiverAddress ?? ''

  const setField = (patch: Partial<typeof send>) => {
    foyer.send.setState({ ...patch, error: undefined })
    setErrors({})
  }

  const preview = async () => {
    const found = validateSendForm(token, amount, receiver)
    setErrors(found)
    if (found.amount || found.receiver || !token) return
    setStep('estimating')
    const wallet = await ensureWallet(foyer)
    const value = parseUnits(amount.trim(), token.decimals)
    const to = receiver.trim() as Address
    const request = token.address
      ? {
          to: token.address,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, value] }),
        }
      : { to, value }
    const [gas, gasPrice] = await Promise.all([
      wallet.estimateGas({ ...request, chainId }),
      wallet.getGasPrice(chainId).catch(() => undefined),
    ])
    foyer.send.setState({ gas: gas || undefined, gasPrice })
    setStep('preview')
  }

  const confirm = () => {
    if (!token) return
    sendToken(foyer, {
      token: {
        address: token.address,
        symbol: token.symbol,
        quantity: { decimals: token.decimals },
      },
      amount: amount.trim(),
      to: receiver.trim(),
      gas: send.gas,
      gasPrice: send.gasPrice,
    }).catch(() => {
      // The error is in the send state; bring the form back with everything typed.
      pushRoute(foyer, { view: 'Send' })
    })
  }

  const fee = send.gas && send.gasPrice ? send.gas * send.gasPrice : undefined

  return (
    <ViewFrame foyer={foyer} title="Send">
      {step !== 'preview' ? (
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
              if (picked)
                setField({
                  token: {
                    address: picked.address,
                    symbol: picked.symbol,
                    quantity: { decimals: picked.decimals },
                  },
                })
            }}
          >
            {tokens.map((t) => (
              <option key={tokenKey(t)} value={tokenKey(t)}>
                {t.symbol} — {formatAmount(t.value, t.decimals)} available
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
          <label htmlFor="foyer-send-receiver">Receiver address</label>
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
          {send.error && (
            <p className="foyer-error" role="alert">
              {send.error}
            </p>
          )}
          <button
            type="submit"
            className="foyer-primary"
            disabled={step === 'estimating' || tokens.length === 0}
          >
            {step === 'estimating' ? 'Estimating fee…' : 'Preview'}
          </button>
        </form>
      ) : (
        <div className="foyer-preview">
          <dl>
            <dt>Send</dt>
            <dd data-testid="foyer-preview-amount">
              {amount.trim()} {token?.symbol}
            </dd>
            <dt>To</dt>
            <dd title={receiver}>{shortAddress(receiver.trim())}</dd>
            <dt>Network</dt>
            <dd>{chainName(chainId)}</dd>
            <dt>Network fee</dt>
            <dd data-testid="foyer-preview-fee">
              {fee !== undefined && native
                ? `≈ ${formatAmount(fee, native.decimals, 8)} ${native.symbol}`
                : 'Unavailable: the wallet will estimate it'}
            </dd>
          </dl>
          <div className="foyer-actions">
            <button type="button" className="foyer-secondary" onClick={() => setStep('form')}>
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
