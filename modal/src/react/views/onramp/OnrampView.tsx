import { useEffect, useMemo, useRef, useState } from 'react'
import type { Foyer } from '../../../core/foyer.ts'
import { chainName } from '../../../core/network/chainNames.ts'
import {
  chooseOnramp,
  leaveOnramp,
  loadOnramp,
  onrampState,
  quoteOnramp,
  solanaBuyer,
  soldOnSolana,
} from '../../../core/onramp/buyOnramp.ts'
import type { OnrampChoice } from '../../../core/onramp/editOnramp.ts'
import { onrampApi } from '../../../core/onramp/onrampApi.ts'
import { startOnrampPurchase } from '../../../core/onramp/startOnrampPurchase.ts'
import {
  paymentMethodLabel,
  validateOnrampAmount,
} from '../../../core/onramp/validateOnrampAmount.ts'
import { useAction } from '../../useAction.ts'
import { useFoyerState } from '../../useFoyerState.ts'
import { ViewFrame } from '../ViewFrame.tsx'

/** How long typing must pause before the amount is checked and quoted. */
const QUOTE_DEBOUNCE_MS = 400

// Runs in the click's own task (useAction calls it before its first await): pop-up blockers.
const continuePurchase = async (
  foyer: Foyer,
  solana: { address: string; chainId: string } | undefined,
) => startOnrampPurchase(foyer, { solana })

/** The amounts offered with one click, in the payment currency. */
const AMOUNT_PRESETS = ['20', '50', '100'] as const

/** The view's own styles, in its lazy chunk (the first load carries none of them). */
const CSS = `
.foyer-choice { display: block; padding: 9px 0; font-weight: 600; }
.foyer-presets { display: flex; gap: 8px; border: 0; padding: 0; margin: 0; min-width: 0; }
.foyer-presets .foyer-secondary { flex: 1; padding: 6px 8px; margin: 0; }
.foyer-presets [aria-pressed="true"] { border-color: var(--accent); color: var(--accent); }
`

/**
 * A choice of the form: a select when there is something to choose, else the one value as text
 * (a dropdown with one option only asks for a click that changes nothing).
 */
function Choice({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string
  label: string
  value: string
  options: { value: string; label: string }[]
  onChange: (value: string) => void
}) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      {options.length > 1 ? (
        <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <output id={id} className="foyer-choice">
          {options[0]?.label}
        </output>
      )}
    </>
  )
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
const range = (limit: { min: string; max: string }, currency: string) =>
  `${Number(limit.min).toLocaleString('en-US')}–${Number(limit.max).toLocaleString('en-US')} ${currency}`

/**
 * Buy crypto through an on-ramp provider (Account → Buy): the server's providers and currencies,
 * an amount checked against the payment method's limits, a debounced quote, then Continue opens
 * the provider. Leaving the view resets the on-ramp state (SPEC §4).
 */
export function OnrampView({ foyer }: { foyer: Foyer }) {
  const store = onrampState(foyer)
  const api = useMemo(() => onrampApi(foyer), [foyer])
  const state = useFoyerState(store, (s) => s)
  const evmChainId = useFoyerState(foyer.connection, (s) => s.chainId)
  // Opened from the Solana account: SOL for that account, on its network.
  const forSolana = useFoyerState(foyer.router, (s) => {
    const route = s.history.at(-1)
    return route?.view === 'OnrampBuy' && route.namespace === 'solana'
  })
  const [solana] = useState(() => (forSolana ? solanaBuyer(foyer) : undefined))
  const chainId = forSolana ? solana?.chainId : evmChainId
  const place = (name: string | undefined) =>
    name ?? (forSolana ? 'this Solana network' : chainName(evmChainId))
  const loading = useAction(foyer, loadOnramp)
  const continuing = useAction(foyer, continuePurchase)
  const [text, setText] = useState('')
  const [checked, setChecked] = useState('')
  const [method, setMethod] = useState('card')
  const amountRef = useRef<HTMLInputElement>(null)

  const { purchaseCurrency, paymentCurrency } = state
  const network = purchaseCurrency.networks.find((n) => n.chain_id === String(chainId))
  // What can be bought for this account: SOL for a Solana account, the others for an EVM one.
  const currencies = (
    state.purchaseCurrencies.length ? state.purchaseCurrencies : [purchaseCurrency]
  ).filter((c) => soldOnSolana(c.networks) === forSolana)
  const limits = paymentCurrency.payment_method_limits
  const selectedMethod = limits.some((l) => l.id === method) ? method : (limits[0]?.id ?? method)
  const check = validateOnrampAmount(checked, paymentCurrency, selectedMethod)
  const amountError = checked.trim() === '' ? undefined : check.error

  const { run: load } = loading
  useEffect(() => {
    if (api) void load(api)
  }, [api, load])
  // Once the server's currencies are in: the first one this account can receive.
  const fitting = currencies.find((c) => c.networks.some((n) => n.chain_id === String(chainId)))
  useEffect(() => {
    if (fitting && !network) chooseOnramp(foyer, { purchaseCurrency: fitting })
  }, [foyer, fitting, network])
  // The view owns the on-ramp state: leaving it (back, close, Continue) restores the defaults.
  useEffect(() => () => leaveOnramp(foyer), [foyer])

  // Check and quote once typing pauses.
  useEffect(() => {
    const timer = setTimeout(() => setChecked(text), QUOTE_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text])
  const amount = check.amount
  useEffect(() => {
    if (!api || amount === undefined || !network) return
    chooseOnramp(foyer, { paymentAmount: amount })
    void quoteOnramp(foyer, { api, network: network.name })
  }, [api, foyer, amount, network, paymentCurrency, purchaseCurrency])

  const edit = (choice: OnrampChoice) => {
    chooseOnramp(foyer, choice)
    continuing.reset()
  }

  // The quote shown is the one for what the field says now, never one for an earlier amount.
  const settled = text === checked && amount !== undefined && state.paymentAmount === amount
  const quoted = settled && !state.quotesLoading && !state.error ? state.purchaseAmount : undefined
  const ready = quoted !== undefined && state.selectedProvider !== null

  const submit = () => {
    setChecked(text)
    if (validateOnrampAmount(text, paymentCurrency, selectedMethod).error) {
      amountRef.current?.focus()
      return
    }
    if (ready) void continuing.run(solana)
  }

  if (!api)
    return (
      <ViewFrame foyer={foyer} title="Buy">
        <p className="foyer-muted foyer-text">
          Buying crypto needs a Foyer server: this app has none configured (<code>api</code>).
        </p>
      </ViewFrame>
    )

  return (
    <ViewFrame foyer={foyer} title="Buy">
      {loading.pending && (
        <p className="foyer-muted" role="status">
          Loading providers…
        </p>
      )}
      {loading.error && (
        <div className="foyer-error" role="alert">
          <p>Couldn’t load the on-ramp options. {loading.error}</p>
          <button type="button" className="foyer-secondary" onClick={() => void load(api)}>
            Retry
          </button>
        </div>
      )}
      {!network && !loading.pending && (
        <p className="foyer-error" role="alert">
          {purchaseCurrency.symbol} can’t be bought on {place(undefined)}. Switch to{' '}
          {purchaseCurrency.networks.map((n) => n.display_name).join(' or ')}.
        </p>
      )}
      <form
        className="foyer-form"
        noValidate
        aria-label="Buy crypto"
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <style>{CSS}</style>
        <Choice
          id="foyer-onramp-provider"
          label="Provider"
          value={state.selectedProvider?.name ?? ''}
          options={
            state.providers.length
              ? state.providers.map((p) => ({ value: p.name, label: p.label }))
              : [{ value: '', label: loading.pending ? 'Loading…' : 'No provider available' }]
          }
          onChange={(name) =>
            edit({ selectedProvider: state.providers.find((p) => p.name === name) ?? null })
          }
        />
        <Choice
          id="foyer-onramp-purchase"
          label="Buy"
          value={purchaseCurrency.id}
          options={currencies.map((c) => ({
            value: c.id,
            label: `${c.symbol} (${c.name}) on ${place(network?.display_name)}`,
          }))}
          onChange={(id) => {
            const picked = state.purchaseCurrencies.find((c) => c.id === id)
            if (picked) edit({ purchaseCurrency: picked })
          }}
        />
        <Choice
          id="foyer-onramp-payment"
          label="Pay with"
          value={paymentCurrency.id}
          options={(state.paymentCurrencies.length
            ? state.paymentCurrencies
            : [paymentCurrency]
          ).map((c) => ({ value: c.id, label: c.id }))}
          onChange={(id) => {
            const picked = state.paymentCurrencies.find((c) => c.id === id)
            if (picked) edit({ paymentCurrency: picked })
          }}
        />
        <label htmlFor="foyer-onramp-method">Payment method</label>
        <select
          id="foyer-onramp-method"
          value={selectedMethod}
          onChange={(event) => {
            setMethod(event.target.value)
            edit({})
          }}
        >
          {limits.map((l) => (
            <option key={l.id} value={l.id}>
              {capitalize(paymentMethodLabel(l.id))} ({range(l, paymentCurrency.id)})
            </option>
          ))}
        </select>
        <label htmlFor="foyer-onramp-amount">Amount ({paymentCurrency.id})</label>
        <input
          id="foyer-onramp-amount"
          ref={amountRef}
          inputMode="decimal"
          autoComplete="off"
          placeholder="50"
          data-autofocus=""
          value={text}
          aria-invalid={amountError ? true : undefined}
          aria-describedby={amountError ? 'foyer-onramp-amount-error' : undefined}
          onChange={(event) => {
            setText(event.target.value)
            edit({})
          }}
        />
        <fieldset className="foyer-presets">
          <legend className="foyer-sr-only">Common amounts</legend>
          {AMOUNT_PRESETS.map((preset) => (
            <button
              key={preset}
              type="button"
              className="foyer-secondary"
              aria-pressed={text === preset}
              onClick={() => {
                setText(preset)
                setChecked(preset)
                edit({})
              }}
            >
              {preset} {paymentCurrency.id}
            </button>
          ))}
        </fieldset>
        {amountError && (
          <p id="foyer-onramp-amount-error" className="foyer-field-error">
            {amountError}
          </p>
        )}
        <p className="foyer-text" role="status" data-testid="foyer-onramp-quote">
          {state.quotesLoading
            ? 'Getting a quote…'
            : quoted !== undefined
              ? `You receive ≈ ${quoted} ${purchaseCurrency.symbol} on ${place(network?.display_name)}`
              : ''}
        </p>
        {state.error && settled && (
          <p className="foyer-error" role="alert">
            Couldn’t get a quote. {state.error}
          </p>
        )}
        {continuing.error && (
          <p className="foyer-error" role="alert">
            {continuing.error}
          </p>
        )}
        <button type="submit" className="foyer-primary" disabled={!ready}>
          {state.selectedProvider ? `Continue with ${state.selectedProvider.label}` : 'Continue'}
        </button>
      </form>
    </ViewFrame>
  )
}
