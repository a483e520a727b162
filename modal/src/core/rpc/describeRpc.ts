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

const short = (address: unknown) =>
  typeof address === 'string' && /^0x[0-9a-fA-F]{40}$/.test(address)
    ? `${address.slice(0, 6)}…${address.slice(-4)}`
    : String(address ?? '(none)').slice(0, 20)

/** A hex or decimal amount of wei as ETH-style decimals ("0.01"), or undefined when it is none. */
function wei(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  try {
    const amount = BigInt(value)
    if (amount === 0n) return undefined
    const whole = amount / 10n ** 18n
    const fraction = (amount % 10n ** 18n).toString().padStart(18, '0').replace(/0+$/, '')
    return fraction ? `${whole}.${fraction}` : `${whole}`
  } catch {
    return undefined
  }
}

/** One call of a batch: its receiver, the function it calls (or "data"), the value it sends. */
function describeCall(call: { to?: unknown; data?: unknown; value?: unknown }): string {
  const data = typeof call?.data === 'string' && call.data !== '0x' ? call.data : undefined
  const fn = data ? (SELECTORS[data.slice(0, 10)] ?? data.slice(0, 10)) : undefined
  const value = wei(call?.value)
  return [short(call?.to), fn, value && `value ${value}`].filter(Boolean).join(' ')
}

/** An EIP-5792 batch: how many calls, on which chain, and each call in a few words. */
function describeBatch(params: unknown): string | undefined {
  const request = (Array.isArray(params) ? params[0] : undefined) as
    | { chainId?: unknown; calls?: unknown }
    | undefined
  if (!request || !Array.isArray(request.calls)) return undefined
  const calls = request.calls as { to?: unknown; data?: unknown; value?: unknown }[]
  return cut(
    `${calls.length} call${calls.length === 1 ? '' : 's'} on chain ${Number(request.chainId)}: ${calls
      .map((call, i) => `${i + 1}) ${describeCall(call)}`)
      .join('; ')}`,
  )
}

/** An ERC-7715 request: each permission's type and allowance, and when it ends. */
function describeGrant(params: unknown): string | undefined {
  const request = (Array.isArray(params) ? params[0] : undefined) as
    | { expiry?: unknown; permissions?: unknown }
    | undefined
  if (!request || !Array.isArray(request.permissions)) return undefined
  const permissions = request.permissions.map((permission) => {
    const p = permission as { type?: unknown; data?: { address?: unknown }; policies?: unknown }
    const policies = Array.isArray(p.policies) ? p.policies : []
    const limit = policies.find((x) => (x as { type?: unknown })?.type === 'token-allowance') as
      | { data?: { allowance?: unknown } }
      | undefined
    const raw = limit?.data?.allowance
    const allowance =
      typeof raw === 'string' || typeof raw === 'number' ? BigInt(raw).toString() : '?'
    const token = p.data?.address ? ` ${short(p.data.address)}` : ''
    return `${String(p.type).slice(0, 40)}${token} up to ${allowance} (smallest unit)`
  })
  const expiry = Number(request.expiry)
  const until = Number.isFinite(expiry) ? new Date(expiry * 1000).toISOString() : '?'
  return cut(`${permissions.join('; ')} until ${until}`)
}

/**
 * What a request asks, in a line devtools shows: an `eth_call` as its contract and function
 * ("0xA0b8…eB48 balanceOf"), a `wallet_sendCalls` batch call by call, a `wallet_grantPermissions`
 * as its limits and end, anything else as its params in JSON, cut to RPC_DETAIL_MAX.
 */
export function describeRpcParams(method: string, params: unknown): string | undefined {
  if (params === undefined) return undefined
  try {
    if (method === 'wallet_sendCalls') return describeBatch(params) ?? rpcJson(params)
    if (method === 'wallet_grantPermissions') return describeGrant(params) ?? rpcJson(params)
  } catch {
    // A malformed request is shown as it came.
  }
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
