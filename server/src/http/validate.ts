import type { Context } from 'hono'
import type { z } from 'zod'
import { HttpError, invalidRequest } from './errors.ts'

function check<S extends z.ZodType>(where: string, schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input)
  if (!result.success) throw invalidRequest(where, result.error.issues, input)
  return result.data
}

/** The JSON body, validated; 400 when it is not JSON or breaks `schema`. */
export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
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
