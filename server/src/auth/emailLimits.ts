import { sql } from 'drizzle-orm'
import type { ServerConfig } from '../config.ts'
import { HttpError } from '../http/errors.ts'
import { hitRateLimits } from '../limits/rateLimit.ts'
import type { Database } from '../storage/openStorage.ts'
import { queryRows } from '../storage/queryRows.ts'

type Queryable = Pick<Database, 'execute'>
type EmailRules = ServerConfig['email']
type Limit = { max: number; windowSeconds: number }

/** Which limit a refusal names: the field, the rule and how it is said. */
type LimitKind = {
  key: (ip: string) => string
  field: string
  rule: string
  code: string
  sentence: (rate: string) => string
}

const KINDS = {
  mailPerIp: {
    key: (ip) => `email-mail:ip:${ip}`,
    field: 'client.ip',
    rule: 'mail_per_ip',
    code: 'too_many_emails',
    sentence: (rate) => `Too many sign-in codes were emailed from your network (at most ${rate})`,
  },
  mailTotal: {
    key: () => 'email-mail:total',
    field: 'server',
    rule: 'mail_total',
    code: 'too_many_emails',
    sentence: (rate) =>
      `This server has emailed as many sign-in codes as it may for now (at most ${rate})`,
  },
  checksPerIp: {
    key: (ip) => `email-check:ip:${ip}`,
    field: 'client.ip',
    rule: 'checks_per_ip',
    code: 'too_many_code_checks',
    sentence: (rate) => `Too many codes were tried from your network (at most ${rate})`,
  },
  checksTotal: {
    key: () => 'email-check:total',
    field: 'server',
    rule: 'checks_total',
    code: 'too_many_code_checks',
    sentence: (rate) => `Too many codes are being tried on this server right now (at most ${rate})`,
  },
} satisfies Record<keyof EmailRules['limits'], LimitKind>

type LimitName = keyof typeof KINDS

/** `30 an hour`, `3 every 10 minutes`, `5 a minute`. */
function rateOf({ max, windowSeconds }: Limit): string {
  if (windowSeconds === 3600) return `${max} an hour`
  if (windowSeconds === 60) return `${max} a minute`
  if (windowSeconds % 60 === 0) return `${max} every ${windowSeconds / 60} minutes`
  return `${max} every ${windowSeconds} seconds`
}

/** `in 45 seconds`, `in 12 minutes`: when a person may try again. */
function waitOf(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds))
  if (s < 120) return `in ${s} ${s === 1 ? 'second' : 'seconds'}`
  return `in ${Math.ceil(s / 60)} minutes`
}

/** The 429 of a limit that was reached: Retry-After, and a sentence a person understands. */
export function limitError(name: LimitName, limit: Limit, retryAfterSeconds: number): HttpError {
  const kind = KINDS[name]
  const description = `${kind.sentence(rateOf(limit))}: please try again ${waitOf(retryAfterSeconds)}.`
  return new HttpError(
    429,
    kind.code,
    description,
    [{ field: kind.field, rule: kind.rule, value: limit.max, description }],
    { retryAfterSeconds },
  )
}

/** Counts one hit on each limit in order; the first one over its max throws its 429. */
async function hitAll(db: Queryable, names: LimitName[], clientIp: string, rules: EmailRules) {
  for (const name of names) {
    const limit = rules.limits[name]
    const refused = await hitRateLimits(
      db,
      [{ key: KINDS[name].key(clientIp), limit: limit.max }],
      {
        windowSeconds: limit.windowSeconds,
      },
    )
    if (refused) throw limitError(name, limit, refused.retryAfterSeconds)
  }
}

/**
 * Counts one code mail from `clientIp` against `email.limits.mailPerIp` and `mailTotal`. Run it
 * inside the transaction that issues the code: a refusal rolls the count back with the code, so
 * only mail that goes counts.
 * @throws HttpError 429 `too_many_emails`
 */
export function countCodeMail(tx: Queryable, clientIp: string, rules: EmailRules): Promise<void> {
  return hitAll(tx, ['mailPerIp', 'mailTotal'], clientIp, rules)
}

/**
 * Counts one code check (a code compared with the stored one) from `clientIp` against
 * `email.limits.checksPerIp` and `checksTotal`, before the code is compared.
 * @throws HttpError 429 `too_many_code_checks`
 */
export function countCodeCheck(db: Queryable, clientIp: string, rules: EmailRules): Promise<void> {
  return hitAll(db, ['checksPerIp', 'checksTotal'], clientIp, rules)
}

/**
 * The 429 a code mail from `clientIp` would get now, without counting one: checked before a step
 * that spends a code and then mails one (the email change's primary step), so a refusal there
 * costs no code.
 */
export async function mailLimitRefusal(
  db: Queryable,
  clientIp: string,
  rules: EmailRules,
): Promise<HttpError | undefined> {
  for (const name of ['mailPerIp', 'mailTotal'] as const) {
    const limit = rules.limits[name]
    const [row] = await queryRows<{ count: number; retry: number }>(
      db,
      sql`SELECT count, ceil(extract(epoch FROM window_start + make_interval(secs => ${limit.windowSeconds}) - now()))::int AS retry
      FROM rate_limits
      WHERE key = ${KINDS[name].key(clientIp)}
        AND window_start = to_timestamp(floor(extract(epoch FROM now()) / ${limit.windowSeconds}) * ${limit.windowSeconds})`,
    )
    if (row && row.count >= limit.max) return limitError(name, limit, Math.max(1, row.retry))
  }
  return undefined
}
