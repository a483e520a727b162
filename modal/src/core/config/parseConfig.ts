import { ConfigError } from '../errors/ConfigError.ts'
import { describeValue } from '../utils/describeValue.ts'
import { configSchema, type FoyerConfig } from './configSchema.ts'

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<PropertyKey, unknown>)[key]
  }
  return value
}

function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, key) =>
      typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key),
    '',
  )
}

/**
 * Validates a config. Throws `ConfigError` listing every problem as
 * `<field> <rule>. Provided: <value>` so the developer knows what to change.
 */
export function parseConfig(input: unknown, source = 'foyer.config.ts'): FoyerConfig {
  const result = configSchema.safeParse(input)
  if (result.success) return result.data
  const issues = result.error.issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys')
      return issue.keys.map((key) => {
        const path = [...issue.path, key]
        return `${formatPath(path)} is not a known option. Provided: ${describeValue(valueAt(input, path))}`
      })
    const field = formatPath(issue.path) || 'config'
    return [`${field} ${issue.message}. Provided: ${describeValue(valueAt(input, issue.path))}`]
  })
  throw new ConfigError(issues, source)
}
