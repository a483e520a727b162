import { type HasInstanceSlots, instanceCounter } from '../instanceSlot.ts'

// Request ids count per instance, so two instances on one page number their requests apart.
const requests = instanceCounter('rpc.request')

/** The instance's next request id: the source's first letter and a count (`m1`, `p2`, `n3`). */
export function nextRequestId(foyer: HasInstanceSlots, source: string): string {
  return `${source[0]}${requests.next(foyer)}`
}
