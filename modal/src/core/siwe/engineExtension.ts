import type { EngineExtension } from '../connection/engineExtension.ts'
import { loadSiweSession } from './siweSession.ts'
import { siweEnabled } from './siweState.ts'

/**
 * When sign-in is on, reads the session the server holds (its cookie) while the wallet
 * reconnects, and plugs sign-in into the connection (`loadSiweSession`).
 */
export const siweEngineExtension: EngineExtension = {
  name: 'siwe',
  restore: (foyer) => (siweEnabled(foyer) ? loadSiweSession(foyer) : undefined),
}
