import { describe, expect, it } from 'vitest'
import { createStore } from 'zustand/vanilla'
import { NameSuggestionsError } from './errors.ts'
import { fetchNameSuggestions } from './fetchNameSuggestions.ts'
import { initialNameServiceState } from './nameServiceState.ts'

const newFoyer = () => ({ names: createStore(initialNameServiceState) })

describe('name-service state (SPEC §3)', () => {
  it('starts with no suggestions, not loading', () => {
    expect(newFoyer().names.getState()).toEqual({ suggestions: [], loading: false })
  })

  it('is loading while suggestions are fetched, then holds their names', async () => {
    const foyer = newFoyer()
    let release: () => void = () => {}
    const api = {
      getNameSuggestions: (name: string) =>
        new Promise<{ name: string; registered?: boolean }[]>((resolve) => {
          release = () => resolve([{ name: `${name}1.foyer.id`, registered: false }])
        }),
    }
    const done = fetchNameSuggestions(foyer, { api, name: 'ada' })
    expect(foyer.names.getState().loading).toBe(true)
    release()
    await expect(done).resolves.toEqual([{ name: 'ada1.foyer.id' }])
    expect(foyer.names.getState()).toEqual({
      suggestions: [{ name: 'ada1.foyer.id' }],
      loading: false,
    })
  })

  it('clears loading and suggestions on failure, rethrowing the error', async () => {
    const foyer = newFoyer()
    foyer.names.setState({ suggestions: [{ name: 'old' }] })
    const api = { getNameSuggestions: () => Promise.reject(new NameSuggestionsError()) }
    await expect(fetchNameSuggestions(foyer, { api, name: 'ada' })).rejects.toThrow(
      'Error fetching name suggestions',
    )
    expect(foyer.names.getState()).toEqual({ suggestions: [], loading: false })
  })
})
