import { searchText } from './describeEvent.ts'
import { type BusChannel, CHANNELS, type DevtoolsEvent } from './types.ts'

export type EventFilter = {
  /** Words that must all appear in the event (any case). */
  text: string
  /** The channels shown; every channel when it holds all of them. */
  channels: ReadonlySet<BusChannel>
}

/** The events that pass the filter, in their order. */
export function filterEvents(
  events: readonly DevtoolsEvent[],
  filter: EventFilter,
): readonly DevtoolsEvent[] {
  const words = filter.text.toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0 && filter.channels.size === CHANNELS.length) return events
  return events.filter((event) => {
    if (!filter.channels.has(event.channel)) return false
    if (words.length === 0) return true
    const text = searchText(event)
    return words.every((word) => text.includes(word))
  })
}
