import { createStore, type StoreApi } from 'zustand/vanilla'
import type { RpcOutcome } from '../bus/events.ts'
import type { Foyer } from '../instantiateFoyer.ts'
import { decideRpc } from '../rpc/decideRpc.ts'
import { RequestAbortedError, RequestRejectedError, RpcNotAllowedError } from '../rpc/errors.ts'
import type { FoyerStorage } from '../storage/createFoyerStorage.ts'

export type RpcRequest = { method: string; params?: unknown }

/** An unsafe request waiting for the visitor. */
export type PendingRpcRequest = RpcRequest & { id: string; requestedAt: number }

export type RpcGateState = { pending: readonly PendingRpcRequest[] }

export type CreateRpcGateParameters = {
  /** Performs a request the gate let through (the wallet, the frame or a node). */
  send: (request: RpcRequest) => Promise<unknown>
  /** Answers eth_chainId from the last used chain. @default foyer.persisted */
  storage?: FoyerStorage | undefined
  /** Clock for latencies. @default () => performance.now() */
  now?: (() => number) | undefined
}

export type RpcGate = {
  /** Pending unsafe requests, for the approval UI. */
  readonly state: StoreApi<RpcGateState>
  /**
   * Routes a request by the allow-list (SPEC §6). Safe: sent at once. Unsafe: waits for
   * `approve`/`reject`, or rejects with RequestAbortedError when `signal` aborts. Disallowed:
   * rejects with RpcNotAllowedError. eth_chainId is answered from storage when it can be.
   */
  request(request: RpcRequest, options?: { signal?: AbortSignal | undefined }): Promise<unknown>
  /** Sends a pending unsafe request. False when no request has this id. */
  approve(id: string): boolean
  /** Refuses a pending unsafe request with RequestRejectedError (EIP-1193 4001). */
  reject(id: string): boolean
  /** Aborts every pending unsafe request with RequestAbortedError, e.g. when the modal closes. */
  abortPending(): void
}

type Waiter = {
  request: PendingRpcRequest
  approve(): void
  settle(outcome: 'rejected' | 'aborted'): void
}

/** The chain id as eth_chainId returns it (hex), from an EVM number or an `eip155:` CAIP-2 id. */
function storedChainId(storage: FoyerStorage | undefined): `0x${string}` | undefined {
  const chain = storage?.get('lastUsedChain')
  const id =
    typeof chain === 'number'
      ? chain
      : /^eip155:\d+$/.test(chain ?? '')
        ? Number(chain?.slice(7))
        : NaN
  return Number.isSafeInteger(id) && id > 0 ? `0x${id.toString(16)}` : undefined
}

/**
 * The RPC allow-list gate of one instance (SPEC §6, §7). Every decision and outcome is emitted on
 * the bus channel `rpc` so devtools can show what was let through and why.
 * @example
 * const gate = createRpcGate(foyer, { send: (r) => provider.request(r) })
 * const signature = gate.request({ method: 'personal_sign', params: [message, address] })
 * gate.approve(gate.state.getState().pending[0].id) // from the approval UI
 */
export function createRpcGate(
  foyer: Pick<Foyer, 'bus' | 'persisted'>,
  parameters: CreateRpcGateParameters,
): RpcGate {
  const { send, storage = foyer.persisted, now = () => performance.now() } = parameters
  const state = createStore<RpcGateState>(() => ({ pending: [] }))
  const waiters = new Map<string, Waiter>()
  let lastId = 0

  const sync = () =>
    state.setState({ pending: [...waiters.values()].map((waiter) => waiter.request) })

  type Emit = (outcome: RpcOutcome, extra?: { answeredFrom?: 'storage' }) => void

  // `passed` is emitted once a safe call answered; after an approval only a failure is news.
  const forward = async (request: RpcRequest, emit: Emit, reportSuccess: boolean) => {
    if (request.method === 'eth_chainId') {
      const local = storedChainId(storage)
      if (local !== undefined) {
        emit('passed', { answeredFrom: 'storage' })
        return local
      }
    }
    try {
      const result = await send(request)
      if (reportSuccess) emit('passed')
      return result
    } catch (error) {
      emit('error')
      throw error
    }
  }

  return {
    state,
    request(request, { signal } = {}) {
      const id = String(++lastId)
      const startedAt = now()
      const decided = decideRpc(request.method)
      const { decision } = decided
      const emit: Emit = (outcome, extra = {}) =>
        foyer.bus.emit(
          'rpc',
          outcome === 'pending'
            ? { id, method: request.method, ...decided, outcome }
            : {
                id,
                method: request.method,
                ...decided,
                outcome,
                latencyMs: now() - startedAt,
                ...extra,
              },
        )

      if (decision === 'disallowed') {
        emit('rejected')
        return Promise.reject(new RpcNotAllowedError({ method: request.method }))
      }
      if (signal?.aborted) {
        emit('aborted')
        return Promise.reject(new RequestAbortedError({ method: request.method }))
      }
      if (decision === 'safe') return forward(request, emit, true)

      return new Promise((resolve, reject) => {
        const onAbort = () => waiter.settle('aborted')
        const done = () => {
          waiters.delete(id)
          signal?.removeEventListener('abort', onAbort)
          sync()
        }
        const waiter: Waiter = {
          request: { ...request, id, requestedAt: Date.now() },
          approve() {
            done()
            // 'approved' is the visitor's decision; a failure of the call itself follows as 'error'.
            emit('approved')
            forward(request, emit, false).then(resolve, reject)
          },
          settle(outcome) {
            done()
            emit(outcome)
            reject(
              outcome === 'aborted'
                ? new RequestAbortedError({ method: request.method })
                : new RequestRejectedError({ method: request.method }),
            )
          },
        }
        waiters.set(id, waiter)
        signal?.addEventListener('abort', onAbort, { once: true })
        sync()
        emit('pending')
      })
    },
    approve(id) {
      const waiter = waiters.get(id)
      waiter?.approve()
      return waiter !== undefined
    },
    reject(id) {
      const waiter = waiters.get(id)
      waiter?.settle('rejected')
      return waiter !== undefined
    },
    abortPending() {
      for (const waiter of [...waiters.values()]) waiter.settle('aborted')
    },
  }
}
