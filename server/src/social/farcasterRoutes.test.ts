import { createHash, randomBytes } from 'node:crypto'
import { type Anvil, anvilAccounts, freePort, startAnvil } from '@foyer/testing/anvil'
import { installIdRegistry, registerFid } from '@foyer/testing/contracts'
import {
  createFarcasterClient,
  FARCASTER_TEST_IDENTITIES,
  type FarcasterRelay,
  startFarcasterRelay,
} from '@foyer/testing/farcaster'
import type { Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../serve.ts'
import type { Storage } from '../storage/openStorage.ts'
import { openTestStorage } from '../testing/storages.ts'

const APP = 'http://127.0.0.1:5173'
/** The JSON answers these tests read. */
type Answer = {
  uri: string
  clientUrl?: string
  state: string
  token: string
  error?: string
  message: string
  reasons: { field: string; value?: unknown }[]
  user: { id: string; username: string; provider: string }
  status?: string
}
const token = () => randomBytes(32).toString('base64url')
const hash = (text: string) => createHash('sha256').update(text).digest('base64url')

describe('Sign In With Farcaster through the local relay', () => {
  let storage: Storage
  let server: RunningServer
  let relay: FarcasterRelay
  /** The OP Mainnet node: an anvil with Farcaster's IdRegistry fixture at its real address. */
  let opMainnet: Anvil
  const alice = FARCASTER_TEST_IDENTITIES[0]!
  const bob = FARCASTER_TEST_IDENTITIES[1]!
  /** Faults the server's upstream calls meet: the node down, the relay's custody left out. */
  const faults = { nodeDown: false, noRelayCustody: false }
  let closedUrl: string

  /** The server's fetch: the real one, with `faults` played. */
  const upstreamFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input)
    if (faults.nodeDown && url.startsWith(opMainnet.url)) return fetch(closedUrl, init)
    const response = await fetch(input, init)
    if (!faults.noRelayCustody || !url.startsWith(`${relay.url}/v1/channel/status`)) return response
    const { custody: _left, ...body } = (await response.json()) as Record<string, unknown>
    return Response.json(body, { status: response.status })
  }) as typeof fetch

  beforeAll(async () => {
    ;[relay, opMainnet, storage] = await Promise.all([
      startFarcasterRelay(),
      startAnvil({ chainId: 10 }),
      openTestStorage('pglite'),
    ])
    closedUrl = `http://127.0.0.1:${await freePort()}`
    await installIdRegistry({ rpcUrl: opMainnet.url })
    server = await startServer({
      storage,
      fetch: upstreamFetch,
      config: {
        chains: [{ id: 31337, rpcUrl: 'http://127.0.0.1:1' }],
        projectIds: ['demo'],
        appOrigins: [APP],
        social: { farcasterRelayUrl: relay.url, farcasterRpcUrl: opMainnet.url },
      },
    })
  })
  afterAll(async () => {
    await server?.close()
    await storage?.close()
    await relay?.close()
    await opMainnet?.stop()
  })

  async function post(path: string, body: unknown) {
    const response = await fetch(`${server.url}/v1/auth/social/farcaster${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as Answer }
  }

  async function signIn(
    identity = alice,
    custodyKey: Hex = identity.custodyKey,
    /** Registers the fid to the signing key in the IdRegistry first (unless it is another's). */
    register = true,
  ) {
    const binding = token()
    const deviceId = `device_farcaster_${Date.now().toString(36)}`
    const started = await post('/start', { deviceId, bindingHash: hash(binding), appOrigin: APP })
    expect(started.status).toBe(200)
    const status = { state: started.body.state, binding, deviceId }
    expect((await post('/status', status)).body).toEqual({ status: 'pending' })
    const client = createFarcasterClient({
      relayUrl: relay.url,
      custodyKey,
      fid: identity.fid,
      username: identity.username,
      ...(register ? { idRegistryRpcUrl: opMainnet.url } : {}),
    })
    await client.signIn(started.body.uri)
    const answer = await post('/status', status)
    if (answer.status !== 200) return { started, answer, status }
    // The frame finishes it like every social login, with its binding secret.
    const result = new URL(answer.body.uri).searchParams.get('result')
    const finished = await fetch(`${server.url}/v1/auth/social/finish`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ result, binding, deviceId }),
    })
    return {
      started,
      answer: { status: finished.status, body: (await finished.json()) as Answer },
      status,
    }
  }

  it('opens a channel, waits, verifies the signed message and signs the fid in; again: the same user', async () => {
    const first = await signIn()
    expect(first.started.body.uri).toMatch(/channelToken=/)
    expect(first.started.body.clientUrl).toContain(`${relay.url}/client?url=`)
    expect(first.answer.status).toBe(200)
    expect(first.answer.body.user).toMatchObject({ username: 'alice', provider: 'farcaster' })
    const session = await fetch(`${server.url}/v1/auth/session`, {
      headers: {
        authorization: `Bearer ${first.answer.body.token}`,
        'x-foyer-device': first.status.deviceId,
      },
    })
    expect(session.status).toBe(200)
    // The login is spent: its state cannot open a second session.
    expect((await post('/status', first.status)).body.error).toBe('login_not_found')
    const again = await signIn()
    expect(again.answer.body.user.id).toBe(first.answer.body.user.id)
  })

  it('refuses a message not signed by the fid custody key, and says why', async () => {
    await registerFid({ rpcUrl: opMainnet.url, fid: alice.fid, custody: alice.custody })
    const refused = await signIn(alice, bob.custodyKey)
    expect(refused.answer.status).toBe(400)
    expect(refused.answer.body.message).toMatch(/custody/)
  })

  it("refuses a relay that names another custody than the IdRegistry's, even with that address's valid signature", async () => {
    await registerFid({ rpcUrl: opMainnet.url, fid: alice.fid, custody: alice.custody })
    // A lying (or compromised) relay: fid 1001's custody is mallory, says it, and mallory signs.
    const mallory = anvilAccounts[9]!
    relay.registerFid(alice.fid, mallory.address)
    try {
      const refused = await signIn(alice, mallory.privateKey, false)
      expect(refused.answer.status).toBe(400)
      expect(refused.answer.body).toMatchObject({
        error: 'farcaster_custody_mismatch',
        message: `The Farcaster relay says the custody address of fid 1001 is ${mallory.address}, but Farcaster's IdRegistry says ${alice.custody}: the sign-in is refused.`,
      })
      // The login is spent with that error: polling again does not sign anyone in.
      expect((await post('/status', refused.status)).body.error).toBe('login_not_found')
    } finally {
      relay.registerFid(alice.fid, alice.custody)
    }
  })

  it('refuses an fid the IdRegistry does not hold, whatever the relay says', async () => {
    const carol = FARCASTER_TEST_IDENTITIES[2]!
    const refused = await signIn(carol, carol.custodyKey, false)
    expect(refused.answer.status).toBe(400)
    expect(refused.answer.body).toMatchObject({
      error: 'farcaster_unknown_fid',
      message: "Fid 1003 is not registered in Farcaster's IdRegistry, so it cannot sign in.",
    })
  })

  it("signs in on the IdRegistry's custody without the relay's custody answer", async () => {
    faults.noRelayCustody = true
    try {
      const first = await signIn(bob)
      expect(first.answer.status).toBe(200)
      expect(first.answer.body.user).toMatchObject({ username: 'bob', provider: 'farcaster' })
    } finally {
      faults.noRelayCustody = false
    }
  })

  it('answers 502 and signs no one in while the OP Mainnet node is down', async () => {
    await registerFid({ rpcUrl: opMainnet.url, fid: alice.fid, custody: alice.custody })
    faults.nodeDown = true
    try {
      const down = await signIn(alice)
      expect(down.answer.status).toBe(502)
      expect(down.answer.body).toMatchObject({
        error: 'farcaster_chain_unreachable',
        message:
          "Could not check the Farcaster sign-in: the OP Mainnet node that holds Farcaster's IdRegistry is not answering. Try again in a moment.",
      })
    } finally {
      faults.nodeDown = false
    }
  })
})
