import type { PaymentCurrency, PurchaseCurrency } from '../contracts/apiSchemas.ts'
import { USDC_CONTRACT_ADDRESSES } from '../network/constants.ts'
import { DEFAULT_ONRAMP_PAYMENT_METHOD_LIMITS } from './constants.ts'

/** An on-ramp provider the visitor can buy through. */
export type OnrampProvider = {
  name: string
  label: string
  /** Page the provider is opened at; see `buildOnrampUrl`. */
  url: string
  /** The host's public key at the provider, sent as `publicKey` (SPEC §7). */
  publicKey?: string | undefined
  feeRange?: string | undefined
}

/** The on-ramp view's state (SPEC §3). */
export type OnrampState = {
  providers: OnrampProvider[]
  selectedProvider: OnrampProvider | null
  /** Message of the last failed quote. */
  error: string | undefined
  purchaseCurrency: PurchaseCurrency
  paymentCurrency: PaymentCurrency
  purchaseCurrencies: PurchaseCurrency[]
  paymentCurrencies: PaymentCurrency[]
  quotesLoading: boolean
  /** Amount to pay, in the payment currency. */
  paymentAmount: number | undefined
  /** Amount bought, from the last quote's `purchaseAmount.amount`. */
  purchaseAmount: number | undefined
  /**
   * The quote being fetched (a fresh object per fetch): an answer for any other one, older or
   * from before a reset, is dropped.
   */
  pendingQuote?: { paymentAmount: number | undefined; network: string } | undefined
}

/**
 * The defaults (SPEC §3): buy USDC on Ethereum or Polygon mainnet, pay in USD with the default
 * card and ACH limits. A fresh object each call, so a reset never shares arrays with old state.
 */
export function initialOnrampState(): OnrampState {
  const usdc: PurchaseCurrency = {
    id: 'usdc',
    name: 'USD Coin',
    symbol: 'USDC',
    networks: [
      {
        name: 'ethereum-mainnet',
        display_name: 'Ethereum',
        chain_id: '1',
        contract_address: USDC_CONTRACT_ADDRESSES[1],
      },
      {
        name: 'polygon-mainnet',
        display_name: 'Polygon',
        chain_id: '137',
        contract_address: USDC_CONTRACT_ADDRESSES[137],
      },
    ],
  }
  const usd: PaymentCurrency = {
    id: 'USD',
    payment_method_limits: DEFAULT_ONRAMP_PAYMENT_METHOD_LIMITS.map((limit) => ({ ...limit })),
  }
  return {
    providers: [],
    selectedProvider: null,
    error: undefined,
    purchaseCurrency: usdc,
    paymentCurrency: usd,
    purchaseCurrencies: [],
    paymentCurrencies: [],
    quotesLoading: false,
    paymentAmount: undefined,
    purchaseAmount: undefined,
  }
}
