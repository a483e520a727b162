import { z } from 'zod'
import { DEFAULT_LOG_LEVEL, LOG_LEVELS } from '../bus/createBus.ts'
import { SAFE_INFO_TIMEOUT, SAFE_ORIGINS } from '../connection/constants.ts'
import { chainIdSchema } from '../contracts/primitiveSchemas.ts'
import { SOCIAL_PROVIDERS } from '../contracts/primitives.ts'
import { messageArguments } from '../i18n/formatMessage.ts'
import { LOCALES } from '../i18n/locales.ts'
import { en, type MessageKey } from '../i18n/messages/en.ts'
import { CHAIN_ID_CEILING, SOLANA_CHAIN_IDS, SUPPORTED_CHAIN_IDS } from '../network/constants.ts'
import { themeProblems } from '../theme/themeVariables.ts'

const supported = new Set<number>(SUPPORTED_CHAIN_IDS)

const chainId = chainIdSchema({
  type: 'must be a chain id (a number)',
  int: 'must be an integer chain id',
  positive: 'must be a positive chain id',
  ceiling: `must be below ${CHAIN_ID_CEILING} (Invalid chainId)`,
  abort: true,
}).refine((id) => supported.has(id), {
  error: `must be a supported chain id (${SUPPORTED_CHAIN_IDS.join(', ')})`,
})

const solanaIds = Object.values(SOLANA_CHAIN_IDS)
const solanaRule = `must be a Solana network id (${solanaIds.map((id) => `"${id}"`).join(', ')})`

/** An EVM chain id (a number) or a Solana network's CAIP-2 id (a string). */
const anyChainId = z.union([chainId, z.enum(solanaIds)], {
  // A string is read as a Solana id; a number keeps the EVM rule it broke.
  error: (issue) =>
    issue.code !== 'invalid_union'
      ? undefined
      : typeof issue.input === 'string'
        ? solanaRule
        : issue.errors[0]?.[0]?.message,
})

const httpUrl = z
  .string({ error: 'must be an http(s) URL string' })
  .regex(/^https?:\/\/\S+$/, { error: 'must be an http(s) URL' })

const locales = [...LOCALES, 'en-XA'] as const
const localeRule = `must be one of ${locales.map((l) => `"${l}"`).join(', ')}`

/** Why a host's message for `key` cannot stand in for the English one, or undefined when it can. */
function messageProblem(key: string, text: unknown): string | undefined {
  if (!Object.hasOwn(en, key)) return `"${key}" is not a message key (see the English catalog)`
  if (typeof text !== 'string') return `"${key}" must be a string`
  let names: string[]
  try {
    names = messageArguments(text)
  } catch (error) {
    return `"${key}" is not a valid ICU message: ${(error as Error).message}`
  }
  const known = messageArguments(en[key as MessageKey])
  const unknown = names.filter((name) => !known.includes(name))
  if (unknown.length > 0)
    return `"${key}" uses {${unknown[0]}}, which the modal does not give (it gives ${known.length ? known.map((n) => `{${n}}`).join(', ') : 'none'})`
  return undefined
}

/** The host's words for some messages of some locales: `{ en: { 'connect.title': 'Log in' } }`. */
const messagesSchema = z
  .record(z.string(), z.record(z.string(), z.unknown()), {
    error: 'must map a locale to its messages, e.g. { en: { "button.connect": "Log in" } }',
  })
  .superRefine((byLocale, ctx) => {
    for (const [locale, messages] of Object.entries(byLocale)) {
      if (!(locales as readonly string[]).includes(locale)) {
        ctx.addIssue({ code: 'custom', path: [locale], message: localeRule })
        continue
      }
      for (const [key, text] of Object.entries(messages)) {
        const problem = messageProblem(key, text)
        if (problem) ctx.addIssue({ code: 'custom', path: [locale, key], message: problem })
      }
    }
  })
  .transform(
    (byLocale) =>
      byLocale as Partial<Record<(typeof locales)[number], Partial<Record<MessageKey, string>>>>,
  )

/** The shape of `foyer.config.ts`, validated by the Vite plugin before the app is served. */
export const configSchema = z
  .strictObject(
    {
      projectId: z
        .string({ error: 'is required: a non-empty string (your project id, or "local-dev")' })
        .regex(/^[A-Za-z0-9_-]{1,64}$/, {
          error: 'must be 1 to 64 letters, digits, "-" or "_"',
        }),
      /**
       * EVM chain ids (numbers) and Solana networks (CAIP-2 ids, `SOLANA_CHAIN_IDS`), e.g.
       * `[1, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']`. The first EVM chain is the default one.
       */
      chains: z
        .array(anyChainId, { error: 'must be a list of chain ids, e.g. [1, 137]' })
        .min(1, { error: 'must list at least one chain id' })
        // The wallet code runs on wagmi, which needs an EVM chain to start.
        .refine((ids) => ids.some((id) => typeof id === 'number'), {
          error: 'must list at least one EVM chain id beside Solana networks, e.g. [1]',
        }),
      /**
       * The Foyer server (`@foyer/server`): a root-relative path on the app's origin such as
       * `/__foyer/api` (the Vite plugin sets it in `vite dev`) or an http(s) URL. When set, each
       * chain's node RPC goes through its proxy, `${api}/rpc?chainId=…&projectId=…` (SPEC §7).
       */
      api: z
        .string({ error: 'must be a string: a path like "/__foyer/api" or an http(s) URL' })
        .regex(/^(\/(?![/\\])\S*|https?:\/\/\S+)$/, {
          error: 'must be a root-relative path like "/__foyer/api" or an http(s) URL',
        })
        .optional(),
      /**
       * The embedded wallet's frame page (`@foyer/server`'s `/frame`), on an origin that is never
       * the app's (same site, another origin: `https://wallet.example.com/frame` for
       * `https://example.com`). The Vite plugin sets it in `vite dev`. Needed by `email`.
       */
      frameUrl: httpUrl.optional(),
      /** RPC URL per chain id (a Solana network's by its CAIP-2 id); others use their public RPC. */
      rpc: z
        .record(z.string().regex(/^(\d+|solana:[1-9A-HJ-NP-Za-km-z]{32})$/), httpUrl, {
          // Zod reports a bad key at its entry, whose value is the URL: the message names the key.
          error: (issue) =>
            issue.code === 'invalid_key'
              ? `has the key ${JSON.stringify(issue.path?.at(-1) ?? issue.input)}, which must be a chain id (a number, or a Solana CAIP-2 id)`
              : undefined,
        })
        .optional(),
      metadata: z
        .strictObject({
          name: z.string().min(1, { error: 'must not be empty' }),
          description: z.string().optional(),
          url: httpUrl.optional(),
          icons: z.array(httpUrl).optional(),
        })
        .optional(),
      /** ERC-20 tokens to show beside the native currency and USDC, per chain. */
      tokens: z
        .array(
          z.strictObject({
            chainId,
            address: z
              .string({ error: 'must be a token contract address' })
              .regex(/^0x[0-9a-fA-F]{40}$/, { error: 'must be a 0x-prefixed 20-byte address' }),
          }),
        )
        .optional(),
      /** Sign in with Ethereum after connecting. */
      siwe: z.boolean({ error: 'must be true or false' }).default(false),
      /**
       * The app pays its visitors' gas when the embedded wallet is a smart account: its batches go
       * as ERC-4337 UserOperations through the Foyer server, sponsored by the app's paymaster, on
       * each chain where the server's environment names a bundler (`FOYER_BUNDLER_<chainId>`) and
       * a paymaster (`FOYER_PAYMASTER_<chainId>` = `<FoyerPaymaster address>:<signer key>`).
       */
      sponsorGas: z.boolean({ error: 'must be true or false' }).default(false),
      /** `auto` follows the visitor's system (`prefers-color-scheme`). */
      themeMode: z
        .enum(['light', 'dark', 'auto'], { error: 'must be "light", "dark" or "auto"' })
        .default('light'),
      /**
       * The host's colours, radius, font and z-index (`THEME_VARIABLES` of `@foyer/modal`): the modal
       * and the wallet frame's chrome take them, the frame's approval dialogs never do. A text colour
       * below WCAG AA's 4.5:1 on its surface is refused, naming it.
       * @example themeVariables: { accent: '#7c3aed', radius: 8, fontFamily: 'Inter, sans-serif' }
       */
      themeVariables: z
        .record(z.string(), z.union([z.string(), z.number()]), {
          error: 'must be an object of theme variables, e.g. { accent: "#7c3aed" }',
        })
        .optional(),
      /**
       * The language of the modal and the wallet frame, e.g. `"pt-BR"`. Absent: the visitor's
       * browser languages pick the best one Foyer has, else English. `"en-XA"` is the pseudo-locale
       * (every string bracketed), to spot text that is not from a catalog.
       */
      locale: z.enum(locales, { error: localeRule }).optional(),
      /**
       * The host's own words for any message, per locale (keys of the English catalog,
       * `@foyer/modal`'s `messages/en.ts`; ICU MessageFormat with the same arguments).
       * @example messages: { en: { 'button.connect': 'Log in' }, 'pt-BR': { 'button.connect': 'Entrar' } }
       */
      messages: messagesSchema.optional(),
      /**
       * What the modal writes to the console: `error` (a failure it recovered from, e.g. a bus
       * listener that threw), `warn` and `info` add nothing yet, `debug` adds every bus event
       * (router, RPC decisions, redacted frame messages, tracking), `silent` nothing.
       * @default 'error' (SPEC §9)
       */
      logLevel: z
        .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.map((l) => `"${l}"`).join(', ')}` })
        .default(DEFAULT_LOG_LEVEL),
      /**
       * Where sessions persist: `local` (localStorage) or `cookie` (path /, SameSite Lax), for hosts
       * that render on the server and need the session in the request.
       */
      storage: z
        .enum(['local', 'cookie'], { error: 'must be "local" or "cookie"' })
        .default('local'),
      /**
       * The host's own wagmi config, for apps that already have one: a module path relative to
       * foyer.config.ts, exporting the config as its default export or as `config`/`wagmiConfig`.
       * The modal then runs on it; its chains must be those above.
       */
      wagmiConfig: z
        .string({ error: 'must be a module path, e.g. "./src/wagmi.ts"' })
        .regex(/^\.{1,2}\/[^\s]+\.(ts|tsx|js|jsx|mts|mjs)$/, {
          error: 'must be a module path relative to foyer.config.ts, e.g. "./src/wagmi.ts"',
        })
        .optional(),
      /** Offer the embedded wallet's email login (one-time code). Optional: absent means off. */
      email: z.boolean({ error: 'must be true or false' }).optional(),
      /**
       * Offer the embedded wallet's passkey login ("Continue with a passkey"): no email, no
       * password; with the WebAuthn PRF extension the passkey also protects the recovery key.
       * Needs the wallet frame (`frameUrl`, set by the Vite plugin). Optional: absent means off.
       */
      passkeys: z.boolean({ error: 'must be true or false' }).optional(),
      /**
       * WalletConnect v2: a QR code (desktop) or deep links (mobile) to connect a wallet on another
       * device. Its code is loaded only when the visitor opens it. Telemetry is off.
       */
      walletConnect: z
        .strictObject({
          /** Your WalletConnect Cloud project id (or any id your own relay accepts). */
          projectId: z.string().min(1, { error: 'must not be empty' }),
          /** @default the public relay, wss://relay.walletconnect.org */
          relayUrl: z
            .string()
            .regex(/^wss?:\/\/\S+$/, { error: 'must be a ws:// or wss:// URL' })
            .optional(),
          /** Wallets offered on mobile as deep links (`{uri}` is replaced by the pairing URI). */
          mobileWallets: z
            .array(
              z.strictObject({
                name: z.string().min(1, { error: 'must not be empty' }),
                link: z.string().regex(/^[a-z][a-z0-9+.-]*:\S*\{uri\}\S*$/i, {
                  error: 'must be a link containing {uri}, e.g. "metamask://wc?uri={uri}"',
                }),
              }),
            )
            .default([]),
        })
        .optional(),
      /**
       * Safe{Wallet}: when the app runs as a Safe App, framed by one of `origins`, the modal offers
       * a "Safe" wallet that connects through the Safe Apps SDK (its code loads only then). On by
       * default for Safe{Wallet}'s own origin; `false` turns it off.
       */
      safe: z
        .union(
          [
            z.literal(false),
            z.strictObject({
              /** The Safe{Wallet} origins the app trusts as its parent, e.g. a self-hosted one. */
              origins: z
                .array(
                  z.string({ error: 'must be an origin string' }).regex(/^https?:\/\/[^/\s?#]+$/, {
                    error:
                      'must be an origin: scheme and host, no path, e.g. "https://app.safe.global"',
                  }),
                )
                .min(1, { error: 'must list at least one origin' })
                .default([...SAFE_ORIGINS]),
              /** How long the parent may take to describe its Safe, in ms (SPEC §9). */
              infoTimeout: z
                .number({ error: 'must be a number of milliseconds' })
                .int({ error: 'must be a whole number of milliseconds' })
                .positive({ error: 'must be a positive number of milliseconds' })
                .default(SAFE_INFO_TIMEOUT),
            }),
          ],
          { error: 'must be false or { origins?, infoTimeout? }' },
        )
        .optional(),
      /** Social logins offered by the embedded wallet, in this order. Optional: absent means none. */
      socials: z
        .array(
          z.enum(SOCIAL_PROVIDERS, {
            error: `must be one of ${SOCIAL_PROVIDERS.map((s) => `"${s}"`).join(', ')}`,
          }),
          { error: 'must be a list of social login providers, e.g. ["google", "github"]' },
        )
        .optional(),
    },
    {
      error: (issue) => (issue.code === 'unrecognized_keys' ? 'is not a known option' : undefined),
    },
  )
  .superRefine((config, ctx) => {
    if (!config.themeVariables) return
    const modes = config.themeMode === 'auto' ? (['light', 'dark'] as const) : [config.themeMode]
    for (const { variable, problem } of themeProblems(config.themeVariables, modes))
      ctx.addIssue({ code: 'custom', path: ['themeVariables', variable], message: problem })
  })

/** What the host writes in `foyer.config.ts`. */
export type FoyerConfigInput = z.input<typeof configSchema>
/** The validated config, defaults applied. */
export type FoyerConfig = z.output<typeof configSchema>
