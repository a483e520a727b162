import { SOCIAL_PROVIDER_NAMES } from '@foyer/modal/frame-protocol'

/**
 * The name of the social provider a session signed in with ("Google"), or undefined for an
 * email login, a missing value, or a provider the modal does not know.
 */
export function socialProviderName(authProvider: string | undefined): string | undefined {
  if (!authProvider || !Object.hasOwn(SOCIAL_PROVIDER_NAMES, authProvider)) return undefined
  return SOCIAL_PROVIDER_NAMES[authProvider as keyof typeof SOCIAL_PROVIDER_NAMES]
}
