import type { BusChannel, BusEvent } from '@foyer/modal/internal'

/** A bus event as the panel keeps it: numbered, and tagged with the page it came from. */
export type DevtoolsEvent = BusEvent & {
  /** Order of arrival in this panel; unique within it. */
  seq: number
  /** The page load the event came from (the standalone page follows several). */
  session?: string | undefined
}

export type { BusChannel, BusEvent }

/** Every bus channel, in the order the panel lists them. */
export const CHANNELS: readonly BusChannel[] = [
  'router',
  'rpc',
  'frame',
  'tracking',
  'connection',
  'storage',
  'flow',
]
