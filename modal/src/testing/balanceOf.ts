import type { Foyer } from '../core/foyer.ts'
import { selectNativeBalance } from '../core/tokensState.ts'

/**
 * The native balance as the Account view and the Connect button show it: derived from the token
 * list with `selectNativeBalance`, shown only once the read succeeded.
 */
export function balanceOf(foyer: Foyer) {
  const state = foyer.tokens.getState()
  if (state.status === 'error') return { status: 'error' as const, error: state.error }
  const native = selectNativeBalance(state)
  if (state.status === 'success' && native) return { status: 'success' as const, ...native }
  return { status: state.status === 'success' ? ('idle' as const) : state.status }
}
