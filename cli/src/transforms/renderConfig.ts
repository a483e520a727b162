import type { SocialProvider } from '@foyer/modal/config'
import { ManualEditRequiredError } from '../errors.ts'
import { type InitAnswers, LOCAL_PROJECT_ID } from '../init/answers.ts'
import { findConfigObject } from './findConfigObject.ts'
import {
  applyEdits,
  detectStyle,
  findProperty,
  type JsonValue,
  literalValue,
  parseProgram,
  setProperty,
  toSource,
} from './sourceEdits.ts'

/** What `init` writes into foyer.config.ts besides the answers. */
export type ConfigExtras = {
  /** The app's own wagmi config, relative to foyer.config.ts: `'./src/wagmi.ts'`. */
  wagmiConfig?: string | undefined
}

/**
 * The content of a new `foyer.config.ts`. Email and social logins are written only when on, so
 * a plain config stays short.
 * @example renderConfig({ projectId: 'local-dev', chains: [1], siwe: false, email: false, socials: [] })
 */
export function renderConfig(answers: InitAnswers, extras: ConfigExtras = {}): string {
  const lines = [
    "import { defineConfig } from '@foyer/modal/config'",
    '',
    '// Validated by the @foyer/vite plugin when `vite` or `vite build` starts.',
    'export default defineConfig({',
  ]
  if (answers.projectId === LOCAL_PROJECT_ID)
    lines.push("  // A development id: replace it with your project's id before going live.")
  lines.push(`  projectId: '${answers.projectId}',`)
  lines.push(`  chains: [${answers.chains.join(', ')}],`)
  if (extras.wagmiConfig)
    lines.push(
      "  // The modal runs on the app's own wagmi config; its chains must be the ones above.",
      `  wagmiConfig: ${toSource(extras.wagmiConfig, { quote: "'", semi: false })},`,
    )
  lines.push(`  siwe: ${answers.siwe},`)
  if (answers.email) lines.push('  email: true,')
  if (answers.socials.length)
    lines.push(`  socials: [${answers.socials.map((s) => `'${s}'`).join(', ')}],`)
  lines.push('})', '')
  return lines.join('\n')
}

/**
 * Sets the answers in an existing `foyer.config.ts`, in place: fields with the same value are
 * not touched, others (rpc, metadata, comments) are kept. SIWE, email and socials that are off
 * (the schema's defaults) are only written where the file already has them.
 * @throws {ManualEditRequiredError} when the file's shape cannot be edited safely
 */
export function updateConfig(
  source: string,
  answers: InitAnswers,
  extras: ConfigExtras = {},
): string {
  const program = parseProgram(source)
  const found = findConfigObject(program)
  if ('reason' in found)
    throw new ManualEditRequiredError(
      `Could not update foyer.config.ts: ${found.reason}.`,
      renderConfig(answers, extras),
    )
  const style = detectStyle(source, program)
  const object = found.object
  const fields: [keyof InitAnswers | keyof ConfigExtras, JsonValue, boolean][] = [
    ['projectId', answers.projectId, true],
    ['chains', answers.chains, true],
    ['siwe', answers.siwe, answers.siwe],
    ['email', answers.email, answers.email],
    ['socials', answers.socials, answers.socials.length > 0],
  ]
  if (extras.wagmiConfig) fields.push(['wagmiConfig', extras.wagmiConfig, true])
  const edits = fields.flatMap(([key, value, write]) =>
    write || findProperty(object, key) ? setProperty(source, object, key, value, style) : [],
  )
  return applyEdits(source, edits)
}

/** What a `foyer.config.ts` holds as literals: answers, its `rpc` map and `wagmiConfig`. */
export type ReadConfig = Partial<InitAnswers> & { rpc?: Record<string, string> } & ConfigExtras & {
    /**
     * A literal `chains` list split by namespace: EVM ids, and Solana networks by CAIP-2 id
     * (`chains` itself is read only when every entry is an EVM id).
     */
    networks?: { evm: number[]; solana: string[] }
  }

/** The answers a `foyer.config.ts` already holds as literals, plus its literal `rpc` map. */
export function readConfig(source: string): ReadConfig {
  let program: ReturnType<typeof parseProgram>
  try {
    program = parseProgram(source)
  } catch {
    return {}
  }
  const found = findConfigObject(program)
  if ('reason' in found) return {}
  const read = (key: string) => {
    const prop = findProperty(found.object, key)
    return prop ? literalValue(prop.value) : undefined
  }
  const out: ReadConfig = {}
  const projectId = read('projectId')
  if (typeof projectId === 'string') out.projectId = projectId
  const chains = read('chains')
  if (Array.isArray(chains) && chains.every((c) => typeof c === 'number')) out.chains = chains
  if (
    Array.isArray(chains) &&
    chains.some((c) => typeof c === 'string') &&
    chains.every(
      (c) => typeof c === 'number' || /^solana:[1-9A-HJ-NP-Za-km-z]{32}$/.test(String(c)),
    )
  )
    out.networks = {
      evm: chains.filter((c) => typeof c === 'number'),
      solana: chains.filter((c) => typeof c === 'string'),
    }
  const siwe = read('siwe')
  if (typeof siwe === 'boolean') out.siwe = siwe
  const email = read('email')
  if (typeof email === 'boolean') out.email = email
  const socials = read('socials')
  if (Array.isArray(socials) && socials.every((s) => typeof s === 'string'))
    out.socials = socials as SocialProvider[]
  const wagmiConfig = read('wagmiConfig')
  if (typeof wagmiConfig === 'string') out.wagmiConfig = wagmiConfig
  const rpc = read('rpc')
  if (rpc && typeof rpc === 'object' && !Array.isArray(rpc))
    out.rpc = Object.fromEntries(
      Object.entries(rpc).filter((e): e is [string, string] => typeof e[1] === 'string'),
    )
  return out
}
