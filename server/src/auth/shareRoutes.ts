import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { getAddress } from 'viem'
import { z } from 'zod'
import type { ServerDeps } from '../app.ts'
import { HttpError } from '../http/errors.ts'
import { queryRows } from '../storage/queryRows.ts'
import { requireUser } from './routes.ts'
import { readSecretBody } from './secrets.ts'

const MAX_SHARE_BYTES = 1024

/** `PUT /v1/keys/auth-share` body: the server's Shamir share (base64, ≤ 1 KiB) and the key's address. */
export const authShareSchema = z.strictObject({
  share: z
    .string()
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: 'must be base64' })
    .refine((value) => value.length % 4 === 0, { error: 'must be padded base64' })
    .refine((value) => Buffer.from(value, 'base64').length <= MAX_SHARE_BYTES, {
      error: `must be at most ${MAX_SHARE_BYTES} bytes`,
    }),
  address: z.string().regex(/^0x[0-9a-fA-F]{40}$/, { error: 'must be a 0x address' }),
})

/**
 * Custody of the auth share (issue 14 item 4), mounted at `/v1/keys`, for the bearer's own user:
 * - `PUT /auth-share` `{ share, address }` → `{ address }`; one per user: a second with another
 *   address is 409 (the same address replaces the share, e.g. after a re-split).
 * - `GET /auth-share` → `{ share, address }`, or 404 when none was stored.
 * Shares are never logged nor echoed in an error.
 */
export function shareRoutes({ storage }: ServerDeps): Hono {
  const { db } = storage
  return new Hono()
    .put('/auth-share', async (c) => {
      const user = await requireUser(c, db)
      const body = await readSecretBody(c, authShareSchema, ['share'])
      const address = body.address.toLowerCase()
      const rows = await queryRows<{ address: string }>(
        db,
        sql`INSERT INTO auth_shares (user_id, address, share) VALUES (${user.id}, ${address}, ${body.share})
        ON CONFLICT (user_id) DO UPDATE SET share = EXCLUDED.share, updated_at = now()
        WHERE auth_shares.address = EXCLUDED.address
        RETURNING address`,
      )
      if (rows.length === 0) {
        const description =
          'This account already has an auth share for another address; recover that key instead of creating a new one'
        throw new HttpError(409, 'share_exists', description, [
          { field: 'body.address', rule: 'one_share_per_user', description },
        ])
      }
      c.header('Cache-Control', 'no-store')
      return c.json({ address: getAddress(address) })
    })
    .get('/auth-share', async (c) => {
      const user = await requireUser(c, db)
      const [row] = await queryRows<{ address: string; share: string }>(
        db,
        sql`SELECT address, share FROM auth_shares WHERE user_id = ${user.id}`,
      )
      if (!row) throw new HttpError(404, 'no_share', 'This account has no auth share stored yet')
      c.header('Cache-Control', 'no-store')
      return c.json({ share: row.share, address: getAddress(row.address) })
    })
}
