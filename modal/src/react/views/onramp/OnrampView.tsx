import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react'
import type { PaymentCurrency } from '../../../core/contracts/apiSchemas.ts'
import type { Foyer } from '../../../core/foyer.ts'
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
import { OnrampNotReadyError, OnrampPopupBlockedError } from '../../../core/onramp/errors.ts'
import { onrampApi } from '../../../core/onramp/onrampApi.ts'
import { startOnrampPurchase } from '../../../core/onramp/startOnrampPurchase.ts'
import { validateOnrampAmount } from '../../../core/onramp/validateOnrampAmount.ts'
import { errorNode, useThrown } from '../../describeErrorIn.ts'
import { useAction } from '../../useAction.ts'
import { useFoyerState } from '../../useFoyerState.ts'
import { type I18n, useI18n } from '../../useI18n.ts'
import { networkName, sendErrorText } from '../TransferDetails.tsx'
import { ViewFrame } from '../ViewFrame.tsx'

/** How long typing must pause before the amount is checked and quoted. */
const QUOTE_DEBOUNCE_MS = 400

/** Why Continue could not open the provider, in the visitor's language (the state says what is missing). */
function purchaseErrorText(
  foyer: Foyer,
  t: I18n['t'],
  solana: { address: string; chainId: string } | undefined,
  error: unknown,
): string | undefined {
  const { selectedProvider, purchaseCurrency, paymentAmount, purchaseAmount } =
    onrampState(foyer).getState()
  if (error instanceof OnrampPopupBlockedError)
    return t('onramp.popupBlocked', { provider: selectedProvider?.label ?? '' })
  if (!(error instanceof OnrampNotReadyError)) return undefined
  const { address, chainId } = solana ?? foyer.connection.getState()
  const sold = purchaseCurrency.networks.some((n) => n.chain_id === String(chainId))
  const missing = !selectedProvider
    ? 'provider'
    : !address || chainId === undefined
      ? 'account'
      : !sold
        ? 'network'
        : paymentAmount === undefined || purchaseAmount === undefined
          ? 'quote'
          : 'other'
  return t('onramp.notReady', { missing, symbol: purchaseCurrency.symbol })
}

// Runs in the click's own task (useAction calls it before its first await): pop-up blockers.
const continuePurchase = async (
  foyer: Foyer,
  { solana, t }: { solana: { address: string; chainId: string } | undefined; t: I18n['t'] },
) => {
  try {
    startOnrampPurchase(foyer, { solana })
  } catch (error) {
    const text = purchaseErrorText(foyer, t, solana, error)
    throw text === undefined ? error : new Error(text)
  }
}

/** `validateOnrampAmount`'s message in the visitor's language, from the same rules. */
function amountErrorText(
  { t, locale }: I18n,
  text: string,
  currency: PaymentCurrency,
  methodId: string,
  error: string,
): ReactNode {
  const typed = text.trim()
  const provided = text.length > 40 ? `${text.slice(0, 40)}…` : text
  if (typed === '') return t('onramp.amountRequired', { currency: currency.id })
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(typed))
    return t('onramp.amountFormat', { currency: currency.id, provided })
  const money = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
  const cents = (value: string) => Math.round(Number(value) * 100)
  const value = cents(typed)
  const limits = currency.payment_method_limits
  const limit = limits.find((l) => l.id === methodId) ?? limits[0]
  if (limit) {
    const method = { method: limit.id, name: limit.id.replace(/_/g, ' ') }
    if (value < cents(limit.min))
      return t('onramp.amountBelowMin', {
        ...method,
        min: money.format(Number(limit.min)),
        currency: currency.id,
        provided,
      })
    if (value > cents(limit.max)) {
      const other = limits.find(
        (l) => l.id !== limit.id && value >= cents(l.min) && value <= cents(l.max),
      )
      return other
        ? t('onramp.amountAboveMaxOther', {
            ...method,
            max: money.format(Number(limit.max)),
            currency: currency.id,
            otherMethod: other.id,
            otherName: other.id.replace(/_/g, ' '),
            otherMax: money.format(Number(other.max)),
            provided,
          })
        : t('onramp.amountAboveMax', {
            ...method,
            max: money.format(Number(limit.max)),
            currency: currency.id,
            provided,
          })
    }
  }
  return <bdi translate="no">{error}</bdi>
}

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
  /** `data`: the label is a provider's or currency's own name, kept out of page translation. */
  options: { value: string; label: string; data?: boolean }[]
  onChange: (value: string) => void
}) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      {options.length > 1 ? (
        <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option
              key={option.value}
              value={option.value}
              translate={option.data ? 'no' : undefined}
            >
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <output id={id} className="foyer-choice" translate={options[0]?.data ? 'no' : undefined}>
          {options[0]?.label}
        </output>
      )}
    </>
  )
}

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
  const i18n = useI18n(foyer)
  const { t, locale } = i18n
  /** Where the crypto arrives: the network's own name, else this account's network. */
  const place = (name: string | undefined) =>
    name ?? (forSolana ? undefined : networkName(t, evmChainId))
  const [loadKept, loadThrown] = useThrown(loadOnramp)
  const loading = useAction(foyer, loadKept)
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
    if (ready) void continuing.run({ solana, t })
  }

  if (!api)
    return (
      <ViewFrame foyer={foyer} title={t('onramp.title')}>
        <p className="foyer-muted foyer-text">
          {i18n.rich('onramp.needsServer', { option: <code translate="no">api</code> })}
        </p>
      </ViewFrame>
    )

  const here = place(undefined)
  const networks = new Intl.ListFormat(locale, { type: 'disjunction' }).format(
    purchaseCurrency.networks.map((n) => n.display_name),
  )
  const receiving = place(network?.display_name)
  // Numbers as the visitor reads them; a quote keeps its digits ungrouped ("8000 USDC").
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 })
  const quoteNumber = new Intl.NumberFormat(locale, {
    useGrouping: false,
    maximumFractionDigits: 20,
  })
  return (
    <ViewFrame foyer={foyer} title={t('onramp.title')}>
      {loading.pending && (
        <p className="foyer-muted" role="status">
          {t('onramp.loadingProviders')}
        </p>
      )}
      {loading.error && (
        <div className="foyer-error" role="alert">
          <p>{i18n.rich('onramp.loadFailed', { reason: errorNode(t, loadThrown.current) })}</p>
          <button type="button" className="foyer-secondary" onClick={() => void load(api)}>
            {t('onramp.retry')}
          </button>
        </div>
      )}
      {!network && !loading.pending && (
        <p className="foyer-error" role="alert">
          {here === undefined
            ? t('onramp.notOnSolanaNetwork', { symbol: purchaseCurrency.symbol, networks })
            : t('onramp.notOnNetwork', {
                symbol: purchaseCurrency.symbol,
                network: here,
                networks,
              })}
        </p>
      )}
      <form
        className="foyer-form"
        noValidate
        aria-label={t('onramp.formLabel')}
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <style>{CSS}</style>
        <Choice
          id="foyer-onramp-provider"
          label={t('onramp.providerLabel')}
          value={state.selectedProvider?.name ?? ''}
          options={
            state.providers.length
              ? state.providers.map((p) => ({ value: p.name, label: p.label, data: true }))
              : [
                  {
                    value: '',
                    label: loading.pending ? t('onramp.loading') : t('onramp.noProvider'),
                  },
                ]
          }
          onChange={(name) =>
            edit({ selectedProvider: state.providers.find((p) => p.name === name) ?? null })
          }
        />
        <Choice
          id="foyer-onramp-purchase"
          label={t('onramp.buyLabel')}
          value={purchaseCurrency.id}
          options={currencies.map((c) => ({
            value: c.id,
            label:
              receiving === undefined
                ? t('onramp.currencyOptionSolana', { symbol: c.symbol, name: c.name })
                : t('onramp.currencyOption', {
                    symbol: c.symbol,
                    name: c.name,
                    network: receiving,
                  }),
          }))}
          onChange={(id) => {
            const picked = state.purchaseCurrencies.find((c) => c.id === id)
            if (picked) edit({ purchaseCurrency: picked })
          }}
        />
        <Choice
          id="foyer-onramp-payment"
          label={t('onramp.payWithLabel')}
          value={paymentCurrency.id}
          options={(state.paymentCurrencies.length
            ? state.paymentCurrencies
            : [paymentCurrency]
          ).map((c) => ({ value: c.id, label: c.id, data: true }))}
          onChange={(id) => {
            const picked = state.paymentCurrencies.find((c) => c.id === id)
            if (picked) edit({ paymentCurrency: picked })
          }}
        />
        <label htmlFor="foyer-onramp-method">{t('onramp.methodLabel')}</label>
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
              {t('onramp.methodOption', {
                method: l.id,
                name: l.id.charAt(0).toUpperCase() + l.id.slice(1).replace(/_/g, ' '),
                min: number.format(Number(l.min)),
                max: number.format(Number(l.max)),
                currency: paymentCurrency.id,
              })}
            </option>
          ))}
        </select>
        <label htmlFor="foyer-onramp-amount">
          {t('onramp.amountLabel', { currency: paymentCurrency.id })}
        </label>
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
          <legend className="foyer-sr-only">{t('onramp.presetsLabel')}</legend>
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
              {t('onramp.preset', {
                amount: number.format(Number(preset)),
                currency: paymentCurrency.id,
              })}
            </button>
          ))}
        </fieldset>
        {amountError && (
          <p id="foyer-onramp-amount-error" className="foyer-field-error">
            {amountErrorText(i18n, checked, paymentCurrency, selectedMethod, amountError)}
          </p>
        )}
        <p className="foyer-text" role="status" data-testid="foyer-onramp-quote">
          {state.quotesLoading
            ? t('onramp.gettingQuote')
            : quoted === undefined
              ? ''
              : receiving === undefined
                ? t('onramp.quoteSolana', {
                    amount: quoteNumber.format(quoted),
                    symbol: purchaseCurrency.symbol,
                  })
                : t('onramp.quote', {
                    amount: quoteNumber.format(quoted),
                    symbol: purchaseCurrency.symbol,
                    network: receiving,
                  })}
        </p>
        {state.error && settled && (
          <p className="foyer-error" role="alert">
            {i18n.rich('onramp.quoteFailed', {
              reason: <bdi translate="no">{state.error}</bdi>,
            })}
          </p>
        )}
        {continuing.error && (
          <p className="foyer-error" role="alert">
            {sendErrorText(i18n, continuing.error)}
          </p>
        )}
        <button type="submit" className="foyer-primary" disabled={!ready}>
          {state.selectedProvider
            ? t('onramp.continueWith', { provider: state.selectedProvider.label })
            : t('onramp.continue')}
        </button>
      </form>
    </ViewFrame>
  )
}
