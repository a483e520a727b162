import { SAFE_RPC_METHODS } from './safeRpcMethods.ts'
import { UNSAFE_RPC_METHODS } from './unsafeRpcMethods.ts'

// Sets, not object lookups, so that 'constructor' or '__proto__' never count as listed.
const safe = new Set<string>(SAFE_RPC_METHODS)
const unsafe = new Set<string>(UNSAFE_RPC_METHODS)

export type RpcDecision =
  | { decision: 'safe'; list: 'safe' }
  | { decision: 'unsafe'; list: 'unsafe' }
  | { decision: 'disallowed'; list: null }

/**
 * The allow-list decision for an RPC method (SPEC §6): `safe` passes straight through, `unsafe`
 * waits for the visitor's approval, `disallowed` is refused. Names match exactly, case included.
 * @example decideRpc('personal_sign') // { decision: 'unsafe', list: 'unsafe' }
 */
export function decideRpc(method: string): RpcDecision {
  if (safe.has(method)) return { decision: 'safe', list: 'safe' }
  if (unsafe.has(method)) return { decision: 'unsafe', list: 'unsafe' }
  return { decision: 'disallowed', list: null }
}
