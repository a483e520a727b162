import type { ErrorBody, Reason } from '@foyer/modal/contracts'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { z } from 'zod'

export type { ErrorBody, Reason }

/** An answer other than 200 that a route chooses on purpose. */
export class HttpError extends Error {
  override name = 'HttpError'
  readonly status: ContentfulStatusCode
  readonly code: string
  readonly reasons: Reason[]
  /** Sent as `Retry-After` (whole seconds, rounded up): a 429 or 503 that knows when. */
  readonly retryAfterSeconds: number | undefined
  constructor(
    status: ContentfulStatusCode,
    code: string,
    message: string,
    reasons?: Reason[],
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message)
    this.status = status
    this.code = code
    this.reasons = reasons ?? [{ description: message }]
    this.retryAfterSeconds = options.retryAfterSeconds
  }
}

/** The database cannot be reached: 503, and the transaction wrote nothing. */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError'
}

const MAX_VALUE_CHARS = 80

function shorten(value: unknown): unknown {
  if (typeof value === 'string' && value.length > MAX_VALUE_CHARS)
    return `${value.slice(0, MAX_VALUE_CHARS)}… (${value.length} characters)`
  if (value !== null && typeof value === 'object')
    return Array.isArray(value) ? '[array]' : '[object]'
  return value
}

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let value = input
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<PropertyKey, unknown>)[key]
  }
  return value
}

/**
 * A 400 naming each field, the rule and the value received, from zod's issues.
 * @param where `body`, `query` or `param`: the first segment of each field
 */
export function invalidRequest(
  where: string,
  issues: z.core.$ZodIssue[],
  input: unknown,
): HttpError {
  const reasons = issues.map((issue): Reason => {
    const field = [where, ...issue.path.map(String)].join('.')
    const value =
      issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : valueAt(input, issue.path)
    const rule = 'format' in issue && issue.format ? String(issue.format) : issue.code
    const shown = value === undefined ? 'nothing' : JSON.stringify(shorten(value))
    return {
      field,
      rule,
      value: shorten(value),
      description: `${field} ${issue.message} (received ${shown})`,
    }
  })
  return new HttpError(
    400,
    'invalid_request',
    reasons.map((r) => r.description).join('; '),
    reasons,
  )
}

/** Writes an HttpError as its JSON answer. */
export function errorResponse(c: Context, error: HttpError): Response {
  const body: ErrorBody = { error: error.code, message: error.message, reasons: error.reasons }
  if (error.retryAfterSeconds !== undefined)
    c.header('Retry-After', String(Math.max(1, Math.ceil(error.retryAfterSeconds))))
  return c.json(body, error.status)
}

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND'])

/** True for errors that mean "the database is not there", not "the query was wrong". */
export function isStorageDown(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = (e as { cause?: unknown }).cause) {
    if (e instanceof StorageUnavailableError) return true
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || /^(08|57P0)/.test(code)))
      return true
    if (
      /Connection terminated|PGlite is closed|Cannot use a pool after calling end|Client has encountered a connection error|the database system is (shutting down|starting up)/i.test(
        e.message,
      )
    )
      return true
  }
  return false
}
