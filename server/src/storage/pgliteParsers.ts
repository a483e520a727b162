/**
 * The type ids drizzle-orm's PGlite driver asks, on every query, to be left as text (it maps
 * dates itself): timestamp, timestamptz, interval, date, and arrays of numeric, timestamp,
 * timestamptz, interval and date.
 */
export const TEXT_TYPE_IDS: readonly number[] = [
  1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182,
]

const keepText = (value: string) => value

/** PGlite's `parsers` option that leaves TEXT_TYPE_IDS as text on every query. */
export const textParsers: Record<number, (value: string) => string> = Object.fromEntries(
  TEXT_TYPE_IDS.map((id) => [id, keepText]),
)

/**
 * A query's options without the parsers a PGlite opened with `textParsers` already applies.
 * PGlite copies its whole parser table (hundreds of type ids) for each query that brings
 * parsers of its own, about 0.15 ms a statement here; drizzle brings the same nine every time.
 * Parsers for other types, or options without parsers, pass unchanged. Like the worker's, this
 * assumes the parsers given for those types keep text as text, the only kind drizzle passes.
 */
export function withoutTextParsers<O extends { parsers?: Record<number, unknown> }>(
  options: O | undefined,
): O | Omit<O, 'parsers'> | undefined {
  const ids = Object.keys(options?.parsers ?? {})
  if (ids.length === 0 || !ids.every((id) => TEXT_TYPE_IDS.includes(Number(id)))) return options
  const { parsers: _covered, ...rest } = options!
  return rest
}
