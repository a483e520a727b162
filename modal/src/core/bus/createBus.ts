import type { BusChannel, BusChannels, BusEvent } from './events.ts'

export type { BusChannel, BusChannels, BusEvent } from './events.ts'

export type BusListener = (event: BusEvent) => void

export type Bus = {
  emit<C extends BusChannel>(channel: C, payload: BusChannels[C]): void
  /** Listens to every channel. Returns the unsubscribe function. */
  subscribe(listener: BusListener): () => void
}

/** The typed event bus of one Foyer instance: every decision the modal makes is emitted here. */
export function createBus(): Bus {
  const listeners = new Set<BusListener>()
  return {
    emit(channel, payload) {
      const event = { channel, time: Date.now(), payload } as BusEvent
      for (const listener of listeners) {
        // A broken subscriber (analytics, devtools) must never break the modal.
        try {
          listener(event)
        } catch (error) {
          console.error('[foyer] bus listener failed', error)
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
