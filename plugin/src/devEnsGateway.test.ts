import { type Anvil, startAnvil } from '@foyer/testing/anvil'
import {
  devGatewaySigner,
  ensAddresses,
  installEns,
  offchainResolverAbi,
} from '@foyer/testing/contracts'
import { createPublicClient, encodeFunctionData, getAddress, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_ENS, encodeSetSigner, encodeSetUrl, pointDevEnsGateway } from './devEnsGateway.ts'

let withEns: Anvil
let bare: Anvil
beforeAll(async () => {
  ;[withEns, bare] = await Promise.all([startAnvil({ chainId: 1 }), startAnvil({ chainId: 1 })])
  await installEns({
    rpcUrl: withEns.url,
    gatewayUrl: 'http://127.0.0.1:8787/v1/names/gateway/{sender}/{data}',
    signerAddress: ensAddresses.owner,
  })
})
afterAll(async () => {
  await Promise.all([withEns?.stop(), bare?.stop()])
})

describe('pointDevEnsGateway', () => {
  it("names @foyer/testing's resolver, owner and dev signer", () => {
    expect(getAddress(DEV_ENS.resolver)).toBe(ensAddresses.offchainResolver)
    expect(getAddress(DEV_ENS.owner)).toBe(ensAddresses.owner)
    expect(DEV_ENS.signerKey).toBe(devGatewaySigner.privateKey)
    expect(getAddress(DEV_ENS.signerAddress)).toBe(devGatewaySigner.address)
  })

  it('encodes setUrl and setSigner as viem does', () => {
    for (const url of ['', 'http://127.0.0.1:5173/{sender}/{data}', `http://x/${'é'.repeat(40)}`])
      expect(encodeSetUrl(url)).toBe(
        encodeFunctionData({ abi: offchainResolverAbi, functionName: 'setUrl', args: [url] }),
      )
    expect(encodeSetSigner(devGatewaySigner.address)).toBe(
      encodeFunctionData({
        abi: offchainResolverAbi,
        functionName: 'setSigner',
        args: [devGatewaySigner.address, true],
      }),
    )
  })

  it("points a local anvil's resolver at the gateway and trusts the dev signer", async () => {
    const gatewayUrl = 'http://127.0.0.1:4321/v1/names/gateway/{sender}/{data}'
    expect(await pointDevEnsGateway(withEns.url, gatewayUrl)).toBe(true)
    const client = createPublicClient({ transport: http(withEns.url) })
    const resolver = { address: ensAddresses.offchainResolver, abi: offchainResolverAbi } as const
    expect(await client.readContract({ ...resolver, functionName: 'url' })).toBe(gatewayUrl)
    expect(
      await client.readContract({
        ...resolver,
        functionName: 'signers',
        args: [devGatewaySigner.address],
      }),
    ).toBe(true)
  })

  it('leaves alone an anvil without the ENS fixtures and a node that is not on loopback', async () => {
    expect(await pointDevEnsGateway(bare.url, 'http://127.0.0.1:1/{sender}/{data}')).toBe(false)
    expect(await pointDevEnsGateway('https://eth.example.com', 'http://127.0.0.1:1/')).toBe(false)
  })
})
