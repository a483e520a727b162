import type { FoyerConfig } from '@foyer/modal/config'
import { hasCredentials, socialProvidersFromEnv } from '@foyer/server'

/**
 * The config a production build ships: each social login whose OAuth client is missing from the
 * environment (`FOYER_OAUTH_<PROVIDER>_CLIENT_ID`…, what `foyer serve` reads) is left out, with
 * a warning naming it, so no visitor meets a button that cannot work. Farcaster needs no client.
 */
export function socialsForBuild(
  config: FoyerConfig,
  warn: (message: string) => void,
  env: Record<string, string | undefined> = process.env,
): FoyerConfig {
  if (!config.socials?.length) return config
  const clients = socialProvidersFromEnv(env)
  const socials = config.socials.filter((provider) => {
    if (provider === 'farcaster' || hasCredentials(clients[provider])) return true
    const key = `FOYER_OAUTH_${provider.toUpperCase()}`
    const needs =
      provider === 'apple'
        ? `${key}_CLIENT_ID, ${key}_TEAM_ID, ${key}_KEY_ID and ${key}_PRIVATE_KEY`
        : `${key}_CLIENT_ID and ${key}_CLIENT_SECRET`
    warn(
      `[foyer] the "${provider}" login has no OAuth credentials (${needs}): its button is left out of this build.`,
    )
    return false
  })
  return { ...config, socials }
}
