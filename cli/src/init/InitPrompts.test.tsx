import { render } from 'ink-testing-library'
import { describe, expect, it, vi } from 'vitest'
import { InitPrompts } from './InitPrompts.tsx'

const ENTER = '\r'
const DOWN = '\u001B[B'

describe('InitPrompts (ink, on a terminal)', () => {
  it('asks only the missing answers, validates the project id, and resolves them all', async () => {
    const onDone = vi.fn()
    const { stdin, lastFrame } = render(
      <InitPrompts
        given={{ email: true }}
        missing={['projectId', 'chains', 'siwe', 'socials']}
        onDone={onDone}
      />,
    )
    /** Waits until the terminal shows `text` (ink renders after each key, later under load). */
    const shows = (text: string) =>
      vi.waitFor(() => expect(lastFrame()).toContain(text), { timeout: 10_000 })
    /**
     * Types keys with no wait between them, faster than ink re-renders: each must still see the
     * previous one's result (down then space toggles the second chain, not the first).
     */
    const type = (...keys: string[]) => {
      for (const key of keys) stdin.write(key)
    }
    await shows('Project id (enter for a local development id, "local-dev")')
    // A prompt reads keys once it is on screen: give ink a moment to listen.
    await new Promise((r) => setTimeout(r, 100))
    type('bad id', ENTER)
    await shows('Project id must be 1 to 64 letters, digits, "-" or "_". Provided: "bad id"')
    type('\u007F', '\u007F', '\u007F', ENTER) // three backspaces
    // Chains: Ethereum is preselected; add OP Mainnet (the next one).
    await shows('◉ Ethereum (1)')
    await new Promise((r) => setTimeout(r, 100))
    type(DOWN, ' ')
    await shows('› ◉ OP Mainnet (10)')
    expect(lastFrame()).toContain('◉ Ethereum (1)')
    type(ENTER)
    await shows('Sign in with Ethereum after connecting? (y/N)')
    await new Promise((r) => setTimeout(r, 100))
    type('y')
    await shows('Embedded wallet: social logins')
    await new Promise((r) => setTimeout(r, 100))
    type(' ', ENTER) // google
    await vi.waitFor(() =>
      expect(onDone).toHaveBeenCalledWith({
        projectId: 'bad',
        chains: [1, 10],
        siwe: true,
        email: true,
        socials: ['google'],
      }),
    )
  })
})
