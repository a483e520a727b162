import { cpSync, mkdtempSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { migratedDataDir } from '@foyer/host-app/start'
import { type DevMailbox, startDevMailbox } from '@foyer/server'
import {
  type Anvil,
  anvilAccounts,
  type CountingNode,
  freePort,
  startAnvil,
  startCountingNode,
} from '@foyer/testing/anvil'
import { type Hex, serializeErc6492Signature } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { removeDir, startCli } from '../testing/cliProcess.ts'

// Issue 24: the attacks on the server, as raw HTTP against `foyer serve` in production mode —
// a phishing site, a stranger on the internet, a cross-site page — each with the Host,
// Content-Type or Origin an attacker chooses (fetch cannot set Host: node:http can).

const APP = 'https://app.example'
const PHISH = 'evil.example'
const victim = privateKeyToAccount(anvilAccounts[3]!.privateKey)

type Answer = {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

let anvil: Anvil
/** Chain 1's node as the server sees it: a pass-through to anvil that records every method. */
let node: CountingNode
let mailbox: DevMailbox
let port: number
let publicUrl: string
let serve: ReturnType<typeof startCli>
const dir = mkdtempSync(path.join(tmpdir(), 'foyer-attacks-'))

/** One request as an attacker writes it: any Host, any headers, any body. */
function raw(
  method: string,
  pathname: string,
  {
    host = `127.0.0.1:${port}`,
    headers = {},
    body,
  }: {
    host?: string
    headers?: Record<string, string>
    body?: string
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method, path: pathname, headers: { host, ...headers } },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => {
          text += chunk
        })
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
        )
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}
const json = (answer: Answer) => JSON.parse(answer.body) as Record<string, unknown>
const jsonBody = (value: unknown) => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(value),
})

beforeAll(async () => {
  let migrated: string
  ;[anvil, mailbox, port, migrated] = await Promise.all([
    startAnvil({ chainId: 1 }),
    startDevMailbox(),
    freePort(),
    migratedDataDir(),
  ])
  // A copied migrated database: what an empty folder costs (initdb) is serve.test.ts's to prove.
  cpSync(migrated, path.join(dir, 'data'), { recursive: true })
  publicUrl = `http://127.0.0.1:${port}`
  node = await startCountingNode(anvil.url)
  writeFileSync(
    path.join(dir, 'foyer.config.ts'),
    `export default { projectId: 'shop', chains: [1], rpc: { 1: '${node.url}' } }\n`,
  )
  serve = startCli(
    [
      'serve',
      '--port',
      String(port),
      '--data-dir',
      path.join(dir, 'data'),
      '--public-url',
      publicUrl,
      '--app-origin',
      APP,
    ],
    dir,
    { SMTP_URL: mailbox.smtpUrl },
  )
  await serve.waitFor('Ctrl-C stops it.', 90_000)
}, 120_000)

afterAll(async () => {
  serve?.child.kill('SIGTERM')
  await serve?.exited
  await Promise.all([node?.close(), anvil?.stop(), mailbox?.close()])
  removeDir(dir)
})

describe('foyer serve in production, attacked over raw HTTP', () => {
  it('started in production mode with its public URL and app', () => {
    expect(serve.output()).toContain(`Public    ${publicUrl}\n`)
    expect(serve.output()).toContain(`Frame     ${publicUrl}/frame, embeddable by ${APP}`)
    expect(serve.output()).toContain('Projects  shop')
  })

  it('a phishing site cannot turn a signature for its domain into a session (finding 1)', async () => {
    const { nonce } = json(await raw('GET', '/v1/siwe/nonce')) as { nonce: string }
    const message = createSiweMessage({
      address: victim.address,
      chainId: 1,
      domain: PHISH,
      uri: `https://${PHISH}/`,
      version: '1',
      nonce,
    })
    const signed = jsonBody({ message, signature: await victim.signMessage({ message }) })
    // With its own Host, as the old server read the domain from it: not this server.
    const asPhish = await raw('POST', '/v1/siwe/verify', { host: PHISH, ...signed })
    expect(asPhish.status).toBe(421)
    expect(json(asPhish)).toMatchObject({ error: 'misdirected_request' })
    expect(asPhish.headers['set-cookie']).toBeUndefined()
    // Through the real app's host: the domain is not the app's.
    const asApp = await raw('POST', '/v1/siwe/verify', { host: 'app.example', ...signed })
    expect(asApp.status).toBe(401)
    expect(json(asApp)).toMatchObject({
      error: 'domain_mismatch',
      message: `The message is for domain "${PHISH}", but this server signs in only "app.example"`,
    })
    expect(asApp.headers['set-cookie']).toBeUndefined()
  })

  it("the genuine login mail links to the server's public URL, whatever Host or X-Forwarded-Host a request names (finding 4)", async () => {
    const email = `poison-${Date.now()}@example.com`
    // The owner's wallet exists (its first device): a new device's mail carries an approval link.
    const owner = 'owner_device_0123456789'
    expect(
      (await raw('POST', '/v1/auth/email/start', jsonBody({ email, deviceId: owner }))).status,
    ).toBe(200)
    await expect.poll(() => mailbox.latest(email)?.code).toBeTruthy()
    const first = await raw(
      'POST',
      '/v1/auth/email/verify',
      jsonBody({ email, deviceId: owner, otp: mailbox.latest(email)!.code }),
    )
    expect(first.status).toBe(200)
    const wallet = privateKeyToAccount(generatePrivateKey())
    const stored = await raw('PUT', '/v1/keys/auth-share', {
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${json(first).token as string}`,
        'x-foyer-device': owner,
      },
      body: JSON.stringify({
        share: Buffer.alloc(33, 5).toString('base64'),
        address: wallet.address,
      }),
    })
    expect(stored.status).toBe(200)
    const start = { email, deviceId: 'attacker_device_0123456789' }
    const poisoned = await raw('POST', '/v1/auth/email/start', {
      host: `${PHISH}:443`,
      ...jsonBody(start),
    })
    expect(poisoned.status).toBe(421)
    const ownersMail = mailbox.latest(email)
    expect(ownersMail?.link).toBeUndefined()

    const forwarded = await raw('POST', '/v1/auth/email/start', {
      headers: {
        'content-type': 'application/json',
        'x-forwarded-host': PHISH,
        'x-forwarded-proto': 'https',
      },
      body: JSON.stringify(start),
    })
    expect(forwarded.status).toBe(200)
    await expect.poll(() => mailbox.latest(email)?.link).toBeTruthy()
    expect(mailbox.latest(email)).not.toBe(ownersMail)
    expect(mailbox.latest(email)?.link).toMatch(
      new RegExp(`^${publicUrl.replace(/\./g, '\\.')}/v1/auth/device/approve\\?token=`),
    )
    expect(mailbox.latest(email)?.text).not.toContain(PHISH)
  })

  it('a cross-site page cannot post a sign-in (login CSRF): text/plain is 415, a foreign Origin 403 (finding 9)', async () => {
    const { nonce } = json(await raw('GET', '/v1/siwe/nonce')) as { nonce: string }
    const message = createSiweMessage({
      address: victim.address,
      chainId: 1,
      domain: 'app.example',
      uri: APP,
      version: '1',
      nonce,
    })
    const body = JSON.stringify({ message, signature: await victim.signMessage({ message }) })
    // A plain HTML form posts text/plain with no preflight.
    const form = await raw('POST', '/v1/siwe/verify', {
      host: 'app.example',
      headers: { 'content-type': 'text/plain', origin: 'https://evil.example' },
      body,
    })
    expect(form.status).toBe(403)
    const plain = await raw('POST', '/v1/siwe/verify', {
      host: 'app.example',
      headers: { 'content-type': 'text/plain' },
      body,
    })
    expect(plain.status).toBe(415)
    expect(json(plain)).toMatchObject({ error: 'unsupported_media_type' })
    expect(plain.headers['set-cookie']).toBeUndefined()
  })

  it('serves the wallet frame on its public origin only, embeddable by the app alone', async () => {
    const onApp = await raw('GET', '/frame', { host: 'app.example' })
    expect(onApp.status).toBe(404)
    expect(json(onApp)).toMatchObject({ error: 'frame_not_here' })
    const own = await raw('GET', '/frame')
    expect(own.status).toBe(200)
    expect(own.headers['content-security-policy']).toMatch(
      /frame-ancestors https:\/\/app\.example$/,
    )
    expect(own.body).toContain(`"frameOrigin":"${publicUrl}"`)
  })

  it('has no dev mailbox in production, and refuses a rebinding Host before any route', async () => {
    expect((await raw('GET', '/__mailbox/latest?to=a@example.com')).status).toBe(404)
    expect((await raw('GET', '/__mailbox', { host: `${PHISH}:${port}` })).status).toBe(421)
  })

  it('a 1,000-request batch counts as 1,000 against the RPC quota, not as one (finding 7)', async () => {
    const batch = JSON.stringify(
      Array.from({ length: 1000 }, (_, id) => ({ jsonrpc: '2.0', id, method: 'eth_chainId' })),
    )
    const send = () =>
      raw('POST', '/rpc?chainId=1&projectId=shop', {
        headers: { 'content-type': 'application/json' },
        body: batch,
      })
    // The per-IP quota is 1,200 a minute: the first batch fits, the second does not.
    const first = await send()
    expect(first.status).toBe(200)
    expect(JSON.parse(first.body)).toHaveLength(1000)
    const second = await send()
    expect(second.status).toBe(429)
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0)
    // A project the server does not list gets nothing, whatever the quota.
    const stranger = await raw('POST', '/rpc?chainId=1&projectId=someone-else', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
    })
    expect(stranger.status).toBe(403)
  })

  it('a spent SIWE nonce or a replayed name message never reaches the chain node, even with an ERC-6492 signature (finding 6)', async () => {
    const attacker = privateKeyToAccount(anvilAccounts[4]!.privateKey)
    /** An ERC-6492 wrapper: verifying it runs the factory code the attacker picked, on our node. */
    const erc6492 = async (text: string): Promise<Hex> =>
      serializeErc6492Signature({
        address: '0x000000000000000000000000000000000badc0de',
        data: '0xdeadbeef',
        signature: await attacker.signMessage({ message: text }),
      })
    const siweBody = (nonce: string, signature?: Hex) => {
      const message = createSiweMessage({
        address: victim.address,
        chainId: 1,
        domain: 'app.example',
        uri: APP,
        version: '1',
        nonce,
      })
      return async () =>
        jsonBody({ message, signature: signature ?? (await victim.signMessage({ message })) })
    }
    const { nonce } = json(await raw('GET', '/v1/siwe/nonce')) as { nonce: string }
    node.methods.length = 0
    const genuine = await raw('POST', '/v1/siwe/verify', {
      host: 'app.example',
      ...(await siweBody(nonce)()),
    })
    expect(genuine.status).toBe(200)
    const replayed = await raw('POST', '/v1/siwe/verify', {
      host: 'app.example',
      ...(await siweBody(nonce, await erc6492('x'))()),
    })
    expect(replayed.status).toBe(401)
    expect(json(replayed)).toMatchObject({ error: 'nonce_used' })
    expect(node.methods).toEqual([])

    const message = JSON.stringify({
      name: `victim-${Date.now().toString(36)}.foyer.id`,
      attributes: {},
      timestamp: Math.floor(Date.now() / 1000),
    })
    const register = (signature: Hex) =>
      raw('POST', '/v1/profile/account', {
        host: 'app.example',
        ...jsonBody({ coinType: 60, address: victim.address, message, signature }),
      })
    expect((await register(await victim.signMessage({ message }))).status).toBe(200)
    const again = await register(await erc6492(message))
    expect(again.status).toBe(409)
    expect(node.methods).toEqual([])
  })

  it('a stranger starting logins for your email neither takes your cooldown nor cancels your code; a session cannot overwrite the auth share (findings 8, 5)', async () => {
    const email = `lockout-${Date.now()}@example.com`
    const victimDevice = 'victim_device_0123456789'
    const start = (deviceId: string) =>
      raw('POST', '/v1/auth/email/start', jsonBody({ email, deviceId }))
    // The stranger asks first, from their own device: the old server then refused the victim
    // for 30 s, and every start retired the victim's live code.
    expect((await start('stranger_device_0123456789')).status).toBe(200)
    expect((await start(victimDevice)).status).toBe(200)
    await expect.poll(() => mailbox.latest(email)?.code).toBeTruthy()
    const mail = mailbox.latest(email)!
    // A new email (no wallet yet): the code alone, no approval link.
    expect(mail.link).toBeUndefined()
    // The stranger asks again from another device: the victim's code stays live.
    expect((await start('stranger_device_9876543210')).status).toBe(200)
    const verified = await raw(
      'POST',
      '/v1/auth/email/verify',
      jsonBody({ email, deviceId: victimDevice, otp: mail.code }),
    )
    expect(verified.status).toBe(200)
    const session = json(verified).token as string

    const putShare = (share: Buffer) =>
      raw('PUT', '/v1/keys/auth-share', {
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${session}`,
          'x-foyer-device': victimDevice,
        },
        body: JSON.stringify({ share: share.toString('base64'), address: victim.address }),
      })
    const share = Buffer.alloc(33, 7)
    expect((await putShare(share)).status).toBe(200)
    // One byte, or another share without the wallet key's signature: refused, the share kept.
    expect((await putShare(Buffer.alloc(1, 1))).status).toBe(400)
    const swapped = await putShare(Buffer.alloc(33, 9))
    expect(swapped.status).toBe(409)
    const read = await raw('GET', '/v1/keys/auth-share', {
      headers: { authorization: `Bearer ${session}`, 'x-foyer-device': victimDevice },
    })
    expect(json(read).share).toBe(share.toString('base64'))
    // The same token from another device opens nothing.
    const elsewhere = await raw('GET', '/v1/keys/auth-share', {
      headers: {
        authorization: `Bearer ${session}`,
        'x-foyer-device': 'stranger_device_0123456789',
      },
    })
    expect(elsewhere.status).toBe(401)
  })
})
