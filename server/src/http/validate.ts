import type { Context } from 'hono'
import type { z } from 'zod'
import { HttpError, invalidRequest } from './errors.ts'

function check<S extends z.ZodType>(where: string, schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input)
  if (!result.success) throw invalidRequest(where, result.error.issues, input)
  return result.data
}

/**
 * 415 unless the request says its body is JSON (`Content-Type: application/json`). A browser
 * sends JSON cross-site only after a CORS preflight, but `text/plain` (a plain form) without
 * one: refusing every other type is what keeps a cross-site page from posting to a JSON route.
 */
export function assertJsonContentType(c: Context): void {
  const type = c.req.header('content-type')
  const mediaType = type?.split(';')[0]?.trim().toLowerCase()
  if (mediaType === 'application/json') return
  const description = `Content-Type must be application/json (received ${type === undefined ? 'none' : JSON.stringify(type.slice(0, 80))})`
  throw new HttpError(415, 'unsupported_media_type', description, [
    { field: 'header.content-type', rule: 'json', value: type?.slice(0, 80), description },
  ])
}

/** The JSON body, validated; 415 when it is not sent as JSON, 400 when it is not JSON or breaks `schema`. */
export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  assertJsonContentType(c)
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    throw new HttpError(400, 'invalid_json', 'The request body must be JSON', [
      { field: 'body', rule: 'json', description: 'body must be a JSON document' },
    ])
  }
  return check('body', schema, body)
}

/** The query parameters (first value of each), validated. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return check('query', schema, c.req.query())
}

/** The path parameters, validated. */
export function readParams<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return check('param', schema, c.req.param())
}
