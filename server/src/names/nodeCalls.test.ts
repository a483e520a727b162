import type { NameProfile } from '@foyer/modal/contracts'
import { buildRegisterNameMessage } from '@foyer/modal/frame-protocol'
import {
  type Anvil,
  anvilAccounts,
  type CountingNode,
  startAnvil,
  startCountingNode,
} from '@foyer/testing/anvil'
import type { Hono } from 'hono'
import { type Hex, serializeErc6492Signature } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { parseServerConfig } from '../config.ts'
import type { ErrorBody } from '../http/errors.ts'
import type { Storage } from '../storage/openStorage.ts'
import { awayFromWindowEdge, fromIp } from '../testing/rateWindows.ts'
import { openTestStorage, storageKinds } from '../testing/storages.ts'
import { chainIdToCoinType } from './coinType.ts'

// Issue 24, finding 6: registering a name must not run anything on the chain's node (an
// ERC-6492 signature runs its factory's code in an eth_call) before the replay, availability
// and rate checks, and only within limits.

const [ada, mallory] = anvilAccounts.map((a) => privateKeyToAccount(a.privateKey)) as [
  ReturnType<typeof privateKeyToAccount>,
  ReturnType<typeof privateKeyToAccount>,
]
const coinType = chainIdToCoinType(31337)

let anvil: Anvil
let node: CountingNode
beforeAll(async () => {
  anvil = await startAnvil()
  node = await startCountingNode(anvil.url)
})
afterAll(async () => {
  await node?.close()
  await anvil?.stop()
})

/** Ada's message, "signed" with an ERC-6492 wrapper whose factory the attacker picked. */
async function erc6492(message: string): Promise<Hex> {
  return serializeErc6492Signature({
    address: '0x000000000000000000000000000000000badc0de',
    data: '0xdeadbeef',
    signature: await mallory.signMessage({ message }),
  })
}

describe.each(storageKinds)('name registration on %s: cheap checks before the node', (kind) => {
  let storage: Storage
  let app: Hono
  beforeAll(async () => {
    storage = await openTestStorage(kind)
    app = createApp({
      storage,
      config: parseServerConfig({
        chains: [{ id: 31337, rpcUrl: node.url }],
        projectIds: ['demo'],
        names: { registerRateLimitPerMinutePerIp: 3 },
        contractSignatures: { rateLimitPerMinutePerIp: 2, rateLimitPerMinute: 100 },
      }),
    })
  })
  afterAll(() => storage?.close())

  async function register(body: unknown, ip: string) {
    node.reset()
    const response = await app.request(
      '/v1/profile/account',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      },
      fromIp(ip),
    )
    return { status: response.status, response, body: (await response.json()) as ErrorBody }
  }
  async function signed(name: string, attributes?: Record<string, string>) {
    const message = buildRegisterNameMessage({ name, attributes })
    return {
      coinType,
      address: ada.address,
      message,
      signature: await ada.signMessage({ message }),
    }
  }

  it("registers an EOA's name without a single node call", async () => {
    const { status } = await register(await signed('no-node-call'), '10.5.0.1')
    expect(status).toBe(200)
    expect(node.methods).toEqual([])
  })

  it('refuses a replayed message and a taken name before any node call', async () => {
    const first = await signed('replay-first')
    expect((await register(first, '10.5.0.2')).status).toBe(200)
    const replayed = await register(
      { ...first, signature: await erc6492(first.message) },
      '10.5.0.2',
    )
    expect(replayed.status).toBe(409)
    expect(replayed.body.error).toBe('message_used')
    expect(node.methods).toEqual([])

    const other = buildRegisterNameMessage({ name: 'replay-first', attributes: { bio: 'mine' } })
    const taken = await register(
      { coinType, address: ada.address, message: other, signature: await erc6492(other) },
      '10.5.0.2',
    )
    expect(taken.status).toBe(409)
    expect(taken.body.error).toBe('name_taken')
    expect(node.methods).toEqual([])
  })

  it("limits a client IP's registrations before the signature is checked", async () => {
    await awayFromWindowEdge()
    for (const name of ['per-ip-one', 'per-ip-two', 'per-ip-three'])
      expect((await register(await signed(name), '10.6.0.1')).status).toBe(200)
    const message = buildRegisterNameMessage({ name: 'per-ip-four' })
    const fourth = await register(
      { coinType, address: ada.address, message, signature: await erc6492(message) },
      '10.6.0.1',
    )
    expect(fourth.status).toBe(429)
    expect(Number(fourth.response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect(fourth.body).toMatchObject({
      error: 'rate_limited',
      message: expect.stringMatching(
        /^Too many name registrations from this IP address: at most 3 a minute; retry in \d+ s$/,
      ),
    })
    expect(node.methods).toEqual([])
  })

  it('counts neither a replayed message nor a taken name toward the per-IP limit', async () => {
    await awayFromWindowEdge()
    const first = await signed('uncounted-one')
    expect((await register(first, '10.6.0.2')).status).toBe(200)
    for (let i = 0; i < 3; i++) {
      expect((await register(first, '10.6.0.2')).body.error).toBe('message_used')
      const again = await signed('uncounted-one', { bio: `try ${i}` })
      expect((await register(again, '10.6.0.2')).body.error).toBe('name_taken')
    }
    // Six refusals later, the IP has used one of its three: two more go through.
    for (const name of ['uncounted-two', 'uncounted-three'])
      expect((await register(await signed(name), '10.6.0.2')).status).toBe(200)
    expect((await register(await signed('uncounted-four'), '10.6.0.2')).body.error).toBe(
      'rate_limited',
    )
  })

  it('checks a signature that is not an EOA’s on the node only within the per-IP contract-signature limit', async () => {
    await awayFromWindowEdge()
    for (const name of ['contract-one', 'contract-two']) {
      const message = buildRegisterNameMessage({ name })
      const checked = await register(
        { coinType, address: ada.address, message, signature: await erc6492(message) },
        '10.7.0.1',
      )
      expect(checked.status).toBe(401)
      expect(node.methods).toContain('eth_call')
    }
    const message = buildRegisterNameMessage({ name: 'contract-three' })
    const third = await register(
      { coinType, address: ada.address, message, signature: await erc6492(message) },
      '10.7.0.1',
    )
    expect(third.status).toBe(429)
    expect(third.body.message).toMatch(
      /^Too many smart-account signature checks from this IP address: at most 2 a minute; retry in \d+ s$/,
    )
    expect(node.methods).toEqual([])
  })

  describe('avatars: only an image inside the record, never a link that tells its owner who looks', () => {
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='

    it('stores a base64 PNG data URI', async () => {
      const response = await register(await signed('avatar-png', { avatar: png }), '10.8.0.1')
      expect(response.status).toBe(200)
      expect((response.body as unknown as NameProfile).attributes).toEqual([{ avatar: png }])
    })

    it.each([
      'https://tracker.example/pixel.png',
      'http://127.0.0.1/me.png',
      `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"><image href="https://tracker.example/x"/></svg>')}`,
      'data:image/png,not-base64',
    ])('refuses %s with 400 naming the field, the rule and the value', async (avatar) => {
      const { status, body } = await register(await signed('avatar-bad', { avatar }), '10.8.0.2')
      expect(status).toBe(400)
      const shown =
        avatar.length > 80 ? `${avatar.slice(0, 80)}… (${avatar.length} characters)` : avatar
      const description = `body.message.attributes.avatar must be a data:image/(png|jpeg|gif|webp);base64,… URI of at most 1024 characters, not a link to an image (received ${JSON.stringify(shown)})`
      expect(body).toEqual({
        error: 'invalid_avatar',
        message: description,
        reasons: [
          {
            field: 'body.message.attributes.avatar',
            rule: 'avatar_data_uri',
            value: shown,
            description,
          },
        ],
      })
      expect(node.methods).toEqual([])
    })
  })
})
