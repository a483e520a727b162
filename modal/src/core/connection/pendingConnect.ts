import { type HasInstanceSlots, instanceSlot } from '../instanceSlot.ts'

// The connect each instance is waiting for, as the function that gives up on it. No wagmi here:
// closing the modal (first-load code) cancels through this.
const pending = instanceSlot<() => void>('connection.pendingConnect')

/** Registers the way to cancel the connect in progress; returns the function that unregisters it. */
export function registerPendingConnect(foyer: HasInstanceSlots, cancel: () => void): () => void {
  pending.set(foyer, cancel)
  return () => {
    if (pending.get(foyer) === cancel) pending.delete(foyer)
  }
}

/**
 * Stops waiting for the wallet of the connect in progress, if any: other wallets can be picked at
 * once. Should the wallet still approve later, that connection is closed again (the visitor said
 * no). The modal calls this when it closes.
 * @example cancelConnect(foyer)
 */
export function cancelConnect(foyer: HasInstanceSlots): void {
  pending.get(foyer)?.()
}
