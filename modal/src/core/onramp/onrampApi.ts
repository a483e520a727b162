import type { OnrampOptions, OnrampQuote } from '../contracts/apiSchemas.ts'
import { configClient } from '../contracts/createFoyerClient.ts'
import { foyerRoutes } from '../contracts/foyerRoutes.ts'
import type { OnrampProviderEntry, OnrampQuoteRequest } from '../contracts/onrampApiSchemas.ts'

/** The Foyer server calls the Buy view makes; failures are `ApiRequestError`s. */
export type OnrampApi = {
  getOnrampOptions(): Promise<OnrampOptions>
  getOnrampQuote(quote: OnrampQuoteRequest): Promise<OnrampQuote>
  /** The providers the server offers, `[{ name, url, publicKey }]`. */
  getOnrampProviders(): Promise<OnrampProviderEntry[]>
}

/**
 * The instance's on-ramp calls, through the shared Foyer server client, or undefined when it has
 * no Foyer server (`api` in the config): the Buy view then says buying needs one.
 * @example const api = onrampApi(foyer); if (api) await loadOnrampOptions(store, { api })
 */
export function onrampApi(
  foyer: { config: Parameters<typeof configClient>[0] },
  options: { fetch?: typeof fetch | undefined } = {},
): OnrampApi | undefined {
  const client = configClient(foyer.config, options)
  if (!client) return undefined
  return {
    getOnrampOptions: () => client.call(foyerRoutes.onrampOptions),
    getOnrampQuote: (quote) => client.call(foyerRoutes.onrampQuote, { body: quote }),
    getOnrampProviders: () => client.call(foyerRoutes.onrampProviders),
  }
}
