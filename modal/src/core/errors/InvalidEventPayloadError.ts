import { BaseError } from './BaseError.ts'

/** An event payload that breaks its schema (SPEC §5). `issues` name each field, rule and value. */
export class InvalidEventPayloadError extends BaseError {
  override name = 'InvalidEventPayloadError'
  readonly issues: readonly string[]

  constructor({ event, issues }: { event: string; issues: readonly string[] }) {
    super(`Invalid ${event} payload`, { details: issues.join('; ') })
    this.issues = issues
  }
}
