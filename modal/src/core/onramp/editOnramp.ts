import type { StoreApi } from 'zustand/vanilla'
import type { OnrampState } from './onrampState.ts'

/** What the visitor picks or types in the Buy view. */
export type OnrampChoice = Partial<
  Pick<OnrampState, 'selectedProvider' | 'purchaseCurrency' | 'paymentCurrency' | 'paymentAmount'>
>

/**
 * The visitor's choice in the Buy view: a provider, the coin, the currency or the amount.
 * @example editOnramp({ onramp: onrampStore(foyer) }, { paymentAmount: 50 })
 */
export function editOnramp(foyer: { onramp: StoreApi<OnrampState> }, choice: OnrampChoice): void {
  foyer.onramp.setState(choice)
}
