import type { StoreApi } from 'zustand/vanilla'
import type { OnrampQuote } from '../api/apiSchemas.ts'
import type { ApiClient } from '../api/createApiClient.ts'
import type { OnrampState } from './onrampState.ts'

export type FetchOnrampQuoteParameters = {
  api: Pick<ApiClient, 'getOnrampQuote'>
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
 * quote stores its message in `error` and returns null (SPEC §8).
 * @example foyer.onramp.setState({ paymentAmount: 100 }); await fetchOnrampQuote(foyer, { api })
 */
export async function fetchOnrampQuote(
  foyer: { onramp: StoreApi<OnrampState> },
  { api, network }: FetchOnrampQuoteParameters,
): Promise<OnrampQuote | null> {
  const { purchaseCurrency, paymentCurrency, paymentAmount } = foyer.onramp.getState()
  foyer.onramp.setState({ quotesLoading: true, error: undefined })
  try {
    const quote = await api.getOnrampQuote({
      purchaseCurrency: purchaseCurrency.id,
      paymentCurrency: paymentCurrency.id,
      amount: String(paymentAmount ?? 0),
      network: network ?? purchaseCurrency.networks[0]?.name ?? purchaseCurrency.symbol,
    })
    foyer.onramp.setState({
      purchaseAmount: Number(quote.purchaseAmount.amount),
      quotesLoading: false,
    })
    return quote
  } catch (error) {
    foyer.onramp.setState({ error: messageOf(error), quotesLoading: false })
    return null
  }
}
