import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { queryRows } from '../storage/queryRows.ts'
import { useAuthServer } from '../testing/authServer.ts'
import { storageKinds } from '../testing/storages.ts'
import { authShareMessage } from './authShareMessage.ts'

let emails = 0
const newEmail = () => `share${++emails}.${Date.now().toString(36)}@example.com`
const newDevice = () => `device_${Math.random().toString(36).slice(2)}_${Date.now().toString(36)}`

/** A share as the frame sends it: 33 bytes (a Shamir share of a 32-byte key), x never 0. */
function newShare(): string {
  const bytes = randomBytes(33)
  bytes[32] = 1 + (bytes[32]! % 255)
  return bytes.toString('base64')
}

describe.each(storageKinds)('the auth share on %s', (kind) => {
  const t = useAuthServer(kind)
  const { call, logged, secrets } = t

  async function signIn() {
    const email = newEmail()
    const deviceId = newDevice()
    await call('/v1/auth/email/start', { email, deviceId })
    const response = await fetch(`${t.server.mailboxUrl}/latest?to=${encodeURIComponent(email)}`)
    const mail = (await response.json()) as { code: string; link?: string }
    expect(mail.link).toBeUndefined()
    const verified = await call('/v1/auth/email/verify', { email, deviceId, otp: mail.code })
    secrets.push(mail.code, verified.body.token as string)
    return { token: verified.body.token as string, id: (verified.body.user as { id: string }).id }
  }
  const put = (token: string | undefined, body: unknown) =>
    call('/v1/keys/auth-share', body, token, 'PUT')
  const get = (token?: string) => call('/v1/keys/auth-share', undefined, token, 'GET')
  const wallet = () => privateKeyToAccount(generatePrivateKey())
  const serverOrigin = () => new URL(t.server.url).origin
  const signed = (
    account: ReturnType<typeof wallet>,
    share: string,
    version: number,
    origin = serverOrigin(),
  ) =>
    account.signMessage({
      message: authShareMessage({ address: account.address, share, version, serverOrigin: origin }),
    })

  it('is released only to its owner', async () => {
    const alice = await signIn()
    const bob = await signIn()
    const share = newShare()
    secrets.push(share)
    const { address } = wallet()
    expect((await put(undefined, { share, address })).status).toBe(401)
    expect((await get()).status).toBe(401)
    expect((await get(bob.token)).status).toBe(404)
    expect((await put(alice.token, { share, address })).body).toEqual({ address, version: 1 })
    expect((await get(alice.token)).body).toEqual({ share, address, version: 1 })
    expect((await get(bob.token)).status).toBe(404)
  })

  it('takes exactly a 33-byte share, never echoing it', async () => {
    const { token } = await signIn()
    const { address } = wallet()
    const cases: [string, string][] = [
      [Buffer.from([7]).toString('base64'), 'this one is 1 byte'],
      [randomBytes(32).toString('base64'), 'this one is 32 bytes'],
      [randomBytes(34).toString('base64'), 'this one is 34 bytes'],
      [randomBytes(1025).toString('base64'), 'this one is 1025 bytes'],
    ]
    for (const [share, size] of cases) {
      const refused = await put(token, { share, address })
      expect(refused.status).toBe(400)
      expect(refused.body.reasons?.[0]).toMatchObject({
        field: 'body.share',
        value: '[redacted]',
        description: `body.share must be exactly 33 bytes, a Shamir share of a 32-byte key (${size}) (value not shown)`,
      })
      expect(refused.text).not.toContain(share.slice(0, 12))
    }
    const zeroX = Buffer.alloc(33, 9)
    zeroX[32] = 0
    const noX = await put(token, { share: zeroX.toString('base64'), address })
    expect(noX.status).toBe(400)
    expect(noX.body.message).toContain('must end with its x coordinate, which is never 0')
    const notBase64 = await put(token, { share: `${newShare()}!`, address })
    expect(notBase64.status).toBe(400)
    expect((await get(token)).status).toBe(404)
  })

  it('is stored once: the same share again is a retry, any other needs the wallet’s signature', async () => {
    const { token, id } = await signIn()
    const account = wallet()
    const { address } = account
    const first = newShare()
    const second = newShare()
    secrets.push(first, second)
    expect((await put(token, { share: first, address })).body).toEqual({ address, version: 1 })
    expect((await put(token, { share: first, address: address.toLowerCase() })).body).toEqual({
      address,
      version: 1,
    })

    // Any session could once overwrite the share with anything: now it needs the key.
    const unsigned = await put(token, { share: second, address })
    expect(unsigned.status).toBe(409)
    expect(unsigned.body).toMatchObject({
      error: 'share_stored',
      message: `The auth share of ${address} is already stored: replacing it needs the wallet's signature of the new share for version 2 (body.signature)`,
    })
    expect(unsigned.body.reasons?.[0]).toMatchObject({
      field: 'body.signature',
      rule: 'required_to_replace',
    })
    const byStranger = await put(token, {
      share: second,
      address,
      signature: await signed(wallet(), second, 2),
    })
    expect(byStranger.status).toBe(403)
    expect(byStranger.body).toMatchObject({
      error: 'bad_share_signature',
      message: `signature must be ${address}'s signature (personal_sign) of the message replacing its auth share with this one as version 2`,
    })
    for (const signature of [
      await signed(account, second, 3),
      await signed(account, first, 2),
      await signed(account, second, 2, 'https://phishing.example'),
    ])
      expect((await put(token, { share: second, address, signature })).status).toBe(403)
    expect((await get(token)).body).toMatchObject({ share: first, version: 1 })

    const signature = await signed(account, second, 2)
    expect((await put(token, { share: second, address, signature })).body).toEqual({
      address,
      version: 2,
    })
    expect((await get(token)).body).toEqual({ share: second, address, version: 2 })
    // The signature replaced one share once: it cannot put another, nor roll back to the first.
    expect((await put(token, { share: newShare(), address, signature })).status).toBe(403)
    expect((await put(token, { share: first, address, signature })).status).toBe(403)

    const versions = await queryRows<{ version: number; share: string; signature: string | null }>(
      t.storage.db,
      sql`SELECT version, share, signature FROM auth_share_versions WHERE user_id = ${id} ORDER BY version`,
    )
    expect(versions).toEqual([
      { version: 1, share: first, signature: null },
      { version: 2, share: second, signature },
    ])

    // Another wallet for the same account: refused, as before.
    const other = await put(token, { share: newShare(), address: wallet().address })
    expect(other.status).toBe(409)
    expect(other.body.error).toBe('share_exists')
  })

  it('lets exactly one of two racing signed replacements through', async () => {
    const { token } = await signIn()
    const account = wallet()
    const { address } = account
    await put(token, { share: newShare(), address })
    const [a, b] = [newShare(), newShare()]
    const answers = await Promise.all(
      [a, b].map(async (share) =>
        put(token, { share, address, signature: await signed(account, share, 2) }),
      ),
    )
    expect(answers.map((r) => r.status).sort()).toEqual([200, 403])
    const stored = (await get(token)).body
    expect(stored.version).toBe(2)
    expect([a, b]).toContain(stored.share)
  })

  it('never logs a share, a code or a token', () => {
    expect(secrets.length).toBeGreaterThan(8)
    const all = logged.join('\n')
    for (const secret of secrets) expect(all).not.toContain(secret)
  })
})
