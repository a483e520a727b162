import { describeIssues } from '../errors/details.ts'
import { configSchema, type FoyerConfig } from './configSchema.ts'
import { ConfigError } from './errors.ts'

/**
 * Validates a config. Throws `ConfigError` listing every problem as
 * `<field> <rule>. Provided: <value>` so the developer knows what to change.
 */
export function parseConfig(input: unknown, source = 'foyer.config.ts'): FoyerConfig {
  const result = configSchema.safeParse(input)
  if (result.success) return result.data
  throw new ConfigError(describeIssues(result.error.issues, input, 'config'), source)
}
