import type { Foyer } from '../instantiateFoyer.ts'
import { initialOnrampState } from './onrampState.ts'

/** Restores the on-ramp defaults: USDC for USD, no provider, no quote, no error (SPEC §4). */
export function resetOnrampState(foyer: Pick<Foyer, 'onramp'>): void {
  foyer.onramp.setState(initialOnrampState(), true)
}
