import { decodeErrorResult, type Hex, isHex } from 'viem'

const ERROR_STRING_SELECTOR = '0x08c379a0'
const errorStringAbi = [
  { type: 'error', name: 'Error', inputs: [{ name: 'message', type: 'string' }] },
] as const

/**
 * The revert reason carried by an error from a re-run call, if any: the `Error(string)` data
 * somewhere in its cause chain. Undefined when the revert carried no reason.
 */
export function revertReason(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; current && typeof current === 'object' && depth < 10; depth++) {
    const { data, cause } = current as { data?: unknown; cause?: unknown }
    const hex =
      typeof data === 'object' && data && 'data' in data ? (data as { data: unknown }).data : data
    if (typeof hex === 'string' && isHex(hex) && hex.startsWith(ERROR_STRING_SELECTOR)) {
      try {
        const decoded = decodeErrorResult({ abi: errorStringAbi, data: hex as Hex })
        return decoded.args[0]
      } catch {
        return undefined
      }
    }
    current = cause
  }
  return undefined
}
