import { OAUTH_PROVIDERS, type OAuthProvider } from '@foyer/modal/contracts'
import { isAddress } from 'viem'
import { z } from 'zod'

export { OAUTH_PROVIDERS, type OAuthProvider }

const httpUrl = z.string().regex(/^https?:\/\/\S+$/, { error: 'must be an http(s) URL' })

/** viem's public RPC of OP Mainnet (`optimism.rpcUrls.default`), where Farcaster's IdRegistry is. */
export const OP_MAINNET_PUBLIC_RPC = 'https://mainnet.optimism.io'
/** Farcaster's IdRegistry on OP Mainnet. */
export const FARCASTER_ID_REGISTRY_ADDRESS = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'

const credentials = z.strictObject({
  clientId: z.string().min(1, { error: 'must not be empty' }),
  /** The client secret (Apple: leave out and give teamId, keyId and privateKey). */
  clientSecret: z.string().min(1, { error: 'must not be empty' }).optional(),
  /** Apple: the team id, the key id and the ES256 private key (PKCS#8 PEM) of the client secret JWT. */
  teamId: z.string().min(1).optional(),
  keyId: z.string().min(1).optional(),
  privateKey: z.string().includes('PRIVATE KEY', { error: 'must be a PKCS#8 PEM key' }).optional(),
  /**
   * Another home for the provider's endpoints: `https://HOST/PATH` is asked at
   * `${baseUrl}/HOST/PATH` (the local stand-ins of `@foyer/testing/oauth`). Never in production.
   */
  baseUrl: httpUrl.optional(),
})

export type OAuthCredentials = z.output<typeof credentials>

/** `social` in the server config: OAuth clients, the Farcaster relay and the dev sign-in. */
export const socialConfigSchema = z
  .strictObject({
    /** Each provider's OAuth client; a provider without one has no login (or the dev sign-in). */
    providers: z.partialRecord(z.enum(OAUTH_PROVIDERS), credentials).default({}),
    /**
     * The redirect URIs providers may send the visitor back to. @default the callback under the
     * server's `publicUrl` for each provider
     */
    redirectUris: z.array(httpUrl).optional(),
    /** Sign In With Farcaster through this relay. */
    farcasterRelayUrl: httpUrl.default('https://relay.farcaster.xyz'),
    /**
     * An OP Mainnet JSON-RPC URL: Sign In With Farcaster reads who holds each fid from
     * Farcaster's IdRegistry there (`custodyOf`), never from the relay. @default viem's OP
     * Mainnet public RPC, {@link OP_MAINNET_PUBLIC_RPC}
     */
    farcasterRpcUrl: httpUrl.default(OP_MAINNET_PUBLIC_RPC),
    /** The IdRegistry's address on that chain. @default {@link FARCASTER_ID_REGISTRY_ADDRESS} */
    farcasterIdRegistry: z
      .string()
      .refine((value) => isAddress(value), {
        error: 'must be an address (0x and 40 hex digits, checksummed when mixed-case)',
      })
      .default(FARCASTER_ID_REGISTRY_ADDRESS),
    /**
     * A provider without credentials opens a local "dev sign-in" page where a person picks or
     * types an identity. The Vite plugin turns it on in `vite dev`; never in production.
     */
    devSignIn: z.boolean().default(false),
    /** How long a started login can be finished. */
    loginTtlSeconds: z.number().int().positive().default(600),
  })
  .default({
    providers: {},
    farcasterRelayUrl: 'https://relay.farcaster.xyz',
    farcasterRpcUrl: OP_MAINNET_PUBLIC_RPC,
    farcasterIdRegistry: FARCASTER_ID_REGISTRY_ADDRESS,
    devSignIn: false,
    loginTtlSeconds: 600,
  })

export type SocialConfig = z.output<typeof socialConfigSchema>

/** True when `provider` has what its token endpoint needs. */
export function hasCredentials(c: OAuthCredentials | undefined): c is OAuthCredentials {
  if (!c) return false
  return Boolean(c.clientSecret || (c.teamId && c.keyId && c.privateKey))
}

/**
 * The providers' clients from the environment, as `foyer serve` and the Vite plugin read them:
 * `FOYER_OAUTH_<PROVIDER>_CLIENT_ID` and `_CLIENT_SECRET` (Apple: `_TEAM_ID`, `_KEY_ID`,
 * `_PRIVATE_KEY`), and `FOYER_OAUTH_BASE_URL` for local stand-ins.
 */
export function socialProvidersFromEnv(
  env: Record<string, string | undefined> = process.env,
): SocialConfig['providers'] {
  const providers: SocialConfig['providers'] = {}
  for (const provider of OAUTH_PROVIDERS) {
    const key = (name: string) => env[`FOYER_OAUTH_${provider.toUpperCase()}_${name}`] || undefined
    const clientId = key('CLIENT_ID')
    if (!clientId) continue
    const entry = {
      clientId,
      clientSecret: key('CLIENT_SECRET'),
      teamId: key('TEAM_ID'),
      keyId: key('KEY_ID'),
      privateKey: key('PRIVATE_KEY')?.replace(/\\n/g, '\n'),
      baseUrl: env.FOYER_OAUTH_BASE_URL || undefined,
    }
    providers[provider] = Object.fromEntries(
      Object.entries(entry).filter(([, value]) => value !== undefined),
    ) as OAuthCredentials
  }
  return providers
}
