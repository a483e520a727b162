import { createHash, randomBytes } from 'node:crypto'
import {
  createFarcasterClient,
  FARCASTER_TEST_IDENTITIES,
  type FarcasterRelay,
  startFarcasterRelay,
} from '@foyer/testing/farcaster'
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
  const alice = FARCASTER_TEST_IDENTITIES[0]!

  beforeAll(async () => {
    relay = await startFarcasterRelay()
    storage = await openTestStorage('pglite')
    server = await startServer({
      storage,
      config: {
        chains: [{ id: 31337, rpcUrl: 'http://127.0.0.1:1' }],
        appOrigins: [APP],
        social: { farcasterRelayUrl: relay.url },
      },
    })
  })
  afterAll(async () => {
    await server?.close()
    await storage?.close()
    await relay?.close()
  })

  async function post(path: string, body: unknown) {
    const response = await fetch(`${server.url}/v1/auth/social/farcaster${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as Answer }
  }

  async function signIn(identity = alice, custodyKey = identity.custodyKey) {
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
      headers: { authorization: `Bearer ${first.answer.body.token}` },
    })
    expect(session.status).toBe(200)
    // The login is spent: its state cannot open a second session.
    expect((await post('/status', first.status)).body.error).toBe('login_not_found')
    const again = await signIn()
    expect(again.answer.body.user.id).toBe(first.answer.body.user.id)
  })

  it('refuses a message not signed by the fid custody key, and says why', async () => {
    const refused = await signIn(alice, FARCASTER_TEST_IDENTITIES[1]!.custodyKey)
    expect(refused.answer.status).toBe(400)
    expect(refused.answer.body.message).toMatch(/custody/)
  })
})
