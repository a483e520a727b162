import { z } from 'zod'
import { once } from '../../contracts/lazily.ts'

/** The most calls the modal runs one by one for a wallet that cannot batch. */
export const MAX_FALLBACK_CALLS = 20

/**
 * `wallet_sendCalls`'s one parameter (EIP-5792, version 2.0.0; 1.0 without atomicRequired); built
 * on the first call, then kept.
 */
export const getSendCallsParamsSchema = once(() => {
  const hex = z.string().regex(/^0x[0-9a-fA-F]*$/, { error: 'must be 0x-prefixed hex' })
  const address = z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, { error: 'must be a 0x-prefixed 20-byte address' })
  const capabilities = z.record(z.string(), z.unknown()).optional()
  return z.tuple([
    z.object({
      version: z.string().optional(),
      id: z.string().max(4096).optional(),
      chainId: hex,
      from: address.optional(),
      atomicRequired: z.boolean().optional(),
      calls: z
        .array(
          z.object({
            to: address.optional(),
            data: hex.optional(),
            value: hex.optional(),
            capabilities,
          }),
        )
        .min(1, { error: 'must hold at least one call' })
        .max(MAX_FALLBACK_CALLS, { error: `must hold at most ${MAX_FALLBACK_CALLS} calls` }),
      capabilities,
    }),
  ])
})

export type SendCallsParams = z.output<ReturnType<typeof getSendCallsParamsSchema>>[0]

/** The first problem of bad params, naming the field, the rule and the value. */
export function describeParamsError(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'wallet_sendCalls: invalid params'
  const field = issue.path.length > 0 ? issue.path.join('.') : 'params'
  const value = 'input' in issue ? JSON.stringify(issue.input)?.slice(0, 80) : undefined
  return `wallet_sendCalls: ${field} ${issue.message}${value === undefined ? '' : ` (got ${value})`}`
}

/**
 * The capabilities a request needs that the modal's fallback cannot give (EIP-5792: each is
 * required unless it says `optional: true`), e.g. a paymaster the wallet would have to use.
 */
export function requiredCapabilities(params: SendCallsParams): string[] {
  const names = new Set<string>()
  const collect = (caps: Record<string, unknown> | undefined) => {
    for (const [name, value] of Object.entries(caps ?? {}))
      if ((value as { optional?: unknown } | null)?.optional !== true) names.add(name)
  }
  collect(params.capabilities)
  for (const call of params.calls) collect(call.capabilities)
  return [...names]
}
