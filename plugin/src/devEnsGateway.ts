/**
 * The ENS fixtures `foyer anvil` installs on chain 1 (`installEns` in `@foyer/testing/contracts`,
 * which this package does not depend on: a test checks these agree with it): the offchain
 * resolver of `foyer.id`, its owner (impersonated on anvil), and the public dev key the Foyer
 * server signs gateway answers with in `vite dev`. Never a real chain's or a deployed server's.
 */
export const DEV_ENS = {
  resolver: '0xf0e7e50000000000000000000000000000000001',
  owner: '0xf0e7e500000000000000000000000000000000ad',
  signerKey: '0xf9911314d202f1b6767ff85ca50d120e72f614b4bf7d9453cb8237eeb56955c3',
  signerAddress: '0x41e3d44445f8e9dc99971f9a608c5166cd2ba628',
} as const

/** `setUrl(string)` and `setSigner(address,bool)` of `OffchainResolver.sol`. */
const SET_URL = '0x252498a2'
const SET_SIGNER = '0x31cb6105'

const word = (hex: string) => hex.padStart(64, '0')

/** ABI-encodes `setUrl(url)`: selector, offset, length, the UTF-8 bytes padded to 32. */
export function encodeSetUrl(url: string): string {
  const bytes = Buffer.from(url, 'utf8')
  const padded = bytes.toString('hex').padEnd(Math.ceil(bytes.length / 32) * 64, '0')
  return `${SET_URL}${word('20')}${word(bytes.length.toString(16))}${padded}`
}

/** ABI-encodes `setSigner(signer, true)`. */
export function encodeSetSigner(signer: string): string {
  return `${SET_SIGNER}${word(signer.slice(2).toLowerCase())}${word('1')}`
}

/** One JSON-RPC call to a local node (5 s at most); a JSON-RPC error throws. */
export async function rpc(
  rpcUrl: string,
  method: string,
  params: unknown[] = [],
): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(5_000),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message?: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message ?? 'failed'}`)
  return body.result
}

/** Host names of this machine, as `new URL(…).hostname` spells them. */
export const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * In `vite dev`: points chain 1's ENS resolver at this dev server's Foyer gateway and trusts
 * {@link DEV_ENS}'s signer, so names registered in dev resolve in any ENS-aware app. Only for a
 * loopback anvil that has the fixtures (`foyer anvil`); anything else is left alone.
 * @returns whether it pointed the resolver
 */
export async function pointDevEnsGateway(rpcUrl: string, gatewayUrl: string): Promise<boolean> {
  if (!LOOPBACK.has(new URL(rpcUrl).hostname)) return false
  const client = String(await rpc(rpcUrl, 'web3_clientVersion'))
  if (!client.toLowerCase().startsWith('anvil')) return false
  if ((await rpc(rpcUrl, 'eth_getCode', [DEV_ENS.resolver, 'latest'])) === '0x') return false
  await rpc(rpcUrl, 'anvil_impersonateAccount', [DEV_ENS.owner])
  try {
    for (const data of [encodeSetUrl(gatewayUrl), encodeSetSigner(DEV_ENS.signerAddress)])
      await rpc(rpcUrl, 'eth_sendTransaction', [
        { from: DEV_ENS.owner, to: DEV_ENS.resolver, data },
      ])
  } finally {
    await rpc(rpcUrl, 'anvil_stopImpersonatingAccount', [DEV_ENS.owner])
  }
  return true
}
