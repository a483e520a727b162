/** The name-registration view's state (SPEC §3). */
export type NameServiceState = {
  suggestions: { name: string }[]
  loading: boolean
}

/** No suggestions, not loading. */
export function initialNameServiceState(): NameServiceState {
  return { suggestions: [], loading: false }
}
