import { apiSchemas } from '@foyer/modal/contracts'
import { type NameApi, NameRegistrationError, nameApi } from '@foyer/modal/frame-protocol'
import { type Anvil, anvilAccounts, startAnvil } from '@foyer/testing/anvil'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../serve.ts'
import type { Storage } from '../storage/openStorage.ts'
import { openTestStorage, storageKinds } from '../testing/storages.ts'
import { chainIdToCoinType } from './coinType.ts'
import { signRegistration } from './signRegistration.ts'

const accounts = anvilAccounts.map((a) => privateKeyToAccount(a.privateKey))
const ada = accounts[0]!
const bob = accounts[1]!

let anvil: Anvil
beforeAll(async () => {
  anvil = await startAnvil()
})
afterAll(() => anvil?.stop())

/** What the visitor is shown: the error's message, as the modal's views render it. */
async function shownError(promise: Promise<unknown>): Promise<Error & { shortMessage?: string }> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  if (!(error instanceof Error)) throw new Error('expected the call to fail')
  return error
}

// The modal's own name-service calls (its one Foyer client), over real HTTP, against the server as `foyer serve` starts it.
describe.each(storageKinds)("the modal's API client against the server on %s", (kind) => {
  let storage: Storage
  let server: RunningServer
  let api: NameApi
  beforeAll(async () => {
    storage = await openTestStorage(kind)
    server = await startServer({
      storage,
      config: { chains: [{ id: 31337, rpcUrl: anvil.url }], projectIds: ['demo'] },
    })
    const names = nameApi({ config: { api: server.url, projectId: 'client-test' } })
    if (!names) throw new Error('nameApi needs a server URL')
    api = names
  })
  afterAll(async () => {
    await server?.close()
    await storage?.close()
  })

  it('registers, looks up, reverse-resolves and suggests', async () => {
    await api.registerName(
      await signRegistration({
        account: ada,
        name: 'ada-client',
        chainId: 31337,
        attributes: { bio: 'hello' },
      }),
    )
    const profile = await api.lookupName('ada-client')
    expect(profile).toEqual({
      name: 'ada-client.foyer.id',
      registered: expect.any(Number),
      updated: expect.any(Number),
      addresses: { [String(chainIdToCoinType(31337))]: { address: ada.address } },
      attributes: [{ bio: 'hello' }],
    })
    expect(await api.lookupName('ada-client.foyer.id')).toEqual(profile)
    expect(await api.reverseLookup(ada.address)).toEqual([profile])
    expect(await api.reverseLookup(bob.address)).toEqual([])

    const suggestions = await api.getNameSuggestions('ada-client')
    expect(apiSchemas.nameSuggestions.parse({ suggestions }).suggestions).toEqual(suggestions)
    expect(suggestions.length).toBeGreaterThan(0)
    expect(suggestions.map((s) => s.name)).not.toContain('ada-client.foyer.id')
  })

  it('shows the visitor why a registration was refused: the name is taken', async () => {
    const error = await shownError(
      api.registerName(
        await signRegistration({ account: bob, name: 'ada-client', chainId: 31337 }),
      ),
    )
    expect(error).toBeInstanceOf(NameRegistrationError)
    expect(error.shortMessage).toBe(
      'The name ada-client.foyer.id is already taken; choose another one',
    )
  })

  it('shows the visitor the rule a name breaks', async () => {
    const error = await shownError(
      api.registerName(await signRegistration({ account: bob, name: 'bob', chainId: 31337 })),
    )
    expect(error.shortMessage).toBe(
      'Account name must use letters, digits and hyphens, at least 4 characters. Provided: "bob"',
    )
  })

  it('shows the visitor that an unknown name is not registered', async () => {
    const error = await shownError(api.lookupName('nobody-at-all'))
    expect(error.name).toBe('NameResolutionError')
    expect(error.shortMessage).toBe('No account has registered the name nobody-at-all.foyer.id')
  })
})
