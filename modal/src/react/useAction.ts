import { useCallback, useEffect, useRef, useState } from 'react'
import { describeError } from '../core/errors/describeError.ts'
import type { Foyer } from '../core/foyer.ts'

export type ActionState<P, R> = {
  /** Runs the action. Never rejects: a failure is in `error`. Resolves with the result, or undefined. */
  run: (parameters: P) => Promise<R | undefined>
  /** True while the action runs. */
  pending: boolean
  /** What went wrong the last time, in words a person can act on; cleared when it runs again. */
  error: string | undefined
  /** The parameters of the run in progress (or the last one). */
  variables: P | undefined
  /** Forgets the last error. */
  reset: () => void
}

/**
 * Runs an action of `foyer` from a view and owns its pending and error state, so no view
 * hand-rolls `useState` + `catch`. A result or error that arrives after the view unmounted is
 * dropped.
 * @example
 * const switching = useAction(foyer, switchNetwork)
 * <button disabled={switching.pending} onClick={() => switching.run({ chainId: 137 })}>
 */
export function useAction<P, R>(
  foyer: Foyer,
  action: (foyer: Foyer, parameters: P) => Promise<R>,
): ActionState<P, R> {
  const [state, setState] = useState<{ pending: boolean; error?: string; variables?: P }>({
    pending: false,
  })
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  const run = useCallback(
    async (parameters: P) => {
      setState({ pending: true, variables: parameters })
      try {
        const result = await action(foyer, parameters)
        if (mounted.current) setState({ pending: false, variables: parameters })
        return result
      } catch (error) {
        if (mounted.current)
          setState({ pending: false, error: describeError(error), variables: parameters })
        return undefined
      }
    },
    [foyer, action],
  )
  const reset = useCallback(() => setState((s) => ({ ...s, error: undefined })), [])
  return { run, pending: state.pending, error: state.error, variables: state.variables, reset }
}
