import { z } from 'zod'

/**
 * One route of `@foyer/server`: its method and full path (`:name` for a path parameter), the
 * request parts it reads and the reply it answers. The server validates the request parts with
 * `@hono/zod-validator` and types its reply by the same contract; `createFoyerClient` builds the
 * call from it and checks the reply. A changed contract breaks the build on both sides.
 */
export type FoyerRoute = {
  method: 'GET' | 'POST' | 'PUT'
  path: string
  params?: z.ZodType
  query?: z.ZodType
  body?: z.ZodType
  reply: z.ZodType
}

/**
 * A request part the server checks with rules of its own (secrets, its config, Node-only
 * checks): here only its type, which the server's schema must produce (`validate*` in
 * server/src/http/validate.ts).
 */
export const typed = <T>() => z.custom<T>(() => true)

export const route = <R extends FoyerRoute>(r: R): R => r
