import type { NameProfile } from '@foyer/modal/contracts'
import { buildRegisterNameMessage } from '@foyer/modal/frame-protocol'
import { type Anvil, anvilAccounts, startAnvil } from '@foyer/testing/anvil'
import { sql } from 'drizzle-orm'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { parseServerConfig } from '../config.ts'
import type { ErrorBody } from '../http/errors.ts'
import { queryRows } from '../storage/queryRows.ts'
import { storageKinds, useTestApp } from '../testing/storages.ts'
import { chainIdToCoinType } from './coinType.ts'
import { signRegistration } from './signRegistration.ts'

const [ada, bob] = anvilAccounts.map((a) => privateKeyToAccount(a.privateKey)) as [
  ReturnType<typeof privateKeyToAccount>,
  ReturnType<typeof privateKeyToAccount>,
]
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000)

/** The same signature's other valid encoding: (r, n − s) with the recovery bit flipped. */
function highSTwin(signature: Hex): Hex {
  const n = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
  const s = BigInt(`0x${signature.slice(66, 130)}`)
  const v = Number.parseInt(signature.slice(130), 16)
  return `${signature.slice(0, 66)}${(n - s).toString(16).padStart(64, '0')}${(v === 27 ? 28 : 27).toString(16)}` as Hex
}

let anvil: Anvil
beforeAll(async () => {
  anvil = await startAnvil()
})
afterAll(() => anvil?.stop())

describe.each(storageKinds)('registering a name on %s', (kind) => {
  const t = useTestApp(kind, () => ({
    chains: [{ id: 31337, rpcUrl: anvil.url }],
    projectIds: ['demo'],
  }))

  const post = async <T = ErrorBody>(body: unknown, on = t.app) => {
    const response = await on.request('/v1/profile/account', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as T }
  }
  const rows = async (table: 'names' | 'used_messages', where = sql`true`) => {
    const [row] = await queryRows<{ n: number }>(
      t.storage.db,
      sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE ${where}`,
    )
    return row?.n
  }
  const sign = (name: string, timestamp?: Date, account = ada) =>
    signRegistration({ account, name, chainId: 31337, timestamp })

  describe('refuses a name breaking a rule, with a reason naming the rule', () => {
    it('an underscore in the middle (ENSIP-15)', async () => {
      const { status, body } = await post(await sign('ada_lovelace'))
      expect(status).toBe(400)
      expect(body.error).toBe('invalid_name')
      expect(body.reasons[0]).toEqual({
        field: 'body.message.name',
        rule: 'ensip15',
        value: 'ada_lovelace.foyer.id',
        description:
          'Name "ada_lovelace.foyer.id" is not a valid name under ENSIP-15: underscore allowed only at start',
      })
      // SPEC §5 forbids the underscore too: every broken rule is listed.
      expect(body.reasons.map((r) => r.rule)).toEqual(['ensip15', 'account_name'])
    })

    it('3 characters (SPEC §5: at least 4)', async () => {
      const { status, body } = await post(await sign('ada'))
      expect(status).toBe(400)
      expect(body.reasons).toEqual([
        {
          field: 'body.message.name',
          rule: 'account_name',
          value: 'ada',
          description:
            'Account name must use letters, digits and hyphens, at least 4 characters. Provided: "ada"',
        },
      ])
    })

    it('mixed scripts (ENSIP-15): a Cyrillic "а" among Latin letters', async () => {
      const { status, body } = await post(await sign('\u0430da-lovelace'))
      expect(status).toBe(400)
      expect(body.reasons[0]).toMatchObject({ rule: 'ensip15' })
      expect(body.reasons[0]?.description).toMatch(
        /^Name "\u0430da-lovelace\.foyer\.id" is not a valid name under ENSIP-15: illegal mixture: Cyrillic \+ Latin/,
      )
    })

    it('another suffix than the shared one', async () => {
      const message = buildRegisterNameMessage({ name: 'ada-lovelace', suffix: '.eth' })
      const { status, body } = await post({
        coinType: chainIdToCoinType(31337),
        address: ada.address,
        signature: await ada.signMessage({ message }),
        message,
      })
      expect(status).toBe(400)
      expect(body.reasons[0]).toMatchObject({
        rule: 'suffix',
        description: 'Name "ada-lovelace.eth" must end with ".foyer.id"',
      })
    })
  })

  it('refuses a stale message, naming the 10-minute window', async () => {
    // 11.5 minutes old: said as 12 (rounded up) however long the signing and the request take on
    // a busy machine, up to 30 s (11 minutes sharp read as 12 after one second).
    const { status, body } = await post(await sign('stale-name', minutesFromNow(-11.5)))
    expect(status).toBe(400)
    expect(body.reasons[0]).toMatchObject({
      field: 'body.message.timestamp',
      rule: 'timestamp_window',
    })
    expect(body.reasons[0]?.description).toMatch(
      /^The message's timestamp \d+ is 12 minutes in the past; it must be within 10 minutes of the server's clock\. Sign a new message$/,
    )
    expect(await rows('names', sql`name = 'stale-name.foyer.id'`)).toBe(0)
  })

  it('refuses a message from the future, and accepts one inside the window', async () => {
    const future = await post(await sign('future-name', minutesFromNow(11)))
    expect(future.status).toBe(400)
    expect(future.body.reasons[0]?.description).toMatch(
      /is 11 minutes in the future; it must be within 10 minutes of the server's clock/,
    )
    expect((await post(await sign('future-name', minutesFromNow(9)))).status).toBe(200)
    expect((await post(await sign('recent-name', minutesFromNow(-9)))).status).toBe(200)
  })

  it('refuses a signature by another account than the address, writing nothing', async () => {
    const body = { ...(await sign('wrong-signer', undefined, bob)), address: ada.address }
    const { status, body: answer } = await post(body)
    expect(status).toBe(401)
    expect(answer.reasons[0]).toMatchObject({ field: 'body.signature', rule: 'signer' })
    expect(answer.reasons[0]?.description).toBe(
      `The signature is not ${ada.address}'s signature of this message on chain 31337; sign it with that account`,
    )
    expect(await rows('names', sql`name = 'wrong-signer.foyer.id'`)).toBe(0)
  })

  it('refuses a replayed message, even re-encoded: one row', async () => {
    const body = await sign('replayed')
    expect((await post<NameProfile>(body)).status).toBe(200)
    for (const again of [body, { ...body, signature: highSTwin(body.signature as Hex) }]) {
      const { status, body: answer } = await post(again)
      expect(status).toBe(409)
      expect(answer.error).toBe('message_used')
      expect(answer.reasons[0]?.description).toBe(
        'This signed message was already used to register replayed.foyer.id; sign a new one to register again',
      )
    }
    expect(await rows('names', sql`name = 'replayed.foyer.id'`)).toBe(1)
  })

  it('first come, first served: two accounts racing for a name, one wins, one row', async () => {
    const bodies = await Promise.all([
      sign('contested', undefined, ada),
      sign('contested', undefined, bob),
    ])
    const usedBefore = await rows('used_messages')
    const answers = await Promise.all(bodies.map((body) => post(body)))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    const loser = answers.find((a) => a.status === 409)!
    expect(loser.body.reasons[0]).toMatchObject({
      rule: 'available',
      description: 'The name contested.foyer.id is already taken; choose another one',
    })
    expect(await rows('names', sql`name = 'contested.foyer.id'`)).toBe(1)
    // The loser's message was not half-written: only the winner's is marked used.
    expect(await rows('used_messages')).toBe((usedBefore ?? 0) + 1)
  })

  it('refuses a body that breaks the schema, naming field, rule and value', async () => {
    const { signature: _, ...noSignature } = await sign('no-signature')
    const missing = await post(noSignature)
    expect(missing.status).toBe(400)
    expect(missing.body.reasons[0]).toMatchObject({
      field: 'body.signature',
      rule: 'invalid_type',
    })
    const notJson = await post({ ...(await sign('not-json')), message: 'register me' })
    expect(notJson.body.reasons[0]).toMatchObject({ field: 'body.message', rule: 'json' })
  })

  it('refuses a coinType of a chain the server does not serve', async () => {
    const body = await signRegistration({ account: ada, name: 'on-polygon', chainId: 137 })
    const { status, body: answer } = await post(body)
    expect(status).toBe(400)
    expect(answer.reasons[0]).toEqual({
      field: 'body.coinType',
      rule: 'configured_chain',
      value: chainIdToCoinType(137),
      description: `coinType ${chainIdToCoinType(137)} is chain 137, which this server does not serve (it serves 31337)`,
    })
  })

  it("verifies an EOA without its chain's node, and says so when a contract check needs it", async () => {
    const offline = createApp({
      storage: t.storage,
      config: parseServerConfig({
        chains: [{ id: 31337, rpcUrl: 'http://127.0.0.1:9' }],
        projectIds: ['demo'],
      }),
    })
    expect((await post(await sign('offline-eoa'), offline)).status).toBe(200)
    const wrong = { ...(await sign('offline-wrong', undefined, bob)), address: ada.address }
    const { status, body } = await post(wrong, offline)
    expect(status).toBe(502)
    expect(body.reasons[0]?.description).toBe(
      "The signature could not be checked: chain 31337's node did not answer. Try again shortly",
    )
  })
})
