import type { StoreApi } from 'zustand/vanilla'
import type { NameSuggestionsError } from './errors.ts'
import type { NameApi } from './nameApi.ts'
import type { NameServiceState } from './nameServiceState.ts'

export type FetchNameSuggestionsParameters = {
  api: Pick<NameApi, 'getNameSuggestions'>
  name: string
}

export type FetchNameSuggestionsErrorType = NameSuggestionsError

/**
 * Loads name suggestions into the name-service state, with `loading` set meanwhile. A failure
 * clears the suggestions and rethrows the NameSuggestionsError for the view to show.
 * @example await fetchNameSuggestions(foyer, { api, name: 'ada' })
 */
export async function fetchNameSuggestions(
  foyer: { names: StoreApi<NameServiceState> },
  { api, name }: FetchNameSuggestionsParameters,
): Promise<{ name: string }[]> {
  foyer.names.setState({ loading: true })
  try {
    const suggestions = (await api.getNameSuggestions(name)).map((s) => ({ name: s.name }))
    foyer.names.setState({ suggestions, loading: false })
    return suggestions
  } catch (error) {
    foyer.names.setState({ suggestions: [], loading: false })
    throw error
  }
}
