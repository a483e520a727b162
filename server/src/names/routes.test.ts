import { apiSchemas, type NameProfile, type NameSuggestion } from '@foyer/modal/contracts'
import { type Anvil, anvilAccounts, startAnvil } from '@foyer/testing/anvil'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ErrorBody } from '../http/errors.ts'
import { storageKinds, useTestApp } from '../testing/storages.ts'
import { signRegistration } from './signRegistration.ts'

const [ada, bob] = anvilAccounts.map((a) => privateKeyToAccount(a.privateKey)) as [
  ReturnType<typeof privateKeyToAccount>,
  ReturnType<typeof privateKeyToAccount>,
]
// ENSIP-11: 0x80000000 + 31337, anvil's chain.
const ANVIL_COIN_TYPE = '2147514985'

type Suggestions = { suggestions: NameSuggestion[] }

let anvil: Anvil
beforeAll(async () => {
  anvil = await startAnvil()
})
afterAll(() => anvil?.stop())

describe.each(storageKinds)('the name service on %s', (kind) => {
  const t = useTestApp(kind, () => ({
    chains: [{ id: 31337, rpcUrl: anvil.url }],
    projectIds: ['demo'],
  }))

  // T: what the test expects at that status; the status is asserted beside it.
  const get = async <T = NameProfile>(path: string) => {
    const response = await t.app.request(`/v1/profile${path}`)
    return { status: response.status, body: (await response.json()) as T }
  }
  const register = async (
    account: typeof ada,
    name: string,
    attributes?: Record<string, string>,
  ) => {
    const body = await signRegistration({ account, name, chainId: 31337, attributes })
    const response = await t.app.request('/v1/profile/account', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as NameProfile }
  }

  it('registers a name and answers the new record', async () => {
    const before = Math.floor(Date.now() / 1000)
    const { status, body } = await register(ada, 'ada-lovelace', { bio: 'first programmer' })
    expect(status).toBe(200)
    expect(body).toEqual({
      name: 'ada-lovelace.foyer.id',
      registered: expect.any(Number),
      updated: expect.any(Number),
      addresses: { [ANVIL_COIN_TYPE]: { address: ada.address } },
      attributes: [{ bio: 'first programmer' }],
    })
    expect(body.registered).toBeGreaterThanOrEqual(before - 1)
    expect(body.registered).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 1)
    expect(apiSchemas.nameProfile.parse(body)).toEqual(body)
  })

  it('looks a name up with or without the suffix, in any case', async () => {
    const registered = await get('/account/ada-lovelace.foyer.id')
    expect(registered.status).toBe(200)
    expect(apiSchemas.nameProfile.parse(registered.body)).toEqual(registered.body)
    expect(registered.body.addresses[ANVIL_COIN_TYPE]?.address).toBe(ada.address)
    expect(await get('/account/ada-lovelace')).toEqual(registered)
    expect(await get('/account/Ada-Lovelace.foyer.id')).toEqual(registered)
  })

  it('answers an unknown name with 404 and a sentence naming it', async () => {
    const { status, body } = await get<ErrorBody>('/account/nobody-here')
    expect(status).toBe(404)
    expect(body).toMatchObject({ error: 'name_not_found' })
    expect(body.reasons[0]).toEqual({
      field: 'param.name',
      rule: 'registered',
      value: 'nobody-here.foyer.id',
      description: 'No account has registered the name nobody-here.foyer.id',
    })
  })

  it('refuses to look up a name ENSIP-15 cannot normalise, naming the rule', async () => {
    const { status, body } = await get<ErrorBody>(`/account/${encodeURIComponent('ad a')}`)
    expect(status).toBe(400)
    expect(body.reasons[0]).toMatchObject({ field: 'param.name', rule: 'ensip15' })
    expect(body.reasons[0]?.description).toMatch(
      /^Name "ad a" is not a valid name under ENSIP-15: /,
    )
  })

  it('reverse-resolves an address to its names, in the order registered', async () => {
    expect((await register(ada, 'ada-second')).status).toBe(200)
    const { status, body } = await get<NameProfile[]>(`/reverse/${ada.address.toLowerCase()}`)
    expect(status).toBe(200)
    expect(apiSchemas.reverseLookup.parse(body)).toEqual(body)
    expect(body.map((record) => record.name)).toEqual([
      'ada-lovelace.foyer.id',
      'ada-second.foyer.id',
    ])
    expect(await get<NameProfile[]>(`/reverse/${ada.address}`)).toEqual({ status, body })
  })

  it('answers [] for an address with no names, and 400 for something not an address', async () => {
    expect(await get(`/reverse/${bob.address}`)).toEqual({ status: 200, body: [] })
    const { status, body } = await get<ErrorBody>('/reverse/0x1234')
    expect(status).toBe(400)
    expect(body.reasons[0]).toMatchObject({ field: 'param.address', value: '0x1234' })
  })

  it('suggests free, valid variants of a taken name, checked in the database', async () => {
    const first = await get<Suggestions>('/suggestions/ada-lovelace')
    expect(first.status).toBe(200)
    expect(apiSchemas.nameSuggestions.parse(first.body)).toEqual(first.body)
    const names: string[] = first.body.suggestions.map((s) => s.name)
    expect(names).toHaveLength(5)
    expect(names).not.toContain('ada-lovelace.foyer.id')
    expect(new Set(names).size).toBe(names.length)
    for (const suggestion of first.body.suggestions) {
      expect(suggestion).toEqual({ name: expect.any(String), registered: false })
      expect(suggestion.name).toMatch(/^ada-lovelace[a-z0-9-]+\.foyer\.id$/)
      expect((await get(`/account/${suggestion.name}`)).status).toBe(404)
    }
    expect(names[0]).toBe('ada-lovelace1.foyer.id')
    expect(names).toContain('ada-lovelace-xyz.foyer.id')

    // Once taken, a variant is no longer suggested.
    expect((await register(bob, 'ada-lovelace1')).status).toBe(200)
    const after = await get<Suggestions>('/suggestions/ada-lovelace.foyer.id')
    expect(after.body.suggestions.map((s) => s.name)).not.toContain('ada-lovelace1.foyer.id')
  })

  it('suggests a free name itself first', async () => {
    const { status, body } = await get<Suggestions>('/suggestions/Grace-Hopper')
    expect(status).toBe(200)
    expect(body.suggestions[0]).toEqual({ name: 'grace-hopper.foyer.id', registered: false })
  })

  it('suggests only variants that pass the rules for a name too short to register', async () => {
    const { body } = await get<Suggestions>('/suggestions/ada')
    const names: string[] = body.suggestions.map((s) => s.name)
    expect(names.length).toBeGreaterThan(0)
    expect(names).not.toContain('ada.foyer.id')
    for (const name of names) expect(name).toMatch(/^[a-z0-9-]{4,}\.foyer\.id$/)
  })

  it('refuses suggestions for a name no variant can fix, naming the rule', async () => {
    const { status, body } = await get<ErrorBody>(`/suggestions/${encodeURIComponent('café')}`)
    expect(status).toBe(400)
    expect(body.reasons[0]).toMatchObject({ field: 'param.name', rule: 'account_name' })
    expect(body.reasons[0]?.description).toBe(
      'Account name must use letters, digits and hyphens, at least 4 characters. Provided: "café"',
    )
  })
})
