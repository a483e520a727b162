import { decodeErrorResult, type Hex, isHex } from 'viem'
import { walk } from '../errors/base.ts'

const ERROR_STRING_SELECTOR = '0x08c379a0'
const errorStringAbi = [
  { type: 'error', name: 'Error', inputs: [{ name: 'message', type: 'string' }] },
] as const

/** The `Error(string)` revert data an error carries, directly or as `data.data`. */
function errorStringData(error: unknown): Hex | undefined {
  if (error === null || typeof error !== 'object') return undefined
  const { data } = error as { data?: unknown }
  const hex =
    typeof data === 'object' && data && 'data' in data ? (data as { data: unknown }).data : data
  return typeof hex === 'string' && isHex(hex) && hex.startsWith(ERROR_STRING_SELECTOR)
    ? hex
    : undefined
}

/**
 * The revert reason carried by an error from a re-run call, if any: the `Error(string)` data
 * somewhere in its cause chain. Undefined when the revert carried no reason.
 */
export function revertReason(error: unknown): string | undefined {
  const carrier = walk(error, (e) => errorStringData(e) !== undefined)
  const data = errorStringData(carrier)
  if (!data) return undefined
  try {
    return decodeErrorResult({ abi: errorStringAbi, data }).args[0]
  } catch {
    return undefined
  }
}
