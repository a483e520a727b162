import type { NameProfile } from '@foyer/modal/contracts'
import { asc, eq, inArray, sql } from 'drizzle-orm'
import { getAddress } from 'viem'
import { HttpError } from '../http/errors.ts'
import { firstRefusal, rateLimitedError } from '../limits/rateLimit.ts'
import type { AttemptLimit } from '../limits/signatureLimits.ts'
import type { Database } from '../storage/openStorage.ts'
import { queryRows } from '../storage/queryRows.ts'
import { names } from '../storage/schema.ts'

type NameRow = typeof names.$inferSelect

/** Most names a reverse lookup answers with, oldest first. */
export const MAX_NAMES_PER_ADDRESS = 100

/** What `used_messages.purpose` says for a registration message. */
const PURPOSE = 'name-registration'

const seconds = (date: Date) => Math.floor(date.getTime() / 1000)

/**
 * A stored name as the modal's `apiSchemas.nameProfile` wants it: unix seconds, the address keyed
 * by its coin type, and one `{ key: value }` record per attribute.
 */
export function toNameProfile(row: NameRow): NameProfile {
  return {
    name: row.name,
    registered: seconds(row.registeredAt),
    updated: seconds(row.updatedAt),
    addresses: { [String(row.coinType)]: { address: getAddress(row.address) } },
    attributes: Object.entries(row.attributes).map(([key, value]) => ({ [key]: value })),
  }
}

/** The record of `name` (normalised, with suffix): one primary-key lookup. */
export async function findName(db: Database, name: string): Promise<NameRow | undefined> {
  const [row] = await db.select().from(names).where(eq(names.name, name)).limit(1)
  return row
}

/** The names registered to `address`, oldest first: one indexed query. */
export function findNamesOf(db: Database, address: string): Promise<NameRow[]> {
  return db
    .select()
    .from(names)
    .where(eq(names.address, address.toLowerCase()))
    .orderBy(asc(names.registeredAt), asc(names.name))
    .limit(MAX_NAMES_PER_ADDRESS)
}

/** Which of `candidates` are taken: one query for all of them. */
export async function findTakenNames(db: Database, candidates: string[]): Promise<Set<string>> {
  if (candidates.length === 0) return new Set()
  const rows = await db
    .select({ name: names.name })
    .from(names)
    .where(inArray(names.name, candidates))
  return new Set(rows.map((row) => row.name))
}

export type InsertNameParameters = {
  name: string
  address: string
  coinType: number
  attributes: Record<string, string>
  /** Identifies the signed message; a second use of it is refused, on any instance. */
  messageHash: string
}

const messageUsed = (name: string) =>
  new HttpError(409, 'message_used', 'This registration message was already used', [
    {
      field: 'body.message',
      rule: 'single_use',
      description: `This signed message was already used to register ${name}; sign a new one to register again`,
    },
  ])

const nameTaken = (name: string) =>
  new HttpError(409, 'name_taken', `The name ${name} is already registered`, [
    {
      field: 'body.message.name',
      rule: 'available',
      value: name,
      description: `The name ${name} is already taken; choose another one`,
    },
  ])

/**
 * Refuses, before anything costly (a signature check, on a chain's node for a smart account), a
 * message already used or a name already taken, and counts the attempt on `attempts` (the
 * route's per-IP limit) only when it is neither: ONE statement, a read and, for a new attempt,
 * the counter's upsert. `insertName` decides again atomically, for requests racing past this.
 * @throws {HttpError} 409 `message_used`, 409 `name_taken`, 429 `rate_limited` over the limit
 */
export async function checkUnusedAndFree(
  db: Database,
  { name, messageHash }: Pick<InsertNameParameters, 'name' | 'messageHash'>,
  attempts: AttemptLimit,
): Promise<void> {
  const { hit, window, what } = attempts
  // Migration 8's function: the two reads, then the counter's upsert only for a new attempt.
  const [row] = await queryRows<{
    message_seen: boolean
    name_taken: boolean
    hit_count: number | null
    retry_seconds: number | null
  }>(
    db,
    sql`SELECT * FROM foyer_name_attempt(${messageHash}, ${name}, ${hit.key}, ${window.windowSeconds}::int)`,
  )
  if (!row) throw new Error('foyer_name_attempt returned no row')
  if (row.message_seen) throw messageUsed(name)
  if (row.name_taken) throw nameTaken(name)
  const refused = firstRefusal(
    [hit],
    [{ key: hit.key, count: row.hit_count ?? 0, retry: row.retry_seconds ?? 0 }],
  )
  if (refused) throw rateLimitedError(what, refused)
}

type InsertedRow = {
  message_seen: boolean
  name: string | null
  address: string | null
  coin_type: string | null
  attributes: Record<string, string> | null
  registered_at: string | Date | null
  updated_at: string | Date | null
}

/**
 * Registers the name and marks its message used in ONE statement (atomic, one round trip, which
 * is what registrations/s is made of): the name goes in only if the message is unseen, the
 * message is marked only if the name went in. First come, first served: the primary keys decide,
 * across instances; a concurrent insert of the same name waits for the other and then does
 * nothing, so the loser is told why instead of a driver error. A name row never exists without
 * its message row, and a losing message is not burned. The statement is migration 8's function
 * `foyer_insert_name`, whose plan the connection keeps.
 * @throws {HttpError} 409 `message_used` for a replayed message, 409 `name_taken` for a taken name
 */
export async function insertName(db: Database, parameters: InsertNameParameters): Promise<NameRow> {
  const { name, address, coinType, attributes, messageHash } = parameters
  const [result] = await queryRows<InsertedRow>(
    db,
    sql`SELECT * FROM foyer_insert_name(${messageHash}, ${name}, ${address.toLowerCase()}, ${coinType}::bigint, ${JSON.stringify(attributes)}::jsonb, ${PURPOSE})`,
  )
  if (result?.message_seen) throw messageUsed(name)
  if (!result?.name) throw nameTaken(name)
  return {
    name: result.name,
    address: result.address!,
    coinType: Number(result.coin_type),
    attributes: result.attributes!,
    registeredAt: new Date(result.registered_at!),
    updatedAt: new Date(result.updated_at!),
  }
}
