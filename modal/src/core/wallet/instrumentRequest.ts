import type { Bus, BusChannels } from '../bus/createBus.ts'
import { RpcNotAllowedError } from '../errors/RpcNotAllowedError.ts'
import type { Foyer } from '../instantiateFoyer.ts'
import { decideRpc } from '../rpc/decideRpc.ts'

// No wagmi or viem here: `requestRpc` refuses disallowed methods with this before any wallet
// code has loaded.

export type InstrumentRequestParameters = {
  /** The EIP-1193 method the call makes, e.g. `eth_sendTransaction`. */
  method: string
  /**
   * `modal`: one of the modal's own wallet calls, reported but not gated (the visitor started
   * it in the modal). `provider`: a request through `requestRpc`; a disallowed method is refused.
   */
  source: NonNullable<BusChannels['rpc']['source']>
  /** Clock for latencies. @default () => performance.now() */
  now?: (() => number) | undefined
}

// Request ids count per bus, so two instances on one page number their requests apart.
const lastIds = new WeakMap<Bus, number>()

function nextId(bus: Bus, source: string): string {
  const id = (lastIds.get(bus) ?? 0) + 1
  lastIds.set(bus, id)
  return `${source[0]}${id}`
}

/** A refusal by the visitor (EIP-1193 4001) anywhere in the cause chain. */
function isUserRejection(error: unknown): boolean {
  let current = error as { code?: unknown; name?: unknown; cause?: unknown } | undefined
  for (let depth = 0; current && typeof current === 'object' && depth < 10; depth++) {
    if (current.code === 4001 || current.name === 'UserRejectedRequestError') return true
    current = current.cause as typeof current
  }
  return false
}

/**
 * Runs one wallet request and reports it on the bus channel `rpc` with the allow-list decision
 * (`decideRpc`), so devtools shows the modal's own calls beside the gated ones. A safe method
 * ends `passed`; any other first reports `pending` (the wallet asks the visitor), then
 * `approved`, `rejected` (the visitor refused) or `error`. For `source: 'provider'` a method on
 * neither list is refused with RpcNotAllowedError and `run` is never called.
 * @example
 * const hash = await instrumentRequest(foyer, { method: 'eth_sendTransaction', source: 'modal' },
 *   () => sendTransaction(config, request))
 */
export async function instrumentRequest<T>(
  foyer: Pick<Foyer, 'bus'>,
  { method, source, now = () => performance.now() }: InstrumentRequestParameters,
  run: () => Promise<T>,
): Promise<T> {
  const id = nextId(foyer.bus, source)
  const startedAt = now()
  const { decision, list } = decideRpc(method)
  const emit = (outcome: BusChannels['rpc']['outcome']) =>
    foyer.bus.emit('rpc', {
      id,
      method,
      decision,
      list,
      outcome,
      ...(outcome === 'pending' ? {} : { latencyMs: now() - startedAt }),
      source,
    })

  if (decision === 'disallowed' && source === 'provider') {
    emit('rejected')
    throw new RpcNotAllowedError({ method })
  }
  const asksVisitor = decision !== 'safe'
  if (asksVisitor) emit('pending')
  try {
    const result = await run()
    emit(asksVisitor ? 'approved' : 'passed')
    return result
  } catch (error) {
    emit(asksVisitor && isUserRejection(error) ? 'rejected' : 'error')
    throw error
  }
}
