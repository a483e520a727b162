import type { FoyerStorage } from '../storage/createFoyerStorage.ts'
import type { PersistedKey } from '../storage/persistedKeys.ts'

// The cooldown time stays: clearing it would let a failed check reset the email rate limit.
const LOGIN_KEYS: readonly PersistedKey[] = [
  'email',
  'loginUsed',
  'lastUsedChain',
  'socialUsername',
  'authProvider',
  'embeddedSession',
]

/** Forgets the cached embedded-wallet login (email, login-used flag, last chain, social username and provider, session). */
export function clearLoginData(storage: FoyerStorage): void {
  for (const key of LOGIN_KEYS) storage.remove(key)
}
