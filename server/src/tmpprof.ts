import { privateKeyToAccount } from 'viem/accounts'
import { buildRegisterNameMessage } from '@foyer/modal/frame-protocol'
import { mkdtemp } from 'node:fs/promises'
import { createApp } from './app.ts'
import { parseServerConfig } from './config.ts'
import { openStorage } from './storage/openStorage.ts'
import { insertName } from './names/nameRecords.ts'
const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const N = 500
const bodies: string[] = []
for (let i = 0; i < N + 50; i++) { const message = buildRegisterNameMessage({ name: `bench${i}` }); bodies.push(JSON.stringify({ coinType: 60, address: account.address, signature: await account.signMessage({ message }), message })) }
const storage = await openStorage({ dataDir: await mkdtemp('/tmp/pglp-'), databaseUrl: '' })
let t = performance.now(); for (let i = 0; i < 300; i++) await insertName(storage.db, { name: `x${i}.foyer.id`, address: account.address.toLowerCase(), coinType: 60, attributes: {}, messageHash: `h${i}` }); console.log('insertName', ((performance.now() - t) / 300).toFixed(3))
const app = createApp({ storage, config: parseServerConfig({ chains: [{ id: 1, rpcUrl: 'http://127.0.0.1:1' }] }) })
let i = 0
for (; i < 50; i++) await (await app.request('/v1/profile/account', { method: 'POST', headers: { 'content-type': 'application/json' }, body: bodies[i] })).text()
t = performance.now(); for (; i < N + 50; i++) { const r = await app.request('/v1/profile/account', { method: 'POST', headers: { 'content-type': 'application/json' }, body: bodies[i] }); await r.text() }
console.log('register', ((performance.now() - t) / N).toFixed(3))
await storage.close()
