import { describe, expect, it } from 'vitest'
import { createBus } from '../../bus/createBus.ts'
import { createFoyerStorage } from '../../storage/createFoyerStorage.ts'
import { signedInAs } from './socialNames.ts'

function stored(values: Record<string, unknown>) {
  const backend = new Map<string, string>()
  const persisted = createFoyerStorage({
    storage: {
      getItem: (key) => backend.get(key) ?? null,
      setItem: (key, value) => void backend.set(key, value),
      removeItem: (key) => void backend.delete(key),
    },
    bus: createBus(),
  })
  for (const [key, value] of Object.entries(values)) persisted.set(key as 'email', value as string)
  return persisted
}

describe('signedInAs (Account: how the embedded wallet was signed in to)', () => {
  it('an email login shows the email', () => {
    expect(signedInAs(stored({ email: 'ada@example.com' }))).toBe('Email wallet · ada@example.com')
    expect(signedInAs(stored({ authProvider: 'email', email: 'ada@example.com' }))).toBe(
      'Email wallet · ada@example.com',
    )
    expect(signedInAs(stored({}))).toBe('Email wallet · signed in with email')
  })

  it('a social login shows the provider and the username as a handle', () => {
    expect(signedInAs(stored({ authProvider: 'github', socialUsername: 'octo-ada' }))).toBe(
      'GitHub · @octo-ada',
    )
    expect(signedInAs(stored({ authProvider: 'x', socialUsername: 'ada_l' }))).toBe('X · @ada_l')
    // A person's name is not a handle.
    expect(signedInAs(stored({ authProvider: 'google', socialUsername: 'Ada Lovelace' }))).toBe(
      'Google · Ada Lovelace',
    )
    expect(signedInAs(stored({ authProvider: 'facebook', socialUsername: 'ada' }))).toBe(
      'Facebook · ada',
    )
    expect(signedInAs(stored({ authProvider: 'farcaster', socialUsername: 'alice' }))).toBe(
      'Farcaster · @alice',
    )
  })

  it('without a username: the email, else just the provider', () => {
    expect(signedInAs(stored({ authProvider: 'apple', email: 'ada@icloud.com' }))).toBe(
      'Apple · ada@icloud.com',
    )
    expect(signedInAs(stored({ authProvider: 'farcaster' }))).toBe('Farcaster · signed in')
  })
})
