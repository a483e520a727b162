/**
 * What a log line must never carry, and what stands in for it. A database error is the usual
 * leak: drizzle's `Failed query: … params: …` lists every value of the query (a one-time code
 * being compared, an auth share being stored), and the driver's error hangs off it as `cause`.
 */
const SECRETS: [RegExp, string][] = [
  // Drizzle's query parameters: all of them, whatever they are.
  [/\bparams: [^\n]*/g, 'params: [redacted]'],
  [/\bBearer\s+\S+/gi, 'Bearer [redacted]'],
  // Private keys (and any other 32-byte hex).
  [/\b0x[0-9a-fA-F]{64}\b/g, '0x[redacted]'],
  // Session, link and state tokens: 32 random bytes, base64url.
  [/(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g, '[redacted]'],
  // Shares and other base64 secrets: long runs with digits and both cases (not a file path,
  // not an address).
  [
    /(?<![A-Za-z0-9+/])(?!0x[0-9a-fA-F]{40}(?![A-Za-z0-9+/]))(?=[A-Za-z0-9+/]*\d)(?=[A-Za-z0-9+/]*[A-Z])(?=[A-Za-z0-9+/]*[a-z])[A-Za-z0-9+][A-Za-z0-9+/]{39,}={0,2}/g,
    '[redacted]',
  ],
  // One-time codes.
  [/(?<!\d)\d{6}(?!\d)/g, '[redacted]'],
]

/** `text` with every secret-looking value replaced by `[redacted]`. */
export function redactText(text: string): string {
  return SECRETS.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text)
}

/**
 * A plain Error to log in place of `error`: its name, message and stack, then each cause's, with
 * secrets redacted. Nothing else of the original comes along (a `DrizzleQueryError` keeps its
 * `params` as a property, which `console.error` would print; a driver error its `detail`).
 */
export function redactError(error: unknown): Error {
  const parts: string[] = []
  const seen = new Set<unknown>()
  let first: { name: string; message: string } | undefined
  for (let e: unknown = error; e !== undefined && e !== null && !seen.has(e); ) {
    seen.add(e)
    if (e instanceof Error) {
      first ??= { name: e.name, message: e.message }
      parts.push(e.stack ?? `${e.name}: ${e.message}`)
      e = (e as { cause?: unknown }).cause
    } else {
      first ??= { name: 'Error', message: String(e) }
      parts.push(String(e))
      e = undefined
    }
    if (e !== undefined && e !== null) parts.push('[cause]')
  }
  const safe = new Error(redactText(first?.message ?? String(error)))
  safe.name = first?.name ?? 'Error'
  safe.stack = redactText(parts.join('\n'))
  return safe
}

/** `log`, given errors with their secrets redacted (`redactError`). */
export function redactingLogger(log: (error: unknown) => void): (error: unknown) => void {
  return (error) => log(redactError(error))
}
