import { foyerRoutes } from '@foyer/modal/contracts'
import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { getAddress, type Hex, recoverMessageAddress } from 'viem'
import { z } from 'zod'
import type { AppDeps } from '../deps.ts'
import { HttpError } from '../http/errors.ts'
import { jsonBody } from '../http/validate.ts'
import type { Database } from '../storage/openStorage.ts'
import { queryRows } from '../storage/queryRows.ts'
import { AUTH_SHARE_BYTES, authShareMessage } from './authShareMessage.ts'
import { requireUser } from './routes.ts'
import type { SessionUser } from './sessions.ts'

type Queryable = Pick<Database, 'execute'>

const plural = (n: number) => `${n} ${n === 1 ? 'byte' : 'bytes'}`

/**
 * `PUT /v1/keys/auth-share` body: the server's Shamir share of the wallet's 32-byte key (base64,
 * exactly 33 bytes: the key's length and the share's x, never 0), the key's address, and to
 * replace a stored share, the wallet key's signature of `authShareMessage`.
 */
export const authShareSchema = z.strictObject({
  share: z
    .string()
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: 'must be base64' })
    .refine((value) => value.length % 4 === 0, { error: 'must be padded base64' })
    .refine((value) => Buffer.from(value, 'base64').length === AUTH_SHARE_BYTES, {
      error: (issue) =>
        `must be exactly ${AUTH_SHARE_BYTES} bytes, a Shamir share of a 32-byte key (this one is ${plural(Buffer.from(String(issue.input), 'base64').length)})`,
    })
    .refine((value) => Buffer.from(value, 'base64')[AUTH_SHARE_BYTES - 1] !== 0, {
      error: 'must end with its x coordinate, which is never 0',
    }),
  address: z.string().regex(/^0x[0-9a-fA-F]{40}$/, { error: 'must be a 0x address' }),
  signature: z
    .string()
    .regex(/^0x[0-9a-fA-F]{130}$/, { error: 'must be a 65-byte 0x signature' })
    .optional(),
})

type Stored = { address: string; share: string; version: number }

/** The user's current share, locked for the rest of the transaction. */
async function currentShare(tx: Queryable, userId: string): Promise<Stored | undefined> {
  const [row] = await queryRows<Stored>(
    tx,
    sql`SELECT address, share, version FROM auth_shares WHERE user_id = ${userId} FOR UPDATE`,
  )
  return row
}

/**
 * Custody of the auth share, mounted at `/v1/keys`, for the bearer's own user (Bearer +
 * `X-Foyer-Device`):
 * - `PUT /auth-share` `{ share, address, signature? }` → `{ address, version }`. The first share
 *   of a user is stored as version 1. After that, the same share again is a no-op (a retry);
 *   another address is 409 `share_exists`; another share for the same address needs
 *   `signature`, the wallet key's EIP-191 signature of `authShareMessage` for the next version
 *   (409 `share_stored` without one, 403 `bad_share_signature` when it is not the wallet's), and
 *   becomes the next version, every older one kept in `auth_share_versions`. So no session can
 *   overwrite the share with bytes that rebuild nothing: only the key itself can replace it.
 * - `GET /auth-share` → `{ share, address, version }`, or 404 when none was stored.
 * Shares are never logged nor echoed in an error.
 */
export function shareRoutes({ storage, identity }: AppDeps): Hono {
  const { db } = storage
  /** The bearer's session first: a request without one is 401, whatever its body. */
  const session = createMiddleware<{ Variables: { user: SessionUser } }>(async (c, next) => {
    c.set('user', await requireUser(c, db))
    await next()
  })

  return new Hono()
    .put(
      '/auth-share',
      session,
      ...jsonBody(foyerRoutes.putAuthShare, authShareSchema, { secret: ['share'] }),
      async (c) => {
        const user = c.get('user')
        const body = c.req.valid('json')
        const address = body.address.toLowerCase()
        const stored = await db.transaction(async (tx) => {
          const created = await queryRows<{ version: number }>(
            tx,
            sql`INSERT INTO auth_shares (user_id, address, share, version)
          VALUES (${user.id}, ${address}, ${body.share}, 1)
          ON CONFLICT (user_id) DO NOTHING
          RETURNING version`,
          )
          if (created.length === 1) {
            await tx.execute(
              sql`INSERT INTO auth_share_versions (user_id, version, address, share, signature)
            VALUES (${user.id}, 1, ${address}, ${body.share}, ${body.signature ?? null})`,
            )
            return 1
          }
          const current = await currentShare(tx, user.id)
          if (!current) throw new Error('auth_shares: a conflicting row vanished')
          if (current.address !== address) {
            const description =
              'This account already has an auth share for another address; recover that key instead of creating a new one'
            throw new HttpError(409, 'share_exists', description, [
              {
                field: 'body.address',
                rule: 'one_wallet_per_user',
                value: body.address,
                description,
              },
            ])
          }
          if (current.share === body.share) return current.version
          const version = current.version + 1
          if (!body.signature) {
            const description = `The auth share of ${getAddress(address)} is already stored: replacing it needs the wallet's signature of the new share for version ${version} (body.signature)`
            throw new HttpError(409, 'share_stored', description, [
              { field: 'body.signature', rule: 'required_to_replace', description },
            ])
          }
          const message = authShareMessage({
            address,
            share: body.share,
            version,
            serverOrigin: identity.publicOrigin(),
          })
          const signer = await recoverMessageAddress({
            message,
            signature: body.signature as Hex,
          }).catch(() => undefined)
          if (signer?.toLowerCase() !== address) {
            const description = `signature must be ${getAddress(address)}'s signature (personal_sign) of the message replacing its auth share with this one as version ${version}`
            throw new HttpError(403, 'bad_share_signature', description, [
              {
                field: 'body.signature',
                rule: 'signed_by_wallet',
                value: `${body.signature.slice(0, 10)}…`,
                description,
              },
            ])
          }
          await tx.execute(
            sql`UPDATE auth_shares SET share = ${body.share}, version = ${version}, updated_at = now()
          WHERE user_id = ${user.id}`,
          )
          await tx.execute(
            sql`INSERT INTO auth_share_versions (user_id, version, address, share, signature)
          VALUES (${user.id}, ${version}, ${address}, ${body.share}, ${body.signature})`,
          )
          return version
        })
        c.header('Cache-Control', 'no-store')
        return c.json({ address: getAddress(address), version: stored })
      },
    )
    .get('/auth-share', async (c) => {
      const user = await requireUser(c, db)
      const [row] = await queryRows<Stored>(
        db,
        sql`SELECT address, share, version FROM auth_shares WHERE user_id = ${user.id}`,
      )
      if (!row) throw new HttpError(404, 'no_share', 'This account has no auth share stored yet')
      c.header('Cache-Control', 'no-store')
      return c.json({ share: row.share, address: getAddress(row.address), version: row.version })
    })
}
