import type { HasInstanceSlots } from '../instanceSlot.ts'

/**
 * The slot of the devtools' fault switch "the next wallet request rejects". A registered symbol,
 * not an `instanceSlot`: the panel's code may load as a copy of its own and must still find it.
 */
export const WALLET_FAULT_SLOT: unique symbol = Symbol.for('foyer.devtools.walletRejects')

/**
 * Arms (`true`) or disarms (`false`) the switch, or only reads it: while armed, the next request
 * that asks the visitor (connect, sign, send) fails as if they refused it (EIP-1193 4001), and
 * the switch turns itself off. Returns whether it is armed now.
 */
export function armWalletRejection(foyer: HasInstanceSlots, armed?: boolean): boolean {
  if (armed === true) foyer._internal.slots.set(WALLET_FAULT_SLOT, true)
  if (armed === false) foyer._internal.slots.delete(WALLET_FAULT_SLOT)
  return foyer._internal.slots.get(WALLET_FAULT_SLOT) === true
}
