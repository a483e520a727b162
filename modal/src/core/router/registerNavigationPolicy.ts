import type { BusEvent } from '../bus/events.ts'
import type { Foyer } from '../foyer.ts'

/**
 * Where the modal goes after what a feature's actions did: a policy listens to the typed bus
 * events of its feature and is the only place that routes or shakes for it
 * (docs/ARCHITECTURE.md §How data flows). Actions return results and emit events.
 */
export type NavigationPolicy = {
  /** The feature it decides for, e.g. `send`; one policy per name on an instance. */
  name: string
  /** Makes the policy's listener for one instance (it may keep what it saw, e.g. a send in flight). */
  create(foyer: Foyer): (event: BusEvent) => void
}

/**
 * Registers `policy` on the instance, once: a feature calls it before it emits its first event.
 * @example registerNavigationPolicy(foyer, sendNavigationPolicy)
 */
export function registerNavigationPolicy(foyer: Foyer, policy: NavigationPolicy): void {
  const policies = foyer._internal.navigationPolicies
  if (policies.has(policy.name)) return
  policies.set(policy.name, foyer.bus.subscribe(policy.create(foyer)))
}
