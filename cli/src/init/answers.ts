import {
  SOCIAL_PROVIDERS,
  SOLANA_CHAIN_IDS,
  type SocialProvider,
  type SolanaChainId,
  SUPPORTED_CHAIN_IDS,
} from '@foyer/modal/config'
import { InvalidAnswerError } from '../errors.ts'

/** What `init` asks (or reads from flags) and writes into `foyer.config.ts`. */
export type InitAnswers = {
  projectId: string
  chains: number[]
  siwe: boolean
  /** Embedded wallet: email login. */
  email: boolean
  /** Embedded wallet: social logins. */
  socials: SocialProvider[]
}

/** A development id that needs no account; good until the app goes live. */
export const LOCAL_PROJECT_ID = 'local-dev'

/** Used by `--yes` and for the prompts' initial values. */
export const DEFAULT_ANSWERS: InitAnswers = {
  projectId: LOCAL_PROJECT_ID,
  chains: [1],
  siwe: false,
  email: false,
  socials: [],
}

const projectIdRule = /^[A-Za-z0-9_-]{1,64}$/

/** Same rule as the config schema, so `init` never writes a config the plugin rejects. */
export function validateProjectId(value: string): string {
  if (!projectIdRule.test(value))
    throw new InvalidAnswerError(
      `--project-id must be 1 to 64 letters, digits, "-" or "_". Provided: "${value}"`,
    )
  return value
}

const supported = new Set<number>(SUPPORTED_CHAIN_IDS)

/** Parses `--chains 1,137`. */
export function parseChains(value: string): number[] {
  const parts = value.split(',').map((p) => p.trim())
  const ids = parts.map(Number)
  const bad = parts.find((p, i) => !/^\d+$/.test(p) || !supported.has(ids[i]!))
  if (bad !== undefined || parts.length === 0)
    throw new InvalidAnswerError(
      `--chains must be a comma-separated list of supported chain ids (${SUPPORTED_CHAIN_IDS.join(', ')}). Provided: "${value}"`,
    )
  return [...new Set(ids)]
}

const solanaIds = new Set<string>(Object.values(SOLANA_CHAIN_IDS))

/**
 * Parses `--chains` where Solana networks may stand beside EVM chains (`foyer anvil`):
 * `1,solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1`.
 */
export function parseNetworks(value: string): { evm: number[]; solana: SolanaChainId[] } {
  const parts = value.split(',').map((p) => p.trim())
  const bad = parts.find(
    (p) => !solanaIds.has(p) && (!/^\d+$/.test(p) || !supported.has(Number(p))),
  )
  if (bad !== undefined)
    throw new InvalidAnswerError(
      `--chains must be a comma-separated list of supported chain ids (${SUPPORTED_CHAIN_IDS.join(', ')}) or Solana network ids (${[...solanaIds].join(', ')}). Provided: "${bad}" in "${value}"`,
    )
  return {
    evm: [...new Set(parts.filter((p) => !solanaIds.has(p)).map(Number))],
    solana: [...new Set(parts.filter((p) => solanaIds.has(p)))] as SolanaChainId[],
  }
}

/** Parses `--socials google,github`. */
export function parseSocials(value: string): SocialProvider[] {
  const parts = value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
  const bad = parts.find((p) => !(SOCIAL_PROVIDERS as readonly string[]).includes(p))
  if (bad !== undefined)
    throw new InvalidAnswerError(
      `--socials must be a comma-separated list of ${SOCIAL_PROVIDERS.join(', ')}. Provided: "${value}"`,
    )
  return [...new Set(parts)] as SocialProvider[]
}

/** Names of the answers neither a flag nor an existing config gave. */
export function missingAnswers(given: Partial<InitAnswers>): (keyof InitAnswers)[] {
  return (Object.keys(DEFAULT_ANSWERS) as (keyof InitAnswers)[]).filter(
    (key) => given[key] === undefined,
  )
}

/** Flags first, then what the existing config says, then the defaults. */
export function mergeAnswers(
  flags: Partial<InitAnswers>,
  existing: Partial<InitAnswers>,
): Partial<InitAnswers> {
  const out: Partial<InitAnswers> = { ...existing }
  for (const [key, value] of Object.entries(flags))
    if (value !== undefined) Object.assign(out, { [key]: value })
  return out
}

export function withDefaults(answers: Partial<InitAnswers>): InitAnswers {
  return { ...DEFAULT_ANSWERS, ...stripUndefined(answers) }
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>
}
