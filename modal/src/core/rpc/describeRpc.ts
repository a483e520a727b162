import { describeError } from '../errors/describeError.ts'

/** The longest text an RPC event carries for its params, result or error. */
export const RPC_DETAIL_MAX = 300

/** Function selectors the modal's reads use, by name: 18 `eth_call`s become tellable apart. */
const SELECTORS: Record<string, string> = {
  '0x70a08231': 'balanceOf',
  '0x95d89b41': 'symbol',
  '0x313ce567': 'decimals',
  '0x06fdde03': 'name',
  '0xa9059cbb': 'transfer',
  '0xdd62ed3e': 'allowance',
  '0x82ad56cb': 'aggregate3',
  '0x252dba42': 'aggregate',
  '0x3b3b57de': 'addr',
  '0x691f3431': 'name (ENS resolver)',
  '0x9061b923': 'resolve',
  '0x01ffc9a7': 'supportsInterface',
}

const cut = (text: string) =>
  text.length > RPC_DETAIL_MAX ? `${text.slice(0, RPC_DETAIL_MAX - 1)}…` : text

/** Items of an array kept before the rest is counted (a block's transactions, a log list). */
const ARRAY_ITEMS = 10

/**
 * JSON for a person: bigints as decimal strings, cut to RPC_DETAIL_MAX. It runs for every request,
 * devtools open or not, so a big answer is never walked whole: arrays keep ARRAY_ITEMS items and
 * long strings RPC_DETAIL_MAX characters before JSON is made.
 */
export function rpcJson(value: unknown): string {
  try {
    return cut(
      JSON.stringify(value, (_, v: unknown) => {
        if (typeof v === 'bigint') return v.toString()
        if (typeof v === 'string' && v.length > RPC_DETAIL_MAX) return cut(v)
        if (Array.isArray(v) && v.length > ARRAY_ITEMS)
          return [...v.slice(0, ARRAY_ITEMS), `… ${v.length - ARRAY_ITEMS} more`]
        return v
      }) ?? 'undefined',
    )
  } catch {
    return cut(String(value))
  }
}

/**
 * What a request asks, in a line devtools shows: an `eth_call` as its contract and function
 * ("0xA0b8…eB48 balanceOf"), anything else as its params in JSON, cut to RPC_DETAIL_MAX.
 */
export function describeRpcParams(method: string, params: unknown): string | undefined {
  if (params === undefined) return undefined
  if (method === 'eth_call' && Array.isArray(params)) {
    const [call, block] = params as [{ to?: string; data?: string; input?: string }, unknown]
    const data = call?.data ?? call?.input ?? ''
    const selector = data.slice(0, 10)
    const fn = SELECTORS[selector] ?? (selector || 'no data')
    return cut(
      `${call?.to ?? '(deploy)'} ${fn}${block === undefined ? '' : ` @ ${rpcJson(block)}`}`,
    )
  }
  return rpcJson(params)
}

/**
 * Why a request failed, for a developer: the modal's words, then what the node or wallet said
 * (viem's `details`) when that adds something; cut to RPC_DETAIL_MAX.
 */
export function describeRpcError(error: unknown): string {
  const said = describeError(error)
  const details = (error as { details?: unknown } | null)?.details
  return cut(
    typeof details === 'string' && details && !said.includes(details)
      ? `${said} (${details})`
      : said,
  )
}
