import type { StoreApi } from 'zustand/vanilla'
import { initialOnrampState, type OnrampState } from './onrampState.ts'

/** Restores the on-ramp defaults: USDC for USD, no provider, no quote, no error (SPEC §4). */
export function resetOnrampState(foyer: { onramp: StoreApi<OnrampState> }): void {
  foyer.onramp.setState(initialOnrampState(), true)
}
