import { describe, expect, it } from 'vitest'
import { evmChains, solanaChains } from '../network/constants.ts'
import { ConfigError } from './errors.ts'
import { parseConfig } from './parseConfig.ts'

function issuesOf(input: unknown): readonly string[] {
  try {
    parseConfig(input)
  } catch (error) {
    if (error instanceof ConfigError) return error.issues
    throw error
  }
  throw new Error('expected a ConfigError')
}

describe('parseConfig', () => {
  it('applies defaults to a valid config', () => {
    expect(parseConfig({ projectId: 'local-dev', chains: [31337] })).toEqual({
      projectId: 'local-dev',
      chains: [31337],
      siwe: false,
      sponsorGas: false,
      themeMode: 'light',
      logLevel: 'error',
      storage: 'local',
    })
  })

  it('names the field, the rule and the value of each problem', () => {
    expect(issuesOf({ chains: [1, 2147483648, 99999] })).toEqual([
      'projectId is required: a non-empty string (your project id, or "local-dev"). Provided: undefined',
      'chains[1] must be below 2147483648 (Invalid chainId). Provided: 2147483648',
      'chains[2] must be a supported chain id (1, 10, 137, 42161, 8453, 56, 43114, 100, 324, 11155111, 84532, 80002, 31337). Provided: 99999',
    ])
  })

  it('takes Solana networks by CAIP-2 id beside EVM chains, with an RPC URL for each', () => {
    const devnet = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
    const config = parseConfig({
      projectId: 'p',
      chains: [31337, devnet],
      rpc: { [devnet]: 'http://127.0.0.1:8899' },
    })
    expect(config.chains).toEqual([31337, devnet])
    expect(evmChains(config)).toEqual([31337])
    expect(solanaChains(config)).toEqual([devnet])
    expect(config.rpc).toEqual({ [devnet]: 'http://127.0.0.1:8899' })
    // What the plugin injects is parsed again in the page: the same config comes out.
    expect(parseConfig(JSON.parse(JSON.stringify(config)))).toEqual(config)
  })

  it('names the Solana rule, the field and the value of a bad Solana id', () => {
    expect(
      issuesOf({
        projectId: 'p',
        chains: [1, 'solana:devnet', 'mainnet'],
        rpc: { 'solana:x': 'http://a' },
      }),
    ).toEqual([
      'chains[1] must be a Solana network id ("solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp", "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1", "solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z"). Provided: "solana:devnet"',
      'chains[2] must be a Solana network id ("solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp", "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1", "solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z"). Provided: "mainnet"',
      'rpc.solana:x has the key "solana:x", which must be a chain id (a number, or a Solana CAIP-2 id). Provided: "http://a"',
    ])
    // A number keeps the EVM rule it broke.
    expect(issuesOf({ projectId: 'p', chains: [1.5] })).toEqual([
      'chains[0] must be an integer chain id. Provided: 1.5',
    ])
    // The wallet code needs an EVM chain for now.
    expect(
      issuesOf({ projectId: 'p', chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] }),
    ).toEqual([
      'chains must list at least one EVM chain id beside Solana networks, e.g. [1]. Provided: ["solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"]',
    ])
  })

  it('rejects unknown options, bad URLs and bad theme modes', () => {
    expect(
      issuesOf({
        projectId: 'p',
        chains: [1],
        rpc: { '1': 'ftp://x' },
        themeMode: 'blue',
        chainz: [],
      }),
    ).toEqual([
      'rpc.1 must be an http(s) URL. Provided: "ftp://x"',
      'themeMode must be "light", "dark" or "auto". Provided: "blue"',
      'chainz is not a known option. Provided: []',
    ])
  })

  it('takes Safe as off, or the parent origins it trusts and its info timeout, defaults filled', () => {
    const base = { projectId: 'p', chains: [1] }
    expect(parseConfig({ ...base, safe: false }).safe).toBe(false)
    expect(parseConfig({ ...base, safe: {} }).safe).toEqual({
      origins: ['https://app.safe.global'],
      infoTimeout: 10,
    })
    expect(
      issuesOf({ ...base, safe: { origins: ['https://safe.example/app'], infoTimeout: 0.5 } }),
    ).toEqual([
      'safe.origins[0] must be an origin: scheme and host, no path, e.g. "https://app.safe.global". Provided: "https://safe.example/app"',
      'safe.infoTimeout must be a whole number of milliseconds. Provided: 0.5',
    ])
    expect(issuesOf({ ...base, safe: { origin: ['https://safe.example'] } })).toEqual([
      'safe.origin is not a known option. Provided: ["https://safe.example"]',
    ])
    expect(issuesOf({ ...base, safe: true })).toEqual([
      'safe must be false or { origins?, infoTimeout? }. Provided: true',
    ])
  })

  it('puts every issue in the error message', () => {
    expect(() => parseConfig({ projectId: '', chains: [] })).toThrowError(
      /Invalid foyer\.config\.ts:\n {2}- projectId must be 1 to 64 .*Provided: ""\n {2}- chains must list at least one chain id\. Provided: \[\]/,
    )
  })

  it('accepts the Foyer server as a root-relative path or an http(s) URL, and nothing else', () => {
    expect(parseConfig({ projectId: 'p', chains: [1], api: '/__foyer/api' }).api).toBe(
      '/__foyer/api',
    )
    expect(
      parseConfig({ projectId: 'p', chains: [1], api: 'https://api.example.com/foyer' }).api,
    ).toBe('https://api.example.com/foyer')
    expect(parseConfig({ projectId: 'p', chains: [1] })).not.toHaveProperty('api')
    const rule = 'must be a root-relative path like "/__foyer/api" or an http(s) URL'
    expect(issuesOf({ projectId: 'p', chains: [1], api: '__foyer/api' })).toEqual([
      `api ${rule}. Provided: "__foyer/api"`,
    ])
    // Protocol-relative: another origin dressed as a path.
    expect(issuesOf({ projectId: 'p', chains: [1], api: '//evil.example/api' })).toEqual([
      `api ${rule}. Provided: "//evil.example/api"`,
    ])
    expect(issuesOf({ projectId: 'p', chains: [1], api: 'ftp://x' })).toEqual([
      `api ${rule}. Provided: "ftp://x"`,
    ])
    expect(issuesOf({ projectId: 'p', chains: [1], api: 8787 })).toEqual([
      'api must be a string: a path like "/__foyer/api" or an http(s) URL. Provided: 8787',
    ])
  })

  it('accepts the embedded-wallet logins, and leaves them out when absent', () => {
    expect(
      parseConfig({ projectId: 'p', chains: [1], email: true, socials: ['google', 'github'] }),
    ).toMatchObject({ email: true, socials: ['google', 'github'] })
    expect(parseConfig({ projectId: 'p', chains: [1] })).not.toHaveProperty('email')
    expect(issuesOf({ projectId: 'p', chains: [1], email: 'yes', socials: ['myspace'] })).toEqual([
      'email must be true or false. Provided: "yes"',
      'socials[0] must be one of "google", "github", "apple", "facebook", "x", "discord", "farcaster". Provided: "myspace"',
    ])
  })
})
