import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { useLoopbackApi } from '../../testing/loopbackApi.ts'
import { buildRegisterNameMessage } from './buildRegisterNameMessage.ts'
import {
  NameRegistrationError,
  NameResolutionError,
  NameReverseLookupError,
  NameSuggestionsError,
} from './errors.ts'
import { nameApi } from './nameApi.ts'

const loop = useLoopbackApi()
const api = () => {
  const names = nameApi({ config: { api: loop.baseUrl, projectId: 'proj-1' } })
  if (!names) throw new Error('nameApi needs a server URL')
  return names
}

describe('nameApi: the name service through the Foyer client (SPEC §7, §8)', () => {
  const profile = {
    name: 'ada.foyer.id',
    registered: 1_700_000_000,
    addresses: { '60': { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' } },
    attributes: [{ bio: 'hi' }],
  }

  it('fails with its own message when the server cannot be reached', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const names = nameApi({ config: { api: `http://127.0.0.1:${port}`, projectId: 'p' } })
    const nameError = await names?.lookupName('ada').catch((e: unknown) => e)
    expect(nameError).toBeInstanceOf(NameResolutionError)
    expect((nameError as NameResolutionError).shortMessage).toBe('Error resolving name')
  })

  it('looks up a name, escaping it in the path', async () => {
    loop.routes['GET /api/v1/profile/account/ada%2Fx.foyer.id'] = () => ({ json: profile })
    await expect(api().lookupName('ada/x.foyer.id')).resolves.toEqual(profile)
  })

  it('gets name suggestions', async () => {
    loop.routes['GET /api/v1/profile/suggestions/ada'] = () => ({
      json: {
        suggestions: [{ name: 'ada1.foyer.id', registered: false }, { name: 'ada2.foyer.id' }],
      },
    })
    await expect(api().getNameSuggestions('ada')).resolves.toEqual([
      { name: 'ada1.foyer.id', registered: false },
      { name: 'ada2.foyer.id' },
    ])
  })

  it('looks up the names of an address', async () => {
    const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    loop.routes[`GET /api/v1/profile/reverse/${address}`] = () => ({ json: [profile] })
    await expect(api().reverseLookup(address)).resolves.toEqual([profile])
  })

  it('registers a name with coinType, address, signature and message', async () => {
    loop.routes['POST /api/v1/profile/account'] = () => ({ json: profile })
    const message = buildRegisterNameMessage({ name: 'ada', timestamp: new Date(0) })
    await expect(
      api().registerName({ coinType: 60, address: '0x1', signature: '0xsig', message }),
    ).resolves.toBeUndefined()
    expect(loop.seen[0]?.body).toEqual({
      coinType: 60,
      address: '0x1',
      signature: '0xsig',
      message,
    })
  })

  it('each operation fails with the first reason the API gives', async () => {
    const reasons = { reasons: [{ description: 'Name is taken' }, { description: 'other' }] }
    loop.routes['GET /api/v1/profile/account/ada'] = () => ({ status: 404, json: reasons })
    loop.routes['GET /api/v1/profile/suggestions/ada'] = () => ({ status: 400, json: reasons })
    loop.routes['GET /api/v1/profile/reverse/0x1'] = () => ({ status: 400, json: reasons })
    loop.routes['POST /api/v1/profile/account'] = () => ({ status: 409, json: reasons })
    const client = api()
    const message = buildRegisterNameMessage({ name: 'ada' })
    const errors = await Promise.all([
      client.lookupName('ada').catch((e: unknown) => e),
      client.getNameSuggestions('ada').catch((e: unknown) => e),
      client.reverseLookup('0x1').catch((e: unknown) => e),
      client
        .registerName({ coinType: 60, address: '0x1', signature: '0x', message })
        .catch((e: unknown) => e),
    ])
    expect(errors.map((e) => [(e as Error).name, (e as NameResolutionError).shortMessage])).toEqual(
      [
        ['NameResolutionError', 'Name is taken'],
        ['NameSuggestionsError', 'Name is taken'],
        ['NameReverseLookupError', 'Name is taken'],
        ['NameRegistrationError', 'Name is taken'],
      ],
    )
    expect((errors[0] as NameResolutionError).cause).toMatchObject({ status: 404 })
  })

  it('each operation falls back to its own message when the API gives no reason', async () => {
    loop.routes['GET /api/v1/profile/account/ada'] = () => ({ status: 500 })
    loop.routes['GET /api/v1/profile/suggestions/ada'] = () => ({
      status: 500,
      json: { reasons: [] },
    })
    loop.routes['GET /api/v1/profile/reverse/0x1'] = () => ({ json: { not: 'a list' } })
    loop.routes['POST /api/v1/profile/account'] = () => ({ status: 500, text: 'oops' })
    const client = api()
    const message = buildRegisterNameMessage({ name: 'ada' })
    const errors = await Promise.all([
      client.lookupName('ada').catch((e: unknown) => e),
      client.getNameSuggestions('ada').catch((e: unknown) => e),
      client.reverseLookup('0x1').catch((e: unknown) => e),
      client
        .registerName({ coinType: 60, address: '0x1', signature: '0x', message })
        .catch((e: unknown) => e),
    ])
    expect(errors[0]).toBeInstanceOf(NameResolutionError)
    expect(errors[1]).toBeInstanceOf(NameSuggestionsError)
    expect(errors[2]).toBeInstanceOf(NameReverseLookupError)
    expect(errors[3]).toBeInstanceOf(NameRegistrationError)
    expect(errors.map((e) => (e as NameResolutionError).shortMessage)).toEqual([
      'Error resolving name',
      'Error fetching name suggestions',
      'Error fetching names for address',
      'Error registering name ada.foyer.id',
    ])
  })
})
