import type { FoyerStorage } from '../../storage/createFoyerStorage.ts'
import type { SocialProvider } from '../constants.ts'

/** Each social provider's name as people know it. */
export const SOCIAL_PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
}

/** Providers whose username is a handle; Google, Apple and Facebook give a person's name. */
const HANDLES: ReadonlySet<SocialProvider> = new Set(['github', 'x', 'discord', 'farcaster'])

/** A handle ("octo-ada") reads as "@octo-ada"; a name ("Ada Lovelace") stays as it is. */
function displayName(provider: SocialProvider, userName: string): string {
  return HANDLES.has(provider) && /^[\w.-]+$/.test(userName) ? `@${userName}` : userName
}

/**
 * How the embedded wallet's visitor signed in, for Account: "Email wallet · ada@example.com" or
 * "GitHub · @octo-ada" (the email, or "signed in", when the provider gave no username).
 */
export function signedInAs(persisted: FoyerStorage): string {
  const provider = persisted.get('authProvider')
  const email = persisted.get('email')
  if (!provider || provider === 'email') return `Email wallet · ${email ?? 'signed in with email'}`
  if (provider === 'passkey') return `Passkey wallet · ${email ?? 'signed in with a passkey'}`
  const userName = persisted.get('socialUsername')
  return `${SOCIAL_PROVIDER_NAMES[provider]} · ${userName ? displayName(provider, userName) : (email ?? 'signed in')}`
}
