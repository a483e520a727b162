// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFoyer, type Foyer } from '../core/createFoyer.ts'
import { act, alerts, button, click, renderView } from '../testing/renderView.tsx'
import { useAction } from './useAction.ts'

/** An action that settles when the test says so, recording what it was called with. */
function controlledAction() {
  const calls: { foyer: Foyer; parameters: string }[] = []
  let settle: { resolve: (value: number) => void; reject: (error: unknown) => void } | undefined
  const action = (foyer: Foyer, parameters: string) => {
    calls.push({ foyer, parameters })
    return new Promise<number>((resolve, reject) => {
      settle = { resolve, reject }
    })
  }
  const pending = () => {
    if (!settle) throw new Error('the action has not been run')
    return settle
  }
  return {
    action,
    calls,
    resolve: (value: number) => act(async () => pending().resolve(value)),
    reject: (error: unknown) => act(async () => pending().reject(error)),
  }
}

/** A view that runs `action` from a button and shows its state as a person would see it. */
function Harness({
  foyer,
  action,
  onResult,
}: {
  foyer: Foyer
  action: (foyer: Foyer, parameters: string) => Promise<number>
  onResult: (result: number | undefined) => void
}) {
  const state = useAction(foyer, action)
  return (
    <div>
      <button
        type="button"
        disabled={state.pending}
        aria-busy={state.pending}
        onClick={() => void state.run('0.5').then(onResult)}
      >
        {state.pending ? 'Working…' : 'Run'}
      </button>
      <output data-testid="variables">{state.variables ?? ''}</output>
      {state.error && <p role="alert">{state.error}</p>}
      <button type="button" onClick={state.reset}>
        Dismiss
      </button>
    </div>
  )
}

function setup() {
  const foyer = createFoyer(
    { projectId: 'test', chains: [1, 137] },
    {
      storage: window.localStorage,
      loadEngine: () => Promise.reject(new Error('no wallet code in this test')),
    },
  )
  const controlled = controlledAction()
  const results: (number | undefined)[] = []
  const view = renderView(
    <Harness foyer={foyer} action={controlled.action} onResult={(r) => results.push(r)} />,
  )
  return { foyer, ...controlled, results, ...view }
}

afterEach(() => {
  vi.restoreAllMocks()
  window.localStorage.clear()
})

describe('useAction', () => {
  it('is pending while the action runs, with its parameters, then resolves with the result', async () => {
    const { foyer, dialog, calls, resolve, results } = setup()
    expect(button(dialog, 'Run').disabled).toBe(false)

    click(button(dialog, 'Run'))

    const running = button(dialog, 'Working…')
    expect(running.disabled).toBe(true)
    expect(running.getAttribute('aria-busy')).toBe('true')
    expect(calls).toEqual([{ foyer, parameters: '0.5' }])
    expect(dialog.querySelector('[data-testid="variables"]')?.textContent).toBe('0.5')

    await resolve(42)

    expect(button(dialog, 'Run').disabled).toBe(false)
    expect(alerts(dialog)).toEqual([])
    expect(results).toEqual([42])
  })

  it("a failure ends pending with describeError's sentence, and run resolves undefined", async () => {
    const { dialog, reject, results } = setup()
    click(button(dialog, 'Run'))

    await reject({ code: 4001, message: 'User denied transaction signature' })

    expect(button(dialog, 'Run').disabled).toBe(false)
    expect(alerts(dialog)).toEqual(['You rejected the request in your wallet.'])
    expect(results).toEqual([undefined])
  })

  it("a failure deep in the cause chain is found, and a plain error's shortMessage is shown", async () => {
    const first = setup()
    click(button(first.dialog, 'Run'))
    await first.reject(new Error('wrapped', { cause: { name: 'UserRejectedRequestError' } }))
    expect(alerts(first.dialog)).toEqual(['You rejected the request in your wallet.'])

    const second = setup()
    click(button(second.dialog, 'Run'))
    await second.reject({ shortMessage: 'Connector not connected.', message: 'long text' })
    expect(alerts(second.dialog)).toEqual(['Connector not connected.'])
  })

  it('reset clears the error', async () => {
    const { dialog, reject } = setup()
    click(button(dialog, 'Run'))
    await reject({ code: 4001 })
    expect(alerts(dialog)).toHaveLength(1)

    click(button(dialog, 'Dismiss'))

    expect(alerts(dialog)).toEqual([])
    expect(button(dialog, 'Run').disabled).toBe(false)
  })

  it('running again clears the last error while it runs', async () => {
    const { dialog, reject, resolve } = setup()
    click(button(dialog, 'Run'))
    await reject(new Error('The node is down'))
    expect(alerts(dialog)).toEqual(['The node is down'])

    click(button(dialog, 'Run'))

    expect(alerts(dialog)).toEqual([])
    await resolve(1)
    expect(alerts(dialog)).toEqual([])
  })

  it('a result or an error arriving after unmount is dropped without a warning', async () => {
    const consoleError = vi.spyOn(console, 'error')
    const consoleWarn = vi.spyOn(console, 'warn')

    const ok = setup()
    click(button(ok.dialog, 'Run'))
    ok.unmount()
    await ok.resolve(7)
    expect(ok.results).toEqual([7])

    const failing = setup()
    click(button(failing.dialog, 'Run'))
    failing.unmount()
    await failing.reject({ code: 4001 })
    expect(failing.results).toEqual([undefined])

    expect(consoleError).not.toHaveBeenCalled()
    expect(consoleWarn).not.toHaveBeenCalled()
  })
})
