import type { ServerConfig } from '../config.ts'
import type { Database } from '../storage/openStorage.ts'
import {
  hitRateLimits,
  type RateLimitHit,
  type RateLimitWindow,
  rateLimitedError,
} from './rateLimit.ts'

const MINUTE = 60

/** A per-IP limit on what reaches a route's signature check: its counter, window and sentence. */
export type AttemptLimit = {
  hit: RateLimitHit
  window: RateLimitWindow
  /** What is counted, for the 429's sentence, e.g. `sign-in attempts from this IP address`. */
  what: string
}

/** Who and what an attempt limit counts. */
export type AttemptsPerIp = { key: string; ip: string; limit: number; what: string }

/** `limit` attempts a minute by `ip` on `key`. */
export function attemptsPerIp({ key, ip, limit, what }: AttemptsPerIp): AttemptLimit {
  return { hit: { key: `${key}:ip:${ip}`, limit }, window: { windowSeconds: MINUTE }, what }
}

/**
 * Counts one attempt by `ip` on `key` (a route's per-IP limit on what reaches the signature
 * check), in the database.
 * @throws {HttpError} 429 `rate_limited` over `limit` a minute
 * @param what what is counted, for the 429's sentence, e.g. `sign-in attempts from this IP address`
 */
export async function limitAttemptsPerIp(db: Database, parameters: AttemptsPerIp): Promise<void> {
  const { hit, window, what } = attemptsPerIp(parameters)
  const refused = await hitRateLimits(db, [hit], window)
  if (refused) throw rateLimitedError(what, refused)
}

/**
 * Counts one signature check on a chain's node (a smart account's signature: ERC-1271, ERC-6492)
 * for `ip` and for everyone, in one upsert; SIWE and names share both counters.
 * @throws {HttpError} 429 `rate_limited` over `contractSignatures.rateLimitPerMinutePerIp` or
 * `contractSignatures.rateLimitPerMinute`
 */
export async function limitContractSignatureChecks(
  db: Database,
  config: Pick<ServerConfig, 'contractSignatures'>,
  ip: string,
): Promise<void> {
  const { rateLimitPerMinutePerIp, rateLimitPerMinute } = config.contractSignatures
  const perIp = { key: `contract-signature:ip:${ip}`, limit: rateLimitPerMinutePerIp }
  const refused = await hitRateLimits(
    db,
    [perIp, { key: 'contract-signature:all', limit: rateLimitPerMinute }],
    { windowSeconds: MINUTE },
  )
  if (!refused) return
  throw rateLimitedError(
    refused.key === perIp.key
      ? 'smart-account signature checks from this IP address'
      : 'smart-account signature checks on this server, from everyone together',
    refused,
    'body.signature',
  )
}
