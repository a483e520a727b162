import type { ApiClient } from '../api/createApiClient.ts'
import { instanceApi } from '../api/instanceApi.ts'
import type { Foyer } from '../instantiateFoyer.ts'

/** The Foyer server calls the Buy view makes. */
export type OnrampApi = Pick<
  ApiClient,
  'getOnrampOptions' | 'getOnrampQuote' | 'getOnrampProviders'
>

/**
 * The instance's on-ramp client, or undefined when it has no Foyer server (`api` in the config):
 * the Buy view then says buying needs one.
 * @example const api = onrampApi(foyer); if (api) await loadOnrampOptions(store, { api })
 */
export function onrampApi(
  foyer: Pick<Foyer, 'config'>,
  options: { fetch?: typeof fetch } = {},
): OnrampApi | undefined {
  return instanceApi(foyer, options)
}
