import { ConfigError } from '../errors/ConfigError.ts'
import { describeIssues } from '../utils/describeIssues.ts'
import { configSchema, type FoyerConfig } from './configSchema.ts'

/**
 * Validates a config. Throws `ConfigError` listing every problem as
 * `<field> <rule>. Provided: <value>` so the developer knows what to change.
 */
export function parseConfig(input: unknown, source = 'foyer.config.ts'): FoyerConfig {
  const result = configSchema.safeParse(input)
  if (result.success) return result.data
  throw new ConfigError(describeIssues(result.error.issues, input, 'config'), source)
}
