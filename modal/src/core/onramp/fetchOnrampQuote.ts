import type { StoreApi } from 'zustand/vanilla'
import type { OnrampQuote } from '../contracts/apiSchemas.ts'
import type { OnrampApi } from './onrampApi.ts'
import type { OnrampState } from './onrampState.ts'

export type FetchOnrampQuoteParameters = {
  api: Pick<OnrampApi, 'getOnrampQuote'>
  /** Network to buy on. @default the first network of the purchase currency */
  network?: string | undefined
}

function messageOf(error: unknown): string {
  const e = error as { shortMessage?: unknown; message?: unknown } | null
  if (typeof e?.shortMessage === 'string') return e.shortMessage
  if (typeof e?.message === 'string') return e.message
  return String(error)
}

/**
 * Fetches a quote for the on-ramp state's currencies and payment amount (SPEC §4): toggles
 * `quotesLoading` and sets `purchaseAmount` from the quote's `purchaseAmount.amount`. A failed
 * quote stores its message in `error` and returns null (SPEC §8). When a newer fetch started
 * meanwhile, this one's answer is dropped (null) so a late quote never shows for a new amount.
 * @example foyer.onramp.setState({ paymentAmount: 100 }); await fetchOnrampQuote(foyer, { api })
 */
export async function fetchOnrampQuote(
  foyer: { onramp: StoreApi<OnrampState> },
  { api, network }: FetchOnrampQuoteParameters,
): Promise<OnrampQuote | null> {
  const { purchaseCurrency, paymentCurrency, paymentAmount } = foyer.onramp.getState()
  const request = {
    paymentAmount,
    network: network ?? purchaseCurrency.networks[0]?.name ?? purchaseCurrency.symbol,
  }
  // A quote for an amount typed earlier that answers late is dropped; so is one from before a
  // reset (the visitor left the view), which clears the pending quote and quotesLoading.
  const current = () => {
    const state = foyer.onramp.getState()
    return state.pendingQuote === request && state.quotesLoading
  }
  foyer.onramp.setState({ quotesLoading: true, error: undefined, pendingQuote: request })
  try {
    const quote = await api.getOnrampQuote({
      purchaseCurrency: purchaseCurrency.id,
      paymentCurrency: paymentCurrency.id,
      amount: String(paymentAmount ?? 0),
      network: request.network,
    })
    if (!current()) return null
    foyer.onramp.setState({
      purchaseAmount: Number(quote.purchaseAmount.amount),
      quotesLoading: false,
      pendingQuote: undefined,
    })
    return quote
  } catch (error) {
    // The last quote was for another amount: it must not pass for this one's.
    if (current())
      foyer.onramp.setState({
        error: messageOf(error),
        quotesLoading: false,
        purchaseAmount: undefined,
        pendingQuote: undefined,
      })
    return null
  }
}
