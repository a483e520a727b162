import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { newToken, tokenHash } from '../auth/secrets.ts'
import type { Database } from '../storage/openStorage.ts'
import { queryRows } from '../storage/queryRows.ts'
import type { SocialIdentity } from './exchangeCode.ts'

type Queryable = Pick<Database, 'execute'>

/** A started social login, as the callback finds it. */
export type PendingLogin = {
  provider: string
  device_id: string
  code_verifier: string
  nonce: string
  redirect_uri: string
  app_origin: string
  return_to: string | null
}

/**
 * Records a started login: its state (stored hashed), PKCE verifier, nonce, redirect URI, the
 * app that asked, and the hash of the frame's binding secret, which finishing it needs.
 * @returns the state and the secrets the authorization request carries
 */
export async function recordLogin(
  db: Queryable,
  p: {
    provider: string
    deviceId: string
    bindingHash: string
    redirectUri: string
    appOrigin: string
    returnTo?: string | undefined
    ttlSeconds: number
    /** Farcaster: the relay's channel token, kept where the PKCE verifier goes. */
    codeVerifier?: string
    nonce?: string
  },
): Promise<{ state: string; codeVerifier: string; nonce: string }> {
  const state = newToken()
  const codeVerifier = p.codeVerifier ?? newToken()
  const nonce = p.nonce ?? newToken()
  await db.execute(
    sql`INSERT INTO auth_social_logins (state_hash, provider, device_id, binding_hash, code_verifier,
      nonce, redirect_uri, app_origin, return_to, expires_at)
    VALUES (${tokenHash(state)}, ${p.provider}, ${p.deviceId}, ${p.bindingHash}, ${codeVerifier},
      ${nonce}, ${p.redirectUri}, ${p.appOrigin}, ${p.returnTo ?? null},
      now() + make_interval(secs => ${p.ttlSeconds}))`,
  )
  return { state, codeVerifier, nonce }
}

/** The live, unanswered login of `state` for `provider`, or undefined (unknown, used, expired). */
export async function findPendingLogin(
  db: Queryable,
  state: string | undefined,
  provider: string,
): Promise<PendingLogin | undefined> {
  if (!state) return undefined
  const [row] = await queryRows<PendingLogin>(
    db,
    sql`SELECT provider, device_id, code_verifier, nonce, redirect_uri, app_origin, return_to
    FROM auth_social_logins
    WHERE state_hash = ${tokenHash(state)} AND provider = ${provider}
      AND completed_at IS NULL AND expires_at > now()`,
  )
  return row
}

/**
 * Stores the provider's answer on the login (once: a second answer for the same state is
 * refused) and returns the one-time result code the frame finishes it with.
 */
export async function answerLogin(
  db: Queryable,
  state: string,
  answer: { userId: string; username: string | undefined } | { error: string },
): Promise<string | undefined> {
  const result = newToken()
  const rows = await queryRows<{ state_hash: string }>(
    db,
    sql`UPDATE auth_social_logins SET completed_at = now(), result_hash = ${tokenHash(result)},
      user_id = ${'userId' in answer ? answer.userId : null},
      username = ${'userId' in answer ? (answer.username ?? null) : null},
      error = ${'error' in answer ? answer.error.slice(0, 500) : null}
    WHERE state_hash = ${tokenHash(state)} AND completed_at IS NULL AND expires_at > now()
    RETURNING state_hash`,
  )
  return rows.length === 1 ? result : undefined
}

/** The app origin and outcome of an answered, unused login (for the page that hands it on). */
export async function answeredLogin(
  db: Queryable,
  result: string,
): Promise<{ app_origin: string; error: string | null } | undefined> {
  const [row] = await queryRows<{ app_origin: string; error: string | null }>(
    db,
    sql`SELECT app_origin, error FROM auth_social_logins
    WHERE result_hash = ${tokenHash(result)} AND used_at IS NULL AND expires_at > now()`,
  )
  return row
}

export type FinishedLogin = {
  provider: string
  user_id: string | null
  username: string | null
  error: string | null
}

/**
 * Consumes an answered login, once across every instance: the result code, the frame's binding
 * secret and device must match. @returns undefined when they do not (or it was used or expired)
 */
export async function consumeLogin(
  db: Queryable,
  p: { result: string; binding: string; deviceId: string },
): Promise<FinishedLogin | undefined> {
  const [row] = await queryRows<FinishedLogin>(
    db,
    sql`UPDATE auth_social_logins SET used_at = now()
    WHERE result_hash = ${tokenHash(p.result)} AND binding_hash = ${tokenHash(p.binding)}
      AND device_id = ${p.deviceId} AND used_at IS NULL AND expires_at > now()
    RETURNING provider, user_id, username, error`,
  )
  return row
}

/**
 * The user of (provider, subject), created on the first login: logging in again gives the same
 * user, so the same wallet. The identity's username and email are refreshed on each login.
 * @returns the user and the identity's username now
 */
export async function upsertIdentity(
  db: Database,
  provider: string,
  identity: SocialIdentity,
): Promise<{ userId: string; username: string | undefined }> {
  return db.transaction(async (tx) => {
    const find = () =>
      queryRows<{ user_id: string }>(
        tx,
        sql`SELECT user_id FROM auth_identities WHERE provider = ${provider} AND subject = ${identity.subject}`,
      )
    let [row] = await find()
    if (!row) {
      const userId = randomUUID()
      await tx.execute(sql`INSERT INTO auth_users (id, email) VALUES (${userId}, NULL)`)
      await tx.execute(
        sql`INSERT INTO auth_identities (provider, subject, user_id) VALUES (${provider}, ${identity.subject}, ${userId})
        ON CONFLICT DO NOTHING`,
      )
      ;[row] = await find()
    }
    if (!row) throw new Error('storing a social identity returned no row')
    // Apple sends the name on the first login only: later ones keep it.
    const [updated] = await queryRows<{ username: string | null }>(
      tx,
      sql`UPDATE auth_identities SET last_login_at = now(),
        username = coalesce(${identity.username ?? null}, username, ${identity.email ?? null}),
        email = coalesce(${identity.email ?? null}, email)
      WHERE provider = ${provider} AND subject = ${identity.subject}
      RETURNING username`,
    )
    return { userId: row.user_id, username: updated?.username ?? undefined }
  })
}

/**
 * The live Farcaster login of `state`, if the frame's binding secret and device match: its
 * relay channel token (kept where the PKCE verifier goes), nonce and app origin.
 */
export async function findBoundLogin(
  db: Queryable,
  p: { state: string; binding: string; deviceId: string; provider: string },
): Promise<{ channel_token: string; nonce: string; app_origin: string } | undefined> {
  const [row] = await queryRows<{ channel_token: string; nonce: string; app_origin: string }>(
    db,
    sql`SELECT code_verifier AS channel_token, nonce, app_origin FROM auth_social_logins
    WHERE state_hash = ${tokenHash(p.state)} AND provider = ${p.provider}
      AND binding_hash = ${tokenHash(p.binding)} AND device_id = ${p.deviceId}
      AND completed_at IS NULL AND expires_at > now()`,
  )
  return row
}
