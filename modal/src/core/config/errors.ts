import { BaseError } from '../errors/base.ts'

/** A `foyer.config.ts` that breaks a rule. `issues` names each field, rule and value. */
export class ConfigError extends BaseError {
  override name = 'ConfigError' as const
  readonly issues: readonly string[]

  constructor(issues: readonly string[], source = 'foyer.config.ts') {
    super(`Invalid ${source}:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`)
    this.issues = issues
  }
}

export type ConfigErrorType = ConfigError & { name: 'ConfigError' }
