import type { BusChannel, BusChannels, BusEvent } from './events.ts'

export type { BusChannel, BusChannels, BusEvent } from './events.ts'

export type BusListener = (event: BusEvent) => void

/** Console levels, most verbose first (config `logLevel`). */
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const

export type LogLevel = (typeof LOG_LEVELS)[number]

/** Default log level (SPEC §9). */
export const DEFAULT_LOG_LEVEL = 'error' satisfies LogLevel

export type Bus = {
  emit<C extends BusChannel>(channel: C, payload: BusChannels[C]): void
  /** Listens to every channel. Returns the unsubscribe function. */
  subscribe(listener: BusListener): () => void
  /** Writes to the console when `level` is at or above the instance's `logLevel`. */
  log(level: Exclude<LogLevel, 'silent'>, message: string, ...details: unknown[]): void
}

export type CreateBusParameters = {
  /** @default DEFAULT_LOG_LEVEL (SPEC §9) */
  logLevel?: LogLevel | undefined
}

/**
 * The typed event bus of one Foyer instance: every decision the modal makes is emitted here, and
 * at `logLevel: 'debug'` written to the console too.
 */
export function createBus({ logLevel = DEFAULT_LOG_LEVEL }: CreateBusParameters = {}): Bus {
  const listeners = new Set<BusListener>()
  const threshold = LOG_LEVELS.indexOf(logLevel)
  const log: Bus['log'] = (level, message, ...details) => {
    if (LOG_LEVELS.indexOf(level) >= threshold) console[level](`[foyer] ${message}`, ...details)
  }
  return {
    log,
    emit(channel, payload) {
      const event = { channel, time: Date.now(), payload } as BusEvent
      log('debug', channel, payload)
      for (const listener of listeners) {
        // A broken subscriber (analytics, devtools) must never break the modal.
        try {
          listener(event)
        } catch (error) {
          log('error', 'bus listener failed', error)
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
