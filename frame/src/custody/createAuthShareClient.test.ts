import { type RunningServer, startServer } from '@foyer/server'
import { IDBFactory } from 'fake-indexeddb'
import { privateKeyToAccount, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAuthShareClient } from './createAuthShareClient.ts'
import { createDeviceShareStore } from './createDeviceShareStore.ts'
import { createWallet } from './createWallet.ts'
import { decodeShare } from './decodeShare.ts'
import { encodeShare } from './encodeShare.ts'
import { AuthShareError } from './errors.ts'
import { recoverKey } from './recoverKey.ts'

type Mail = { code: string; link?: string }

let server: RunningServer
const logged: string[] = []
let emails = 0

beforeAll(async () => {
  server = await startServer({
    databaseUrl: '',
    dataDir: 'memory://',
    config: {
      chains: [{ id: 31337, rpcUrl: 'http://127.0.0.1:1' }],
      projectIds: ['demo'],
      email: { devMailbox: true },
    },
    logError: (error) => logged.push(String(error instanceof Error ? error.stack : error)),
  })
})
afterAll(async () => {
  await server?.close()
})

async function post(path: string, body: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/**
 * Signs `email` in on a new device: start, the approval link's Approve (as that device's
 * browser) when the email's wallet exists, then the code from the mail. @returns the session
 * token, and a client on that device
 */
async function signIn(email: string) {
  const deviceId = `device_${Math.random().toString(36).slice(2)}_${Date.now().toString(36)}`
  const started = await post('/v1/auth/email/start', { email, deviceId })
  const mail = (await (
    await fetch(`${server.mailboxUrl}/latest?to=${encodeURIComponent(email)}`)
  ).json()) as Mail
  if (started.body.action === 'VERIFY_DEVICE') {
    const token = new URL(mail.link!).searchParams.get('token')
    expect((await post('/v1/auth/device/approve', { token, deviceId })).status).toBe(200)
  } else expect(mail.link).toBeUndefined()
  const verified = await post('/v1/auth/email/verify', { email, deviceId, otp: mail.code })
  expect(verified.status).toBe(200)
  return {
    action: started.body.action,
    token: verified.body.token as string,
    deviceId,
    client: createAuthShareClient({ serverUrl: server.url, fetch, deviceId: () => deviceId }),
  }
}
const newEmail = () => `frame${++emails}.${Date.now().toString(36)}@example.com`

describe('createAuthShareClient against a real @foyer/server', () => {
  it('a new device rebuilds the key from the auth share (server) and the recovery share (user)', async () => {
    const email = newEmail()

    // First device: create, keep the device share, send the auth share, show the recovery share.
    const { token: firstToken, client } = await signIn(email)
    expect(await client.get(firstToken)).toBeUndefined()
    const { address, shares } = await createWallet()
    const firstDevice = createDeviceShareStore({ indexedDB: new IDBFactory(), crypto })
    await firstDevice.save(address, shares.device)
    await client.put(firstToken, shares.auth, address)
    const recoveryText = encodeShare(shares.recovery)

    // The same device, later: device share + auth share.
    const stored = await client.get(firstToken)
    expect(stored?.address).toBe(address)
    const key = await recoverKey((await firstDevice.load(address))!, stored!.share, address)
    expect(privateKeyToAddress(key)).toBe(address)

    // A new device (nothing in its IndexedDB): sign in again, auth share + the typed recovery share.
    const secondDevice = createDeviceShareStore({ indexedDB: new IDBFactory(), crypto })
    expect(await secondDevice.load(address)).toBeUndefined()
    // (A new device has a cooldown of its own: nothing to wait for.)
    const second = await signIn(email)
    // The wallet exists now: the new device needed the approval link.
    expect(second.action).toBe('VERIFY_DEVICE')
    const released = await second.client.get(second.token)
    expect(released?.address).toBe(address)
    const rebuilt = await recoverKey(released!.share, decodeShare(recoveryText), released!.address)
    expect(rebuilt).toBe(key)

    // Shares never reach the server's logs.
    for (const share of [shares.auth, shares.recovery, shares.device])
      expect(logged.join('\n')).not.toContain(encodeShare(share))
  })

  it('refuses the auth share without a valid session, or from another device: "sign in again"', async () => {
    const { token, deviceId } = await signIn(newEmail())
    const { address, shares } = await createWallet()
    const client = createAuthShareClient({
      serverUrl: `${server.url}/`,
      fetch,
      deviceId: () => deviceId,
    })
    await client.put(token, shares.auth, address)
    // The token alone, carried to another browser, opens nothing.
    const elsewhere = createAuthShareClient({
      serverUrl: server.url,
      fetch,
      deviceId: () => 'device_of_someone_else_0000',
    })
    await expect(elsewhere.get(token)).rejects.toMatchObject({ status: 401 })

    for (const bad of ['', 'not-a-token', `${token.slice(0, -2)}xx`]) {
      const error = (await client.get(bad).catch((e: unknown) => e)) as AuthShareError
      expect(error).toBeInstanceOf(AuthShareError)
      expect(error.status).toBe(401)
      expect(error.code).toBe('no_session')
      expect(error.shortMessage).toBe(
        'Your sign-in has expired: sign in again to reach your wallet.',
      )
      expect(error.message).not.toContain(encodeShare(shares.auth))
    }
    await expect(client.put('nope', shares.auth, address)).rejects.toThrow('sign in again')
  })

  it('replaces the share of the same wallet only with its signature (a re-split), keeping the key', async () => {
    const { token, client } = await signIn(newEmail())
    const { address, shares } = await createWallet()
    await client.put(token, shares.auth, address)
    // The same share again (a retry) is fine; another one without the key's signature is not.
    await client.put(token, shares.auth, address)
    const unsigned = (await client
      .put(token, shares.recovery, address)
      .catch((e: unknown) => e)) as AuthShareError
    expect(unsigned.status).toBe(409)
    expect(unsigned.shortMessage).toBe(
      "This wallet's auth share is already stored: replacing it needs the wallet's own signature.",
    )
    const stranger = privateKeyToAccount(`0x${'11'.repeat(32)}`)
    await expect(
      client.replace(token, shares.recovery, address, (message) =>
        stranger.signMessage({ message }),
      ),
    ).rejects.toMatchObject({ status: 403 })

    const key = await recoverKey(shares.device, shares.auth, address)
    const account = privateKeyToAccount(key)
    const version = await client.replace(token, shares.recovery, address, (message) =>
      account.signMessage({ message }),
    )
    expect(version).toBe(2)
    const stored = await client.get(token)
    expect(stored).toMatchObject({ address, version: 2 })
    expect(await recoverKey(shares.device, stored!.share, address)).toBe(key)
  })

  it('refuses a second wallet for the same account: 409, in words', async () => {
    const { token, client } = await signIn(newEmail())
    const [one, two] = await Promise.all([createWallet(), createWallet()])
    await client.put(token, one.shares.auth, one.address)

    const error = (await client
      .put(token, two.shares.auth, two.address)
      .catch((e: unknown) => e)) as AuthShareError
    expect(error).toBeInstanceOf(AuthShareError)
    expect(error.status).toBe(409)
    expect(error.shortMessage).toBe(
      'A different wallet is already stored for this account: recover that wallet with its recovery share instead of creating a new one.',
    )
    expect((await client.get(token))?.address).toBe(one.address)
  })

  it('says when the server cannot be reached', async () => {
    const client = createAuthShareClient({ serverUrl: 'http://127.0.0.1:1', fetch })
    await expect(client.get('token')).rejects.toThrow(
      'Cannot reach the Foyer server to load your wallet: check your connection and try again.',
    )
  })
})
