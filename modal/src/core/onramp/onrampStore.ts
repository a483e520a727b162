import { instanceStore } from '../instanceStore.ts'
import { initialOnrampState, type OnrampState } from './onrampState.ts'

/**
 * The on-ramp state of an instance (SPEC §3), made when the Buy view first asks for it: the
 * on-ramp is not in the modal's first load.
 * @example const { purchaseAmount } = onrampStore(foyer).getState()
 */
export const onrampStore = instanceStore<OnrampState>('onramp', initialOnrampState)
