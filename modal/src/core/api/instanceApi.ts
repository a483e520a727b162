import type { Foyer } from '../instantiateFoyer.ts'
import { type ApiClient, createApiClient } from './createApiClient.ts'

/**
 * The instance's Foyer server client (sign-in, names, on-ramp), or undefined when the config has
 * no `api` (a build without a Foyer server).
 * @example const api = instanceApi(foyer); if (api) await api.lookupName('ada')
 */
export function instanceApi(
  foyer: Pick<Foyer, 'config'>,
  { fetch }: { fetch?: typeof globalThis.fetch | undefined } = {},
): ApiClient | undefined {
  const { api, projectId } = foyer.config
  return api ? createApiClient({ baseUrl: api, projectId, fetch }) : undefined
}
