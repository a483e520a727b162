import { ApiRequestError } from '../contracts/errors.ts'
import { describeError } from '../errors/describeError.ts'
import type { Foyer } from '../foyer.ts'
import { fetchNameSuggestions } from './fetchNameSuggestions.ts'
import { nameApi } from './nameApi.ts'
import { nameServiceStore } from './nameServiceState.ts'

/** Whether a name can still be registered, as the name service says. */
export type NameAvailability =
  | { status: 'available'; name: string }
  | { status: 'taken'; name: string; suggestions: string[] }
  | { status: 'error'; name: string; message: string }

/**
 * Looks a name up on the name service: a 404 means it is free; a hit means it is taken, and the
 * service's suggestions (only the free ones) are loaded into the name-service state and returned.
 * @example await checkNameAvailability(foyer, 'ada.foyer.id') // { status: 'taken', suggestions: ['ada1.foyer.id', …] }
 */
export async function checkNameAvailability(
  foyer: Foyer,
  fullName: string,
): Promise<NameAvailability> {
  const api = nameApi(foyer)
  if (!api)
    return { status: 'error', name: fullName, message: 'Account names need a Foyer server.' }
  try {
    await api.lookupName(fullName)
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause
    if (cause instanceof ApiRequestError && cause.status === 404)
      return { status: 'available', name: fullName }
    return { status: 'error', name: fullName, message: describeError(error) }
  }
  try {
    const label = fullName.split('.')[0] ?? fullName
    const suggestions = await fetchNameSuggestions(
      { names: nameServiceStore(foyer) },
      { api, name: label },
    )
    return { status: 'taken', name: fullName, suggestions: suggestions.map((s) => s.name) }
  } catch {
    return { status: 'taken', name: fullName, suggestions: [] }
  }
}
