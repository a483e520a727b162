import { sql } from 'drizzle-orm'
import type { Database } from './openStorage.ts'
import { queryRows } from './queryRows.ts'

/**
 * What each sweep deletes: rows no rule reads any more. Every rule that holds across instances
 * keeps its rows while they matter; the margins are generous on purpose.
 * - rate-limit windows an hour old;
 * - SIWE nonces and email codes and device links an hour past their expiry (a used one is
 *   refused by its `used_at` until then, an expired one by its expiry);
 * - SIWE and email sessions a day past their expiry or revocation;
 * - started social logins and pending email changes an hour past their expiry (neither can be
 *   finished after it);
 * - email cooldowns a day old (a cooldown is seconds long);
 * - passkey challenges an hour past their expiry (used or not, none is accepted after it);
 * - registration messages marked used 30 minutes ago: a message is only accepted within ±10
 *   minutes of its timestamp, so an older one is refused before the replay check, and its name
 *   row stays for ever.
 */
const SWEEPS = {
  rate_limits: sql`DELETE FROM rate_limits WHERE window_start < now() - interval '1 hour'`,
  siwe_nonces: sql`DELETE FROM siwe_nonces WHERE expires_at < now() - interval '1 hour'`,
  siwe_sessions: sql`DELETE FROM siwe_sessions WHERE expires_at < now() - interval '1 day' OR revoked_at < now() - interval '1 day'`,
  used_messages: sql`DELETE FROM used_messages WHERE used_at < now() - interval '30 minutes'`,
  auth_email_codes: sql`DELETE FROM auth_email_codes WHERE expires_at < now() - interval '1 hour'`,
  auth_device_approvals: sql`DELETE FROM auth_device_approvals WHERE expires_at < now() - interval '1 hour'`,
  auth_sessions: sql`DELETE FROM auth_sessions WHERE expires_at < now() - interval '1 day' OR revoked_at < now() - interval '1 day'`,
  auth_social_logins: sql`DELETE FROM auth_social_logins WHERE expires_at < now() - interval '1 hour'`,
  auth_email_changes: sql`DELETE FROM auth_email_changes WHERE expires_at < now() - interval '1 hour'`,
  auth_email_cooldowns: sql`DELETE FROM auth_email_cooldowns WHERE last_sent_at < now() - interval '1 day'`,
  auth_passkey_challenges: sql`DELETE FROM auth_passkey_challenges WHERE expires_at < now() - interval '1 hour'`,
} as const

export type SweepResult = Record<keyof typeof SWEEPS, number>

/**
 * Deletes what has expired, table by table; safe to run on several instances at once (each
 * DELETE only removes rows no rule needs, twice is harmless). `startServer` runs it every 10
 * minutes.
 * @returns rows deleted per table
 * @example
 * const deleted = await sweepExpired(storage.db) // { rate_limits: 12, siwe_nonces: 3, … }
 */
export async function sweepExpired(db: Database): Promise<SweepResult> {
  const result = {} as SweepResult
  for (const [table, statement] of Object.entries(SWEEPS) as [
    keyof typeof SWEEPS,
    (typeof SWEEPS)[keyof typeof SWEEPS],
  ][]) {
    const rows = await queryRows<{ n: number }>(
      db,
      sql`WITH deleted AS (${statement} RETURNING 1) SELECT count(*)::int AS n FROM deleted`,
    )
    result[table] = rows[0]?.n ?? 0
  }
  return result
}
