/** A JSON-RPC 2.0 id; absent on a notification. */
export type JsonRpcId = string | number | null

export type JsonRpcError = { code: number; message: string; data?: unknown }

/** What one request is answered with, before the envelope: a result or an error. */
export type JsonRpcOutcome = { result: unknown } | { error: JsonRpcError }

export type JsonRpcResponse = { jsonrpc: '2.0'; id: JsonRpcId } & JsonRpcOutcome

/** A request as it is forwarded: only the fields JSON-RPC defines. */
export type JsonRpcRequest = {
  /** undefined for a notification, which gets no answer. */
  id: JsonRpcId | undefined
  method: string
  params: unknown[] | Record<string, unknown> | undefined
}

/** JSON-RPC 2.0 and EIP-1474 error codes the proxy answers with. */
export const RPC_ERROR = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  internal: -32603,
  limitExceeded: -32005,
} as const

/** SPEC §6/§8: what a disallowed call (unsafe or unknown, for a node proxy) is answered with. */
export const RPC_NOT_ALLOWED_MESSAGE = 'Requested RPC call is not allowed'

function isId(value: unknown): value is JsonRpcId {
  return value === null || typeof value === 'string' || typeof value === 'number'
}

/** The id of a batch item when it has a usable one, else null (as JSON-RPC answers invalid requests). */
export function idOf(value: unknown): JsonRpcId {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null
  const id = (value as { id?: unknown }).id
  return isId(id) ? id : null
}

/**
 * One batch item as a request, or the error it is answered with when it is not one. `jsonrpc`
 * may be absent (some clients omit it); when present it must be "2.0".
 */
export function parseRequest(
  value: unknown,
): { request: JsonRpcRequest } | { answer: JsonRpcResponse } {
  const invalid = (why: string) => ({
    answer: respond(idOf(value), {
      error: { code: RPC_ERROR.invalidRequest, message: `Invalid request: ${why}` },
    }),
  })
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return invalid('each request must be a JSON object')
  const { jsonrpc, id, method, params } = value as Record<string, unknown>
  if (jsonrpc !== undefined && jsonrpc !== '2.0') return invalid('jsonrpc must be "2.0"')
  if (id !== undefined && !isId(id)) return invalid('id must be a string, a number or null')
  if (typeof method !== 'string' || method === '') return invalid('method must be a string')
  if (params !== undefined && (params === null || typeof params !== 'object'))
    return invalid('params must be an array or an object')
  return { request: { id, method, params: params as JsonRpcRequest['params'] } }
}

/** The envelope of an answer. */
export function respond(id: JsonRpcId, outcome: JsonRpcOutcome): JsonRpcResponse {
  return { jsonrpc: '2.0', id, ...outcome }
}

/** True for a well-formed JSON-RPC error object, which is passed on as it is. */
export function isJsonRpcError(value: unknown): value is JsonRpcError {
  return (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as { code?: unknown }).code === 'number' &&
    typeof (value as { message?: unknown }).message === 'string'
  )
}
