import { createHash, randomBytes, randomInt } from 'node:crypto'
import type { Context } from 'hono'

/** A new 6-digit one-time code, uniformly drawn (`crypto.randomInt`), leading zeros kept. */
export function newCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0')
}

/** A new random salt for one code. */
export function newSalt(): string {
  return randomBytes(16).toString('hex')
}

/**
 * How a code is stored: hex sha256 of `salt || code`. The database computes the same with
 * `encode(sha256(convert_to(salt || code, 'UTF8')), 'hex')`, so a code is compared and consumed
 * in one statement.
 */
export function hashCode(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}${code}`).digest('hex')
}

/** A bearer or link token: 32 random bytes, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** True when `value` looks like a token we issued. */
export function isToken(value: string | undefined): value is string {
  return value !== undefined && /^[A-Za-z0-9_-]{43}$/.test(value)
}

/** What the database keeps of a token: its sha256, never the token itself. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}

/** The bearer token of `Authorization: Bearer …`, if well formed. */
export function bearerToken(c: Context): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')
  return isToken(match?.[1]) ? match[1] : undefined
}
