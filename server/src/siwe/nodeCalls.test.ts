import {
  type Anvil,
  anvilAccounts,
  type CountingNode,
  startAnvil,
  startCountingNode,
} from '@foyer/testing/anvil'
import { sql } from 'drizzle-orm'
import type { Hono } from 'hono'
import { type Hex, serializeErc6492Signature } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { type CreateSiweMessageParameters, createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { parseServerConfig, type ServerConfigInput } from '../config.ts'
import type { Storage } from '../storage/openStorage.ts'
import { awayFromWindowEdge, fromIp } from '../testing/rateWindows.ts'
import { openTestStorage, storageKinds } from '../testing/storages.ts'

// Issue 24, finding 6: verify must not run anything on the chain's node (an ERC-6492 signature
// runs its factory's code in an eth_call) before the cheap checks, and only within limits.

const alice = privateKeyToAccount(anvilAccounts[0]!.privateKey)
const mallory = privateKeyToAccount(anvilAccounts[1]!.privateKey)
const ORIGIN = 'http://localhost'
/** An address with no code: an ERC-6492 signature claims it is a smart account yet to deploy. */
const COUNTERFACTUAL = '0x00000000000000000000000000000000c0ffee00' as const

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

type Body = { error?: string; message?: string; reasons?: { field?: string; rule?: string }[] }

describe.each(storageKinds)('SIWE verify on %s: cheap checks before the node', (kind) => {
  let storage: Storage
  let app: Hono
  const appOn = (on: Storage, more: Partial<ServerConfigInput> = {}) =>
    createApp({
      storage: on,
      config: parseServerConfig({
        chains: [{ id: 31337, rpcUrl: node.url }],
        projectIds: ['demo'],
        appOrigins: [ORIGIN],
        siwe: { verifyRateLimitPerMinutePerIp: 3 },
        contractSignatures: { rateLimitPerMinutePerIp: 2, rateLimitPerMinute: 100 },
        ...more,
      }),
    })
  beforeAll(async () => {
    storage = await openTestStorage(kind)
    app = appOn(storage)
  })
  afterAll(() => storage?.close())

  async function nonce(on = app): Promise<string> {
    return ((await (await on.request('/v1/siwe/nonce')).json()) as { nonce: string }).nonce
  }
  function message(fields: Partial<CreateSiweMessageParameters> & { nonce: string }) {
    return createSiweMessage({
      address: alice.address,
      chainId: 31337,
      domain: 'localhost',
      uri: ORIGIN,
      version: '1',
      ...fields,
    })
  }
  /** Alice's own signature: an EOA's. */
  async function eoa(fields: Partial<CreateSiweMessageParameters> & { nonce: string }) {
    const text = message(fields)
    return { message: text, signature: await alice.signMessage({ message: text }) }
  }
  /** A message for a counterfactual smart account, "signed" with an ERC-6492 wrapper whose factory is the attacker's pick. */
  async function erc6492(fields: Partial<CreateSiweMessageParameters> & { nonce: string }) {
    const text = message({ address: COUNTERFACTUAL, ...fields })
    const signature = serializeErc6492Signature({
      address: '0x000000000000000000000000000000000badc0de',
      data: '0xdeadbeef',
      signature: await mallory.signMessage({ message: text }),
    })
    return { message: text, signature }
  }
  async function verify(body: { message: string; signature: Hex }, ip: string, on = app) {
    node.reset()
    const response = await on.request(
      `${ORIGIN}/v1/siwe/verify`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      },
      fromIp(ip),
    )
    return { status: response.status, response, body: (await response.json()) as Body }
  }

  it('an EOA signs in without a single node call', async () => {
    const { status } = await verify(await eoa({ nonce: await nonce() }), '10.1.0.1')
    expect(status).toBe(200)
    expect(node.methods).toEqual([])
  })

  it('refuses an ERC-6492 signature with a nonce never issued, used or expired before any node call', async () => {
    const unknown = await verify(await erc6492({ nonce: 'madeUpNonce12345' }), '10.1.0.2')
    expect(unknown.body.error).toBe('nonce_unknown')
    expect(node.methods).toEqual([])

    const value = await nonce()
    expect((await verify(await eoa({ nonce: value }), '10.1.0.2')).status).toBe(200)
    const used = await verify(await erc6492({ nonce: value }), '10.1.0.2')
    expect(used.body.error).toBe('nonce_used')
    expect(node.methods).toEqual([])

    const old = await nonce()
    await storage.db.execute(
      sql`UPDATE siwe_nonces SET expires_at = now() - interval '1 second' WHERE nonce = ${old}`,
    )
    const expired = await verify(await erc6492({ nonce: old }), '10.1.0.2')
    expect(expired.body.error).toBe('nonce_expired')
    expect(node.methods).toEqual([])
  })

  it('refuses a message for another domain before any node call (and burns its nonce)', async () => {
    const value = await nonce()
    const phished = await verify(
      await erc6492({ nonce: value, domain: 'evil.example', uri: 'https://evil.example' }),
      '10.1.0.3',
    )
    expect(phished.body.error).toBe('domain_mismatch')
    expect(node.methods).toEqual([])
    expect((await verify(await eoa({ nonce: value }), '10.1.0.3')).body.error).toBe('nonce_used')
  })

  it("limits a client IP's attempts before the signature is checked; the refused nonce stays usable", async () => {
    await awayFromWindowEdge()
    for (let i = 0; i < 3; i++)
      expect((await verify(await eoa({ nonce: await nonce() }), '10.2.0.1')).status).toBe(200)
    const value = await nonce()
    const fourth = await verify(await erc6492({ nonce: value }), '10.2.0.1')
    expect(fourth.status).toBe(429)
    expect(Number(fourth.response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect(fourth.body).toMatchObject({
      error: 'rate_limited',
      message: expect.stringMatching(
        /^Too many sign-in attempts from this IP address: at most 3 a minute; retry in \d+ s$/,
      ),
      reasons: [{ field: 'client.ip', rule: 'rate_limit' }],
    })
    expect(node.methods).toEqual([])
    // The server judged nothing: the nonce still works, from elsewhere.
    expect((await verify(await eoa({ nonce: value }), '10.2.0.2')).status).toBe(200)
  })

  it('checks a signature that is not an EOA’s on the node only within the per-IP contract-signature limit', async () => {
    await awayFromWindowEdge()
    for (let i = 0; i < 2; i++) {
      const checked = await verify(await erc6492({ nonce: await nonce() }), '10.3.0.1')
      expect(checked.body.error).toBe('invalid_signature')
      expect(node.methods).toContain('eth_call')
    }
    // Mallory's EOA signature for Alice's address is not Alice's: it too would go to the node.
    const value = await nonce()
    const forged = { message: message({ nonce: value }), signature: '' as Hex }
    forged.signature = await mallory.signMessage({ message: forged.message })
    const third = await verify(forged, '10.3.0.1')
    expect(third.status).toBe(429)
    expect(third.body).toMatchObject({
      error: 'rate_limited',
      message: expect.stringMatching(
        /^Too many smart-account signature checks from this IP address: at most 2 a minute; retry in \d+ s$/,
      ),
      reasons: [{ field: 'body.signature', rule: 'rate_limit' }],
    })
    expect(node.methods).toEqual([])
    // Unjudged, the nonce is still usable; another address gets its check, which burns it.
    expect((await verify(forged, '10.3.0.2')).body.error).toBe('invalid_signature')
    expect((await verify(forged, '10.3.0.3')).body.error).toBe('nonce_used')
  })

  it('caps contract-signature checks for everyone together, in the database', async () => {
    await awayFromWindowEdge()
    // The checks of the tests above count toward the shared cap too: start it from zero (a
    // storage of its own would cost a PGlite open).
    await storage.db.execute(sql`DELETE FROM rate_limits WHERE key = 'contract-signature:all'`)
    const capped = appOn(storage, {
      contractSignatures: { rateLimitPerMinutePerIp: 10, rateLimitPerMinute: 2 },
    })
    for (const ip of ['10.4.0.1', '10.4.0.2']) {
      const checked = await verify(await erc6492({ nonce: await nonce(capped) }), ip, capped)
      expect(checked.body.error).toBe('invalid_signature')
    }
    const third = await verify(await erc6492({ nonce: await nonce(capped) }), '10.4.0.3', capped)
    expect(third.status).toBe(429)
    expect(third.body.message).toMatch(
      /^Too many smart-account signature checks on this server, from everyone together: at most 2 a minute; retry in \d+ s$/,
    )
    expect(node.methods).toEqual([])
    // An EOA is never held up by it.
    expect(
      (await verify(await eoa({ nonce: await nonce(capped) }), '10.4.0.3', capped)).status,
    ).toBe(200)
  })
})
