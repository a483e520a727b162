import { createHash, randomBytes } from 'node:crypto'

/** The cookie that carries a sign-in session. */
export const SESSION_COOKIE = 'foyer_session'

/** A new session token: 32 random bytes, base64url (43 characters). Only the client keeps it. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url')
}

/** True when `value` looks like a token we issued (anything else is treated as no cookie). */
export function isSessionToken(value: string | undefined): value is string {
  return value !== undefined && /^[A-Za-z0-9_-]{43}$/.test(value)
}

/**
 * The row id of a token: its sha256. The database never holds a usable token, so a leaked
 * backup or a read-only SQL injection cannot be replayed as someone's session.
 */
export function sessionRowId(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}
