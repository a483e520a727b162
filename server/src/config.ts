import { isIP } from 'node:net'
import { chainIdSchema } from '@foyer/modal/contracts'
import { SOLANA_NETWORKS, type SolanaNetwork } from '@foyer/modal/frame-protocol'
import { z } from 'zod'
import { socialConfigSchema } from './social/socialConfig.ts'

const httpUrl = z.string().regex(/^https?:\/\/\S+$/, { error: 'must be an http(s) URL' })
const chainId = chainIdSchema()

/**
 * True for an http(s) origin as a browser writes it: scheme, lowercase host and port only
 * (`https://app.example.com`, `http://localhost:5173`), no path, no trailing slash, no default port.
 */
export function isAppOrigin(value: string): boolean {
  if (!/^https?:\/\/[^/?#\s]+$/.test(value)) return false
  try {
    return new URL(value).origin === value
  } catch {
    return false
  }
}

const appOrigin = z.string().refine(isAppOrigin, {
  error:
    'must be an http(s) origin such as https://app.example.com or http://localhost:5173 (no path, no trailing slash, lowercase, no default port)',
})

/** An IP address (v4 or v6), as a socket reports it. */
const ipAddress = z.string().refine((value) => isIP(value) !== 0, {
  error: 'must be an IP address such as 10.0.0.2 or ::1',
})

/**
 * A fixed-window limit counted in the database (`rate_limits`), so it holds across instances. A
 * window is at most an hour: the sweep deletes windows an hour old.
 */
const windowLimit = z.strictObject({
  /** Most hits in one window. */
  max: z.number().int().positive(),
  /** The window's length. */
  windowSeconds: z
    .number()
    .int()
    .positive()
    .max(3600, { error: 'must be at most 3600 (an hour): older windows are swept' }),
})

/** The limits on the email login's mail and code checks; see `serverConfigSchema.email.limits`. */
export const EMAIL_LIMIT_DEFAULTS = {
  mailPerIp: { max: 30, windowSeconds: 3600 },
  mailTotal: { max: 1000, windowSeconds: 3600 },
  checksPerIp: { max: 100, windowSeconds: 3600 },
  checksTotal: { max: 10_000, windowSeconds: 3600 },
} as const

/** What `@foyer/server` needs to know; `foyer serve` derives it from foyer.config.ts. */
export const serverConfigSchema = z.strictObject({
  /**
   * What the sign-in mail and the device-approval page call the app (foyer.config.ts's
   * `metadata.name`): "Your Acme sign-in code". Control and bidi characters are refused, since it
   * goes into a mail subject.
   */
  appName: z
    .string()
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(60, { error: 'must be at most 60 characters' })
    .refine((value) => !/[\p{Cc}\p{Cf}]/u.test(value), {
      error: 'must not contain control or bidi characters',
    })
    .default('Foyer'),
  /**
   * Where browsers reach this server, e.g. `https://wallet.example.com`: the wallet frame's
   * origin, and the start of every absolute URL the server builds (mail links, OAuth redirect
   * URIs, Farcaster and result pages). Never taken from a request's `Host`. Required by
   * `foyer serve` in production. @default where `startServer` listens
   */
  publicUrl: z
    .string()
    .regex(/^https?:\/\/[^\s?#]+$/, { error: 'must be an http(s) URL with no query or fragment' })
    .refine((value) => URL.canParse(value), { error: 'must be an http(s) URL' })
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  /**
   * The origins of the apps this server serves (`https://app.example.com`): the only pages that
   * may embed the wallet frame (its CSP's `frame-ancestors`), the only origins the frame talks
   * to, SIWE's domains and URIs, CORS, and the origins state-changing requests may come from.
   * Required by `foyer serve` in production. Empty: no app.
   */
  appOrigins: z.array(appOrigin).default([]),
  /**
   * The IP addresses of reverse proxies in front of this server: only their `X-Forwarded-For`
   * and `X-Forwarded-Proto` are read (the client's address for per-IP limits, https for the
   * cookie's `Secure`). Anyone else's are ignored.
   */
  trustedProxies: z.array(ipAddress).default([]),
  /**
   * The chains the RPC proxy serves, each with its upstream node; where `bundlerUrl` is set, the
   * embedded wallet's smart account sends its batches as ERC-4337 UserOperations (EntryPoint
   * v0.8) through this server to that bundler, and where `paymaster` is set too the server signs
   * for that verifying paymaster (`FoyerPaymaster`), so the app pays the gas.
   */
  chains: z
    .array(
      z
        .strictObject({
          id: chainId,
          rpcUrl: httpUrl,
          /** An ERC-4337 bundler's JSON-RPC URL; never shown to a client. */
          bundlerUrl: httpUrl.optional(),
          paymaster: z
            .strictObject({
              /** The deployed `FoyerPaymaster` whose deposit pays the gas. */
              address: z.string().regex(/^0x[0-9a-fA-F]{40}$/, { error: 'must be a 0x address' }),
              /** The key its `signer` is: a secret (read it from the environment). */
              signerKey: z.string().regex(/^0x[0-9a-fA-F]{64}$/, {
                error: 'must be a 0x-prefixed 32-byte private key',
              }),
            })
            .optional(),
        })
        .refine((chain) => !chain.paymaster || chain.bundlerUrl, {
          error: "a paymaster needs the chain's bundlerUrl",
          path: ['paymaster'],
        }),
    )
    .min(1, { error: 'must list at least one chain' }),
  /**
   * The app's Solana networks (CAIP-2 ids) and their nodes: the on-ramp sells SOL there, and its
   * dev provider funds SOL on a local one. No RPC proxy serves them (the modal reads its node).
   */
  solana: z
    .array(
      z.strictObject({
        id: z.enum(
          Object.keys(SOLANA_NETWORKS) as [SolanaNetwork['id'], ...SolanaNetwork['id'][]],
          {
            error: `must be a Solana network id (${Object.keys(SOLANA_NETWORKS).join(', ')})`,
          },
        ),
        rpcUrl: httpUrl,
      }),
    )
    .default([]),
  userOperations: z
    .strictObject({
      /** Sponsored UserOperations per signed-in user per day, counted in the database. */
      sponsoredPerUserPerDay: z.number().int().positive().default(50),
      /** Sponsored UserOperations per day for all users together, counted in the database. */
      sponsoredPerDay: z.number().int().positive().default(5_000),
      /**
       * The most one sponsored operation may cost, in the chain's native currency (e.g. "0.05"
       * ETH): its gas limits times its `maxFeePerGas`, what the EntryPoint may take from the
       * paymaster's deposit.
       */
      maxGasCost: z
        .string()
        .regex(/^\d{1,9}(\.\d{1,18})?$/, {
          error: 'must be a decimal amount of the native currency, such as "0.05"',
        })
        .default('0.05'),
      /**
       * When set, only operations whose every call goes to one of these contracts are sponsored
       * (the app's own contracts, say). Unset: any call of the user's own wallet.
       */
      sponsoredTargets: z
        .array(z.string().regex(/^0x[0-9a-fA-F]{40}$/, { error: 'must be a 0x address' }))
        .optional(),
    })
    .default({ sponsoredPerUserPerDay: 50, sponsoredPerDay: 5_000, maxGasCost: '0.05' }),
  /**
   * The project ids the RPC proxy accepts (`?projectId=`), e.g. the `projectId` of
   * foyer.config.ts. Required: a proxy that took any id would spend the operator's node for
   * anyone, under a quota anyone can pick a fresh key for.
   */
  projectIds: z
    .array(
      z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, {
        error: 'must be 1 to 64 letters, digits, "_" or "-"',
      }),
      {
        error: (issue) =>
          issue.input === undefined
            ? 'is required: list the project ids the RPC proxy accepts, e.g. ["my-app"] (the projectId of foyer.config.ts)'
            : 'must be an array of project ids, e.g. ["my-app"]',
      },
    )
    .min(1, {
      error:
        'must list at least one project id: the RPC proxy serves only listed projects, e.g. ["my-app"]',
    }),
  rpc: z
    .strictObject({
      /**
       * JSON-RPC requests per projectId per minute, each request of a batch counted, in the
       * database (so across instances).
       */
      rateLimitPerMinute: z.number().int().positive().default(6_000),
      /** JSON-RPC requests per client IP address per minute (`trustedProxies` decide the address), counted like `rateLimitPerMinute`. */
      rateLimitPerMinutePerIp: z.number().int().positive().default(1_200),
      /** How long to wait for the upstream node. */
      timeoutMs: z.number().int().positive().default(10_000),
      /** Most JSON-RPC requests in one batch, as geth and viem default. */
      maxBatchSize: z.number().int().positive().default(1_000),
      /**
       * Most blocks an `eth_getLogs` or `eth_newFilter` may span (`toBlock - fromBlock + 1`; tags
       * resolved on the node); a `blockHash` query is one block.
       */
      maxLogsBlockRange: z.number().int().positive().default(10_000),
    })
    .default({
      rateLimitPerMinute: 6_000,
      rateLimitPerMinutePerIp: 1_200,
      timeoutMs: 10_000,
      maxBatchSize: 1_000,
      maxLogsBlockRange: 10_000,
    }),
  /**
   * Signatures that are not an EOA's (ERC-1271 smart accounts, ERC-6492 ones not yet deployed,
   * whose check runs the signer's factory code) are checked with an `eth_call` on the chain's
   * node: these limits, shared by SIWE and name registration and counted in the database,
   * bound what strangers can make the node run. An EOA's signature is checked locally, uncounted.
   */
  contractSignatures: z
    .strictObject({
      /** Checks on the node per client IP address per minute. */
      rateLimitPerMinutePerIp: z.number().int().positive().default(10),
      /** Checks on the node per minute, all clients together. */
      rateLimitPerMinute: z.number().int().positive().default(600),
    })
    .default({ rateLimitPerMinutePerIp: 10, rateLimitPerMinute: 600 }),
  siwe: z
    .strictObject({
      /** How long an issued nonce can be used. */
      nonceTtlSeconds: z.number().int().positive().default(300),
      /** `POST /v1/siwe/verify` attempts per client IP address per minute, that get as far as the signature. */
      verifyRateLimitPerMinutePerIp: z.number().int().positive().default(30),
      /** How long a sign-in lasts; browsers cap cookies at 400 days. */
      sessionTtlSeconds: z
        .number()
        .int()
        .positive()
        .max(400 * 24 * 3600, { error: 'must be at most 400 days (34560000 s), the cookie limit' })
        .default(7 * 24 * 3600),
    })
    .default({
      nonceTtlSeconds: 300,
      verifyRateLimitPerMinutePerIp: 30,
      sessionTtlSeconds: 7 * 24 * 3600,
    }),
  onramp: z
    .strictObject({
      providers: z
        .array(
          z.strictObject({
            name: z.string().min(1),
            /** `{publicKey}`, `{destinationCurrencyCode}` and `{walletAddress}` are filled in. */
            url: httpUrl,
            publicKey: z.string().default(''),
          }),
        )
        .default([]),
      /** USD price of one unit of each currency or native coin, by symbol (`USDC`, `ETH`, `POL`). */
      pricesUsd: z.record(z.string(), z.string().regex(/^\d+(\.\d+)?$/)).default({}),
      /**
       * A stand-in provider for dev and tests (the Vite plugin turns it on in `vite dev`): listed
       * first by `/v1/onramp/providers`, its checkout at `/__onramp/checkout` mints the fixture
       * USDC to the buyer on a local anvil (loopback RPCs only). Never turn it on in production.
       */
      devProvider: z.boolean().default(false),
    })
    .default({ providers: [], pricesUsd: {}, devProvider: false }),
  email: z
    .strictObject({
      /** The sender of login mail. */
      from: z.string().min(1).default('Foyer <login@foyer.localhost>'),
      /** The SMTP server login mail goes through (pooled). @default process.env.SMTP_URL */
      smtpUrl: z
        .string()
        .regex(/^smtps?:\/\/\S+$/, { error: 'must be an smtp(s):// URL' })
        .optional(),
      /** Catch all mail in-process instead (smtp-server), listed at `/__mailbox`: dev and tests. */
      devMailbox: z.boolean().default(false),
      /** How long a one-time code and a device-approval link can be used. */
      codeTtlSeconds: z.number().int().positive().default(600),
      /**
       * The least time between two codes for one email on one device (SPEC §5, §9: 30 s). Per
       * device, so a stranger asking for a code to your email neither takes your cooldown nor
       * retires your code.
       */
      cooldownSeconds: z.number().int().nonnegative().default(30),
      /** Wrong codes before the email is locked. */
      maxAttempts: z.number().int().positive().default(5),
      /** How long a lock lasts. */
      lockSeconds: z.number().int().positive().default(900),
      /** How long an email login session lasts. */
      sessionTtlSeconds: z
        .number()
        .int()
        .positive()
        .default(30 * 24 * 3600),
      /**
       * How recent the sign-in of a user without an email (a social login) must be for them to
       * add one: the provider proved who they are just now, not a script that found the session
       * later. Older sessions are told to sign in again with their provider.
       */
      freshLoginSeconds: z.number().int().positive().default(300),
      /**
       * Limits on what a stranger can make this server do, counted in the database so they hold
       * across instances (429 with Retry-After): code mails (login and email change) per client
       * IP and in total, and code checks (login and email change) per client IP and in total.
       * The client IP is the socket's, or from `trustedProxies` their X-Forwarded-For.
       */
      limits: z
        .strictObject({
          /** Code mails per client IP. @default 30 an hour */
          mailPerIp: windowLimit.default(EMAIL_LIMIT_DEFAULTS.mailPerIp),
          /** Code mails from this server in total (your SMTP quota). @default 1000 an hour */
          mailTotal: windowLimit.default(EMAIL_LIMIT_DEFAULTS.mailTotal),
          /** Code checks per client IP. @default 100 an hour */
          checksPerIp: windowLimit.default(EMAIL_LIMIT_DEFAULTS.checksPerIp),
          /** Code checks on this server in total. @default 10000 an hour */
          checksTotal: windowLimit.default(EMAIL_LIMIT_DEFAULTS.checksTotal),
        })
        .default(EMAIL_LIMIT_DEFAULTS),
    })
    .default({
      from: 'Foyer <login@foyer.localhost>',
      devMailbox: false,
      codeTtlSeconds: 600,
      cooldownSeconds: 30,
      maxAttempts: 5,
      lockSeconds: 900,
      sessionTtlSeconds: 30 * 24 * 3600,
      freshLoginSeconds: 300,
      limits: EMAIL_LIMIT_DEFAULTS,
    }),
  names: z
    .strictObject({
      /**
       * The private key (0x + 64 hex digits) the ERC-3668 gateway `/v1/names/gateway` signs its
       * answers with; the offchain resolver contract trusts its address. Absent: the gateway is
       * off (404). The Vite plugin sets a fixed dev key, which local anvils' resolver trusts.
       */
      gatewaySignerKey: z
        .string()
        .regex(/^0x[0-9a-fA-F]{64}$/, { error: 'must be a private key: 0x and 64 hex digits' })
        .optional(),
      /** How long a signed gateway answer stays valid. */
      gatewayTtlSeconds: z.number().int().positive().default(300),
      /** `POST /v1/profile/account` attempts per client IP address per minute, that get as far as the signature. */
      registerRateLimitPerMinutePerIp: z.number().int().positive().default(30),
    })
    .default({ gatewayTtlSeconds: 300, registerRateLimitPerMinutePerIp: 30 }),
  social: socialConfigSchema,
  /** Largest request body, in bytes. */
  maxBodyBytes: z
    .number()
    .int()
    .positive()
    .default(64 * 1024),
})

export type ServerConfigInput = z.input<typeof serverConfigSchema>
export type ServerConfig = z.output<typeof serverConfigSchema>

/** The config, defaults applied; throws a readable list of what is wrong. */
export function parseServerConfig(input: ServerConfigInput): ServerConfig {
  const result = serverConfigSchema.safeParse(input)
  if (result.success) return result.data
  const lines = result.error.issues.map(
    (issue) => `- ${issue.path.join('.') || '(config)'}: ${issue.message}`,
  )
  throw new Error(`Invalid @foyer/server config:\n${lines.join('\n')}`)
}
