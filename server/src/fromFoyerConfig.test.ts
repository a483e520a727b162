import { parseConfig } from '@foyer/modal/internal'
import { base, optimism, polygon } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { parseServerConfig } from './config.ts'
import { serverConfigFromFoyerConfig } from './fromFoyerConfig.ts'

describe('serverConfigFromFoyerConfig', () => {
  it("proxies each configured chain to the config's rpc URL, else the chain's default RPC", () => {
    const config = parseConfig({
      projectId: 'local-dev',
      chains: [1, 137, 31337],
      rpc: { 1: 'http://127.0.0.1:8545' },
    })
    expect(serverConfigFromFoyerConfig(config, {})).toEqual({
      chains: [
        { id: 1, rpcUrl: 'http://127.0.0.1:8545' },
        // viem's public RPC of the chain.
        { id: 137, rpcUrl: polygon.rpcUrls.default.http[0] },
        { id: 31337, rpcUrl: 'http://127.0.0.1:8545' },
      ],
      projectIds: ['local-dev'],
      social: { providers: {} },
      solana: [],
    })
  })

  it("keeps each Solana network with the config's rpc URL, else its public RPC", () => {
    const devnet = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
    const mainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const config = parseConfig({
      projectId: 'local-dev',
      chains: [1, devnet, mainnet],
      rpc: { [devnet]: 'http://127.0.0.1:8899' },
    })
    expect(serverConfigFromFoyerConfig(config, {}).solana).toEqual([
      { id: devnet, rpcUrl: 'http://127.0.0.1:8899' },
      { id: mainnet, rpcUrl: 'https://api.mainnet-beta.solana.com' },
    ])
  })

  it('names a bundler per chain from the environment, and the paymaster only when the app sponsors gas', () => {
    const key = `0x${'ab'.repeat(32)}`
    const paymaster = '0x00000000000000000000000000000000000000aa'
    const env = {
      FOYER_BUNDLER_1: 'http://127.0.0.1:4337',
      FOYER_PAYMASTER_1: `${paymaster}:${key}`,
    }
    const paid = parseConfig({ projectId: 'p', chains: [1, 137], sponsorGas: true })
    expect(parseServerConfig(serverConfigFromFoyerConfig(paid, env)).chains).toEqual([
      {
        id: 1,
        rpcUrl: expect.any(String),
        bundlerUrl: 'http://127.0.0.1:4337',
        paymaster: { address: paymaster, signerKey: key },
      },
      { id: 137, rpcUrl: expect.any(String) },
    ])
    const unpaid = parseConfig({ projectId: 'p', chains: [1] })
    expect(serverConfigFromFoyerConfig(unpaid, env).chains).toEqual([
      { id: 1, rpcUrl: expect.any(String), bundlerUrl: 'http://127.0.0.1:4337' },
    ])
    // A malformed FOYER_PAYMASTER_1 is refused by the server's schema, naming the field.
    expect(() =>
      parseServerConfig(
        serverConfigFromFoyerConfig(paid, { ...env, FOYER_PAYMASTER_1: `${paymaster}:nope` }),
      ),
    ).toThrow(/chains\.0\.paymaster\.signerKey.*32-byte private key/s)
    // A paymaster needs the chain's bundler.
    expect(() =>
      parseServerConfig(
        serverConfigFromFoyerConfig(paid, { FOYER_PAYMASTER_1: env.FOYER_PAYMASTER_1 }),
      ),
    ).toThrow(/bundlerUrl/)
  })

  it("takes the social logins' OAuth clients and the Farcaster relay and node from the environment", () => {
    const config = parseConfig({ projectId: 'p', chains: [1], socials: ['github', 'farcaster'] })
    const input = serverConfigFromFoyerConfig(config, {
      FOYER_OAUTH_GITHUB_CLIENT_ID: 'gh-id',
      FOYER_OAUTH_GITHUB_CLIENT_SECRET: 'gh-secret',
      FOYER_FARCASTER_RELAY: 'http://127.0.0.1:9999',
      FOYER_FARCASTER_RPC: 'http://127.0.0.1:8545',
    })
    expect(parseServerConfig(input).social).toMatchObject({
      providers: { github: { clientId: 'gh-id', clientSecret: 'gh-secret' } },
      farcasterRelayUrl: 'http://127.0.0.1:9999',
      farcasterRpcUrl: 'http://127.0.0.1:8545',
      devSignIn: false,
    })
  })

  it("reads Farcaster custody from OP Mainnet's IdRegistry through viem's public RPC by default", () => {
    const config = parseConfig({ projectId: 'p', chains: [1], socials: ['farcaster'] })
    const social = parseServerConfig(serverConfigFromFoyerConfig(config, {})).social
    expect(social.farcasterRpcUrl).toBe(optimism.rpcUrls.default.http[0])
    expect(social.farcasterIdRegistry).toBe('0x00000000Fc6c5F01Fc30151999387Bb99A9f489b')
    expect(() =>
      parseServerConfig({
        chains: [{ id: 1, rpcUrl: 'http://127.0.0.1:8545' }],
        projectIds: ['demo'],
        social: { farcasterIdRegistry: '0x00000000fc6c5F01Fc30151999387Bb99A9f489b' },
      }),
    ).toThrow(/farcasterIdRegistry/)
  })

  it('gives a config the server accepts', () => {
    const config = parseConfig({ projectId: 'my-app', chains: [8453] })
    const server = parseServerConfig(serverConfigFromFoyerConfig(config))
    expect(server.chains).toEqual([{ id: 8453, rpcUrl: base.rpcUrls.default.http[0] }])
    expect(server.projectIds).toEqual(['my-app'])
  })

  it('lets the origin of metadata.url embed the wallet frame', () => {
    const config = parseConfig({
      projectId: 'p',
      chains: [1],
      metadata: { name: 'Shop', url: 'https://Shop.example.com/store?ref=1' },
    })
    const input = serverConfigFromFoyerConfig(config)
    expect(input.appOrigins).toEqual(['https://shop.example.com'])
    expect(parseServerConfig(input).appOrigins).toEqual(['https://shop.example.com'])
    const bare = parseConfig({ projectId: 'p', chains: [1], metadata: { name: 'Shop' } })
    expect(serverConfigFromFoyerConfig(bare).appOrigins).toBeUndefined()
  })

  it('names the app in mail after metadata.name, without control or bidi characters', () => {
    const named = parseConfig({
      projectId: 'p',
      chains: [1],
      metadata: { name: ' Acme\u202e Shop\n ' },
    })
    expect(parseServerConfig(serverConfigFromFoyerConfig(named)).appName).toBe('Acme Shop')
    const unnamed = parseConfig({ projectId: 'p', chains: [1] })
    expect(parseServerConfig(serverConfigFromFoyerConfig(unnamed)).appName).toBe('Foyer')
  })
})
