import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Anvil, anvilAccounts, startAnvil } from '@foyer/testing/anvil'
import {
  ensAddresses,
  installEns,
  offchainResolverAbi,
  setEnsGateway,
} from '@foyer/testing/contracts'
import {
  BaseError,
  createPublicClient,
  decodeAbiParameters,
  decodeErrorResult,
  encodeAbiParameters,
  encodeFunctionData,
  type Hex,
  http,
  namehash,
  parseAbi,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { mainnet } from 'viem/chains'
import { packetToBytes } from 'viem/ens'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { parseServerConfig } from '../config.ts'
import type { ErrorBody } from '../http/errors.ts'
import { type RunningServer, startServer } from '../serve.ts'
import type { Storage } from '../storage/openStorage.ts'
import { openTestStorage } from '../testing/storages.ts'
import { signRegistration } from './signRegistration.ts'

const [ada, bob, eve] = anvilAccounts.map((a) => privateKeyToAccount(a.privateKey)) as [
  ReturnType<typeof privateKeyToAccount>,
  ReturnType<typeof privateKeyToAccount>,
  ReturnType<typeof privateKeyToAccount>,
]
const gatewayKey = generatePrivateKey()
const gatewaySigner = privateKeyToAccount(gatewayKey)
const resolverAbi = parseAbi(['function addr(bytes32) view returns (address)'])
const extendedAbi = parseAbi(['function resolve(bytes, bytes) view returns (bytes)'])
const gatewayPath = '/v1/names/gateway/{sender}/{data}'

let anvil: Anvil
let storage: Storage
let server: RunningServer
const others: { close(): Promise<unknown> | undefined }[] = []

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1 })
  storage = await openTestStorage('pglite')
  server = await startServer({
    storage,
    config: {
      chains: [{ id: 1, rpcUrl: anvil.url }],
      projectIds: ['demo'],
      names: { gatewaySignerKey: gatewayKey },
    },
  })
  await installEns({
    rpcUrl: anvil.url,
    gatewayUrl: `${server.url}${gatewayPath}`,
    signerAddress: gatewaySigner.address,
  })
  for (const [account, name] of [
    [ada, 'alice'],
    [ada, 'alice-second'],
    [eve, 'eve-mallory'],
  ] as const) {
    const body = await signRegistration({ account, name, chainId: 1, attributes: { bio: name } })
    const response = await fetch(`${server.url}/v1/profile/account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    expect(response.status, await response.clone().text()).toBe(200)
  }
})
afterAll(async () => {
  for (const other of others) await other.close()
  await server?.close()
  await storage?.close()
  await anvil?.stop()
})

const client = () => createPublicClient({ chain: mainnet, transport: http(anvil.url) })
const pointAt = (gatewayUrl: string) => setEnsGateway({ rpcUrl: anvil.url, gatewayUrl })

/** `resolve(name, addr(node))` as the offchain resolver sends it to its gateway. */
const resolveCall = (name: string) =>
  encodeFunctionData({
    abi: extendedAbi,
    args: [
      toHex(packetToBytes(name)),
      encodeFunctionData({ abi: resolverAbi, args: [namehash(name)] }),
    ],
  })

/** The resolver's error a viem call failed with (it must fail). */
async function revertOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  if (!(error instanceof BaseError)) throw new Error(`expected a viem error, got ${error}`)
  const reverted = error.walk((e) => typeof (e as { data?: unknown }).data === 'string') as unknown
  const { errorName, args } = decodeErrorResult({
    abi: offchainResolverAbi,
    data: (reverted as { data: Hex }).data,
  })
  return { errorName, args }
}

/** A gateway in front of the real one that hands back `rewrite(answer)`. */
async function proxyGateway(rewrite: (answer: Hex) => Hex): Promise<string> {
  const proxy: Server = createServer(async (req, res) => {
    const upstream = await fetch(`${server.url}${req.url}`)
    const { data } = (await upstream.json()) as { data: Hex }
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ data: rewrite(data) }))
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  others.push({ close: () => new Promise((resolve) => proxy.close(resolve)) })
  return `http://127.0.0.1:${(proxy.address() as AddressInfo).port}${gatewayPath}`
}

describe('a name registered with the server, on chain 1 through the ERC-3668 gateway', () => {
  it("resolves to its account's address with viem's getEnsAddress", async () => {
    expect(await client().getEnsAddress({ name: 'alice.foyer.id' })).toBe(ada.address)
    // By coin type (ENSIP-9: the address's bytes, which viem hands back as they are).
    expect(await client().getEnsAddress({ name: 'alice.foyer.id', coinType: 60n })).toBe(
      ada.address.toLowerCase(),
    )
    expect(await client().getEnsAddress({ name: 'alice.foyer.id', coinType: 0n })).toBeNull()
    expect(await client().getEnsAddress({ name: 'eve-mallory.foyer.id' })).toBe(eve.address)
  })

  it("reverse-resolves the account to its first name with viem's getEnsName", async () => {
    expect(await client().getEnsName({ address: ada.address })).toBe('alice.foyer.id')
    expect(await client().getEnsName({ address: eve.address })).toBe('eve-mallory.foyer.id')
  })

  it('answers text records from the name attributes, null when unset', async () => {
    expect(await client().getEnsText({ name: 'alice.foyer.id', key: 'bio' })).toBe('alice')
    expect(await client().getEnsText({ name: 'alice.foyer.id', key: 'avatar' })).toBeNull()
  })

  it('gives null for a name nobody registered and an address with no name', async () => {
    expect(await client().getEnsAddress({ name: 'nobody-here.foyer.id' })).toBeNull()
    expect(await client().getEnsAddress({ name: 'sub.alice.foyer.id' })).toBeNull()
    expect(await client().getEnsAddress({ name: 'alice.eth' })).toBeNull()
    expect(await client().getEnsName({ address: bob.address })).toBeNull()
  })

  it('works through the POST form of the gateway too', async () => {
    await pointAt(`${server.url}/v1/names/gateway`)
    try {
      expect(await client().getEnsAddress({ name: 'alice.foyer.id' })).toBe(ada.address)
      expect(await client().getEnsName({ address: ada.address })).toBe('alice.foyer.id')
    } finally {
      await pointAt(`${server.url}${gatewayPath}`)
    }
  })

  it('is refused by the resolver when signed by a key it does not trust', async () => {
    const forgerKey = generatePrivateKey()
    const forger = await startServer({
      storage,
      config: {
        chains: [{ id: 1, rpcUrl: anvil.url }],
        projectIds: ['demo'],
        names: { gatewaySignerKey: forgerKey },
      },
    })
    others.push(forger)
    await pointAt(`${forger.url}${gatewayPath}`)
    try {
      const forgerAddress = privateKeyToAccount(forgerKey).address
      expect(await revertOf(client().getEnsAddress({ name: 'alice.foyer.id' }))).toEqual({
        errorName: 'InvalidSignature',
        args: [forgerAddress],
      })
      expect(await revertOf(client().getEnsName({ address: ada.address }))).toEqual({
        errorName: 'InvalidSignature',
        args: [forgerAddress],
      })
    } finally {
      await pointAt(`${server.url}${gatewayPath}`)
    }
    // The same server, back on the trusted key, is believed again.
    expect(await client().getEnsAddress({ name: 'alice.foyer.id' })).toBe(ada.address)
  })

  it('is refused when the signed answer was altered on the way', async () => {
    const swapped = await proxyGateway((answer) => {
      const [, expires, signature] = decodeAbiParameters(
        [{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }],
        answer,
      )
      const forged = encodeAbiParameters([{ type: 'address' }], [bob.address])
      return encodeAbiParameters(
        [{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }],
        [forged, expires, signature],
      )
    })
    await pointAt(swapped)
    try {
      // The signature is of another result: it recovers to some other address.
      expect(await revertOf(client().getEnsAddress({ name: 'alice.foyer.id' }))).toMatchObject({
        errorName: 'InvalidSignature',
      })
    } finally {
      await pointAt(`${server.url}${gatewayPath}`)
    }
  })
})

describe('the gateway route', () => {
  const gateway = ensAddresses.offchainResolver.toLowerCase()

  it('answers { data } over GET and POST, for any origin', async () => {
    const data = resolveCall('alice.foyer.id')
    const get = await fetch(`${server.url}/v1/names/gateway/${gateway}/${data}`, {
      headers: { origin: 'https://some-dapp.example' },
    })
    expect(get.status).toBe(200)
    expect(get.headers.get('access-control-allow-origin')).toBe('*')
    const { data: answer } = (await get.json()) as { data: Hex }
    const [result, expires] = decodeAbiParameters(
      [{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }],
      answer,
    )
    expect(decodeAbiParameters([{ type: 'address' }], result)).toEqual([ada.address])
    const now = BigInt(Math.floor(Date.now() / 1000))
    expect(expires).toBeGreaterThan(now + 200n)
    expect(expires).toBeLessThanOrEqual(now + 301n)

    const post = await fetch(`${server.url}/v1/names/gateway`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sender: gateway, data }),
    })
    expect(post.status).toBe(200)
    const [postResult] = decodeAbiParameters(
      [{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }],
      ((await post.json()) as { data: Hex }).data,
    )
    expect(postResult).toBe(result)
  })

  it('refuses calldata that is not resolve(bytes,bytes), and a node that is not the name', async () => {
    const notResolve = await fetch(`${server.url}/v1/names/gateway/${gateway}/0x12345678`)
    expect(notResolve.status).toBe(400)
    expect(((await notResolve.json()) as ErrorBody).error).toBe('invalid_gateway_request')
    const wrongNode = encodeFunctionData({
      abi: extendedAbi,
      args: [
        toHex(packetToBytes('alice.foyer.id')),
        encodeFunctionData({ abi: resolverAbi, args: [namehash('bob.foyer.id')] }),
      ],
    })
    const mismatch = await fetch(`${server.url}/v1/names/gateway/${gateway}/${wrongNode}`)
    expect(mismatch.status).toBe(400)
    expect(((await mismatch.json()) as ErrorBody).reasons[0]?.description).toBe(
      'The node is not the namehash of alice.foyer.id',
    )
  })

  it('is off (404 gateway_off) on a server without names.gatewaySignerKey', async () => {
    const app = createApp({
      storage,
      config: parseServerConfig({ chains: [{ id: 1, rpcUrl: anvil.url }], projectIds: ['demo'] }),
    })
    const response = await app.request(`/v1/names/gateway/${gateway}/${resolveCall('alice')}`)
    expect(response.status).toBe(404)
    expect(((await response.json()) as ErrorBody).error).toBe('gateway_off')
  })
})
