import type { Bus } from '../bus/createBus.ts'

// Request ids count per bus, so two instances on one page number their requests apart.
const lastIds = new WeakMap<Bus, number>()

/** The next request id on this bus: the source's first letter and a count (`m1`, `p2`, `n3`). */
export function nextRequestId(bus: Bus, source: string): string {
  const id = (lastIds.get(bus) ?? 0) + 1
  lastIds.set(bus, id)
  return `${source[0]}${id}`
}
