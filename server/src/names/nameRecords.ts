import type { NameProfile } from '@foyer/modal/contracts'
import { asc, eq, inArray, sql } from 'drizzle-orm'
import { getAddress } from 'viem'
import { HttpError } from '../http/errors.ts'
import type { Database } from '../storage/openStorage.ts'
import { queryRows } from '../storage/queryRows.ts'
import { names, usedMessages } from '../storage/schema.ts'

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
 * Refuses, before anything costly (a signature check on a chain's node), a message already used
 * or a name already taken: one read, which writes nothing. `insertName` decides again
 * atomically, for requests racing past this.
 * @throws {HttpError} 409 `message_used`, 409 `name_taken`
 */
export async function assertUnusedAndFree(
  db: Database,
  { name, messageHash }: Pick<InsertNameParameters, 'name' | 'messageHash'>,
): Promise<void> {
  const [row] = await queryRows<{ seen: boolean; taken: boolean }>(
    db,
    sql`SELECT
      EXISTS (SELECT 1 FROM ${usedMessages} WHERE ${usedMessages.hash} = ${messageHash}) AS seen,
      EXISTS (SELECT 1 FROM ${names} WHERE ${names.name} = ${name}) AS taken`,
  )
  if (row?.seen) throw messageUsed(name)
  if (row?.taken) throw nameTaken(name)
}

type InsertedRow = {
  seen: boolean
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
 * its message row, and a losing message is not burned.
 * @throws {HttpError} 409 `message_used` for a replayed message, 409 `name_taken` for a taken name
 */
export async function insertName(db: Database, parameters: InsertNameParameters): Promise<NameRow> {
  const { name, address, coinType, attributes, messageHash } = parameters
  const [result] = await queryRows<InsertedRow>(
    db,
    sql`
      WITH seen AS (
        SELECT 1 FROM ${usedMessages} WHERE ${usedMessages.hash} = ${messageHash}
      ), inserted AS (
        INSERT INTO ${names} (name, address, coin_type, attributes)
        SELECT ${name}, ${address.toLowerCase()}, ${coinType}, ${JSON.stringify(attributes)}::jsonb
        WHERE NOT EXISTS (SELECT 1 FROM seen)
        ON CONFLICT (name) DO NOTHING
        RETURNING *
      ), marked AS (
        INSERT INTO ${usedMessages} (hash, purpose)
        SELECT ${messageHash}, ${PURPOSE} WHERE EXISTS (SELECT 1 FROM inserted)
        ON CONFLICT (hash) DO NOTHING
        RETURNING hash
      )
      SELECT EXISTS (SELECT 1 FROM seen) AS seen, inserted.* FROM (SELECT 1) AS one
      LEFT JOIN inserted ON true
      LEFT JOIN marked ON true
    `,
  )
  if (result?.seen) throw messageUsed(name)
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
