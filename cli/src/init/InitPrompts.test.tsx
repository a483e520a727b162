import { render } from 'ink-testing-library'
import { describe, expect, it, vi } from 'vitest'
import { InitPrompts } from './InitPrompts.tsx'

const tick = () => new Promise((r) => setTimeout(r, 120))
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
    await tick()
    expect(lastFrame()).toContain('Project id (enter for a local development id, "local-dev")')
    stdin.write('bad id')
    await tick()
    stdin.write(ENTER)
    await tick()
    expect(lastFrame()).toContain(
      'Project id must be 1 to 64 letters, digits, "-" or "_". Provided: "bad id"',
    )
    for (let i = 0; i < 3; i++) {
      stdin.write('\u007F') // backspace
      await tick()
    }
    stdin.write(ENTER)
    await tick()
    // Chains: Ethereum is preselected; add OP Mainnet (the next one).
    expect(lastFrame()).toContain('◉ Ethereum (1)')
    stdin.write(DOWN)
    await tick()
    stdin.write(' ')
    await tick()
    stdin.write(ENTER)
    await tick()
    expect(lastFrame()).toContain('Sign in with Ethereum after connecting? (y/N)')
    stdin.write('y')
    await tick()
    stdin.write(' ') // google
    await tick()
    stdin.write(ENTER)
    await tick()
    expect(onDone).toHaveBeenCalledWith({
      projectId: 'bad',
      chains: [1, 10],
      siwe: true,
      email: true,
      socials: ['google'],
    })
  })
})
