import type { NameProfile } from '@foyer/modal/frame-protocol'
import { asc, eq, inArray } from 'drizzle-orm'
import { getAddress } from 'viem'
import { HttpError } from '../http/errors.ts'
import type { Database } from '../storage/openStorage.ts'
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

/**
 * Marks the message used and registers the name in one transaction: first come, first served
 * (the primary keys decide, across instances), and nothing is written unless both rows are.
 * @throws {HttpError} 409 `message_used` for a replayed message, 409 `name_taken` for a taken name
 */
export function insertName(db: Database, parameters: InsertNameParameters): Promise<NameRow> {
  const { name, address, coinType, attributes, messageHash } = parameters
  return db.transaction(async (tx) => {
    // ON CONFLICT DO NOTHING: a concurrent insert of the same key waits for the other
    // transaction and then finds the row, so the loser is told why instead of a driver error.
    const used = await tx
      .insert(usedMessages)
      .values({ hash: messageHash, purpose: PURPOSE })
      .onConflictDoNothing()
      .returning({ hash: usedMessages.hash })
    if (used.length === 0)
      throw new HttpError(409, 'message_used', 'This registration message was already used', [
        {
          field: 'body.message',
          rule: 'single_use',
          description: `This signed message was already used to register ${name}; sign a new one to register again`,
        },
      ])
    const [row] = await tx
      .insert(names)
      .values({ name, address: address.toLowerCase(), coinType, attributes })
      .onConflictDoNothing()
      .returning()
    // Throwing rolls the transaction back: no used message is left without its name.
    if (!row)
      throw new HttpError(409, 'name_taken', `The name ${name} is already registered`, [
        {
          field: 'body.message.name',
          rule: 'available',
          value: name,
          description: `The name ${name} is already taken; choose another one`,
        },
      ])
    return row
  })
}
