import type { ConnectionState } from './connection/connectionState.ts'
import { getDefaultFoyer } from './defaultFoyer.ts'
import { BaseError } from './errors/base.ts'
import type { Foyer } from './foyer.ts'
import { closeModal } from './modal/closeModal.ts'
import { type OpenModalParameters, openModal } from './modal/openModal.ts'

/** No Foyer was mounted on this page before the code that asked for it ran. */
export class FoyerNotMountedError extends BaseError {
  override name = 'FoyerNotMountedError'
  constructor() {
    super('No Foyer on this page yet', {
      details:
        'add foyer() from @foyer/vite to the plugins of vite.config (it mounts the modal before the page’s own scripts run), or call mountFoyer(createFoyer(config)) first',
    })
  }
}

/**
 * The Foyer the Vite plugin mounted on this page, for code without React (Vue, Svelte, Solid,
 * a plain module).
 * @throws {FoyerNotMountedError} when none is mounted yet
 * @example openModal(getFoyer())
 */
export function getFoyer(): Foyer {
  const foyer = getDefaultFoyer()
  if (!foyer) throw new FoyerNotMountedError()
  return foyer
}

/**
 * The page's Foyer in a few calls, for hosts without React: `foyer.open()`, `foyer.close()`,
 * `foyer.getState()` and `foyer.subscribe(listener)`, which calls `listener` with the connection
 * state now and on every change, and returns the function that stops it.
 * @example
 * import { foyer } from '@foyer/modal'
 * const stop = foyer.subscribe((state) => { status.textContent = state.address ?? 'Not connected' })
 * openButton.onclick = () => foyer.open()
 */
export const foyer = {
  open(parameters?: OpenModalParameters): void {
    openModal(getFoyer(), parameters)
  },
  close(): void {
    closeModal(getFoyer())
  },
  getState(): ConnectionState {
    return getFoyer().connection.getState()
  },
  subscribe(listener: (state: ConnectionState) => void): () => void {
    const { connection } = getFoyer()
    listener(connection.getState())
    return connection.subscribe((state) => listener(state))
  },
}
