import type { RpcOutcome } from '../bus/events.ts'
import { isUserRejection } from '../errors/describeError.ts'
import type { Foyer } from '../foyer.ts'
import { decideRpc } from './decideRpc.ts'
import { describeRpcError, describeRpcParams, rpcJson } from './describeRpc.ts'
import { RequestAbortedError, RpcNotAllowedError } from './errors.ts'
import { nextRequestId } from './nextRequestId.ts'
import { armWalletRejection } from './walletFault.ts'

// No wagmi or viem here: `requestRpc` refuses disallowed methods with this before any wallet
// code has loaded.

export type InstrumentRequestParameters = {
  /** The EIP-1193 method the call makes, e.g. `eth_sendTransaction`. */
  method: string
  /**
   * `modal`: one of the modal's own wallet calls, reported but not gated (the visitor started
   * it in the modal). `provider`: a request through `requestRpc`; a disallowed method is refused.
   */
  source: 'modal' | 'provider'
  /** Stops waiting for the answer: the request rejects with RequestAbortedError. */
  signal?: AbortSignal | undefined
  /** Clock for latencies. @default () => performance.now() */
  now?: (() => number) | undefined
  /** The request's params, shown in devtools (`describeRpcParams`). */
  params?: unknown
}

/** Settles with `promise`, or rejects with RequestAbortedError when `signal` aborts first. */
function abortable<T>(promise: Promise<T>, method: string, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new RequestAbortedError({ method }))
    signal.addEventListener('abort', onAbort, { once: true })
    // Settles once: a late answer of the wallet after an abort is dropped, not left unhandled.
    const done = () => signal.removeEventListener('abort', onAbort)
    promise.then(
      (value) => {
        done()
        resolve(value)
      },
      (error: unknown) => {
        done()
        reject(error)
      },
    )
  })
}

/**
 * Runs one wallet request and reports it on the bus channel `rpc` with the allow-list decision
 * (`decideRpc`), so devtools shows the modal's own calls beside the gated ones. A safe method
 * ends `passed`; any other first reports `pending` (the wallet asks the visitor), then
 * `approved`, `rejected` (the visitor refused), `aborted` (the caller stopped waiting, SPEC §6)
 * or `error`. For `source: 'provider'` a method on neither list is refused with
 * RpcNotAllowedError and `run` is never called.
 * @example
 * const hash = await instrumentRequest(foyer, { method: 'eth_sendTransaction', source: 'modal' },
 *   () => sendTransaction(config, request))
 */
export async function instrumentRequest<T>(
  foyer: Pick<Foyer, 'bus' | '_internal'>,
  { method, source, signal, now = () => performance.now(), params }: InstrumentRequestParameters,
  run: () => Promise<T>,
): Promise<T> {
  const id = nextRequestId(foyer, source)
  const startedAt = now()
  const decision = decideRpc(method)
  const asked = describeRpcParams(method, params)
  const emit = (outcome: RpcOutcome, detail: { result?: string; error?: string } = {}) =>
    foyer.bus.emit(
      'rpc',
      outcome === 'pending'
        ? { id, method, params: asked, source, ...decision, outcome }
        : {
            id,
            method,
            params: asked,
            source,
            ...decision,
            outcome,
            latencyMs: now() - startedAt,
            ...detail,
          },
    )

  if (decision.decision === 'disallowed' && source === 'provider') {
    emit('rejected')
    throw new RpcNotAllowedError({ method })
  }
  if (signal?.aborted) {
    emit('aborted')
    throw new RequestAbortedError({ method })
  }
  const asksVisitor = decision.decision !== 'safe'
  if (asksVisitor) emit('pending')
  const faulted = asksVisitor && armWalletRejection(foyer)
  if (faulted) armWalletRejection(foyer, false)
  try {
    const result = await abortable(
      faulted
        ? Promise.reject(
            Object.assign(new Error('User rejected the request (devtools fault switch).'), {
              code: 4001,
            }),
          )
        : run(),
      method,
      signal,
    )
    emit(asksVisitor ? 'approved' : 'passed', { result: rpcJson(result) })
    return result
  } catch (error) {
    emit(
      error instanceof RequestAbortedError
        ? 'aborted'
        : asksVisitor && isUserRejection(error)
          ? 'rejected'
          : 'error',
      { error: describeRpcError(error) },
    )
    throw error
  }
}
