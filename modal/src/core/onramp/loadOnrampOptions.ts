import type { StoreApi } from 'zustand/vanilla'
import type { OnrampApi } from './onrampApi.ts'
import type { OnrampProvider, OnrampState } from './onrampState.ts'

export type LoadOnrampOptionsParameters = {
  api: Pick<OnrampApi, 'getOnrampOptions' | 'getOnrampProviders'>
}

/**
 * Reads what the server offers into the on-ramp state: its providers (the first is selected) and
 * its purchase and payment currencies (SPEC §3, §7). A currency already chosen stays chosen when
 * the server still offers it; otherwise the server's first is taken, and with none the defaults
 * (USDC for USD) stay.
 * @throws {ApiRequestError} when the server cannot be reached or answers an error.
 * @example await loadOnrampOptions({ onramp: onrampStore(foyer) }, { api: onrampApi(foyer)! })
 */
export async function loadOnrampOptions(
  foyer: { onramp: StoreApi<OnrampState> },
  { api }: LoadOnrampOptionsParameters,
): Promise<void> {
  const [options, entries] = await Promise.all([api.getOnrampOptions(), api.getOnrampProviders()])
  const providers: OnrampProvider[] = entries.map(({ name, url, publicKey }) => ({
    name,
    label: name,
    url,
    publicKey,
  }))
  const state = foyer.onramp.getState()
  const sameId = (a: { id: string }) => (b: { id: string }) => a.id === b.id
  foyer.onramp.setState({
    providers,
    selectedProvider:
      providers.find((p) => p.name === state.selectedProvider?.name) ?? providers[0] ?? null,
    purchaseCurrencies: options.purchaseCurrencies,
    paymentCurrencies: options.paymentCurrencies,
    purchaseCurrency:
      options.purchaseCurrencies.find(sameId(state.purchaseCurrency)) ??
      options.purchaseCurrencies[0] ??
      state.purchaseCurrency,
    paymentCurrency:
      options.paymentCurrencies.find(sameId(state.paymentCurrency)) ??
      options.paymentCurrencies[0] ??
      state.paymentCurrency,
  })
}
