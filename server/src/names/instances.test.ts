import type { RegisterNameRequest } from '@foyer/modal/contracts'
import { type Anvil, anvilAccounts, startAnvil } from '@foyer/testing/anvil'
import { sql } from 'drizzle-orm'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { parseServerConfig } from '../config.ts'
import type { ErrorBody } from '../http/errors.ts'
import { openStorage, type Storage } from '../storage/openStorage.ts'
import { queryRows } from '../storage/queryRows.ts'
import { createTestDatabase } from '../testing/storages.ts'
import { signRegistration } from './signRegistration.ts'

const accounts = anvilAccounts.map((a) => privateKeyToAccount(a.privateKey))
const ada = accounts[0]!
const bob = accounts[1]!

let anvil: Anvil
const storages: Storage[] = []
let a: ReturnType<typeof createApp>
let b: ReturnType<typeof createApp>

beforeAll(async () => {
  anvil = await startAnvil()
  const url = await createTestDatabase()
  const config = parseServerConfig({
    chains: [{ id: 31337, rpcUrl: anvil.url }],
    projectIds: ['demo'],
  })
  // Two instances: each its own pool and app, sharing nothing but the database.
  for (const _ of [1, 2]) storages.push(await openStorage({ databaseUrl: url }))
  a = createApp({ storage: storages[0]!, config })
  b = createApp({ storage: storages[1]!, config })
})
afterAll(async () => {
  await Promise.all(storages.map((storage) => storage.close()))
  await anvil?.stop()
})

const post = async (app: typeof a, body: RegisterNameRequest) => {
  const response = await app.request('/v1/profile/account', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as ErrorBody }
}
const count = async (name: string) => {
  const [row] = await queryRows<{ n: number }>(
    storages[0]!.db,
    sql`SELECT count(*)::int AS n FROM names WHERE name = ${name}`,
  )
  return row?.n
}

describe('two server instances on one PostgreSQL', () => {
  it('the same name by two accounts at once on the two instances: one 200, one 409, one row', async () => {
    // Several rounds: a race that happens to serialise once proves little.
    for (const round of [1, 2, 3, 4, 5]) {
      const name = `race-round-${round}`
      const [fromAda, fromBob] = await Promise.all([
        signRegistration({ account: ada, name, chainId: 31337 }),
        signRegistration({ account: bob, name, chainId: 31337 }),
      ])
      const answers = await Promise.all([post(a, fromAda), post(b, fromBob)])
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
      expect(answers.find((answer) => answer.status === 409)?.body.error).toBe('name_taken')
      expect(await count(`${name}.foyer.id`)).toBe(1)
    }
  })

  it("a lookup that missed on A finds the name B registered next (A's cache keeps only hits)", async () => {
    const lookup = (app: typeof a) => app.request('/v1/profile/account/late-comer')
    expect((await lookup(a)).status).toBe(404)
    expect(
      (await post(b, await signRegistration({ account: bob, name: 'late-comer', chainId: 31337 })))
        .status,
    ).toBe(200)
    const found = await lookup(a)
    expect(found.status).toBe(200)
    expect(((await found.json()) as { name: string }).name).toBe('late-comer.foyer.id')
    // Served from A's cache now, the same answer.
    expect(await (await lookup(a)).json()).toEqual(await (await lookup(b)).json())
  })

  it('a message accepted on instance A is refused when replayed on instance B', async () => {
    const body = await signRegistration({ account: ada, name: 'across-instances', chainId: 31337 })
    expect((await post(a, body)).status).toBe(200)
    const replay = await post(b, body)
    expect(replay.status).toBe(409)
    expect(replay.body.error).toBe('message_used')
    expect(await count('across-instances.foyer.id')).toBe(1)
  })

  it('both instances answer the record registered on one of them', async () => {
    const [fromA, fromB] = await Promise.all(
      [a, b].map((app) => app.request('/v1/profile/account/across-instances')),
    )
    expect(fromA?.status).toBe(200)
    expect(await fromB?.json()).toEqual(await fromA?.json())
  })
})
