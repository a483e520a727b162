import { instanceStore } from '../instanceStore.ts'

/** The name-registration view's state (SPEC §3). */
export type NameServiceState = {
  suggestions: { name: string }[]
  loading: boolean
}

/** No suggestions, not loading. */
export function initialNameServiceState(): NameServiceState {
  return { suggestions: [], loading: false }
}

/** The name-service state of an instance, made when a names view first needs it. */
export const nameServiceStore = instanceStore<NameServiceState>(
  'nameService',
  initialNameServiceState,
)
