import type { Foyer } from '../instantiateFoyer.ts'

// The connect each instance is waiting for, as the function that gives up on it. No wagmi here:
// closing the modal (first-load code) cancels through this.
const pending = new WeakMap<Foyer['connection'], () => void>()

/** Registers the way to cancel the connect in progress; returns the function that unregisters it. */
export function registerPendingConnect(foyer: Foyer, cancel: () => void): () => void {
  pending.set(foyer.connection, cancel)
  return () => {
    if (pending.get(foyer.connection) === cancel) pending.delete(foyer.connection)
  }
}

/**
 * Stops waiting for the wallet of the connect in progress, if any: other wallets can be picked at
 * once. Should the wallet still approve later, that connection is closed again (the visitor said
 * no). The modal calls this when it closes.
 * @example cancelConnect(foyer)
 */
export function cancelConnect(foyer: Foyer): void {
  pending.get(foyer.connection)?.()
}
