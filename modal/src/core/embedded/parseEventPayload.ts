import { describeIssues } from '../errors/details.ts'
import { InvalidEventPayloadError } from './errors.ts'
import { type EventPayloads, eventPayloadSchemas } from './eventPayloadSchemas.ts'

export type ParseEventPayloadErrorType = InvalidEventPayloadError

/**
 * Validates the payload of an app event against its schema (SPEC §5). Returns the parsed payload;
 * throws `InvalidEventPayloadError` listing each field, rule and value otherwise.
 * @example parseEventPayload('CONNECT_EMAIL', { email: 'ada@example.com' })
 */
export function parseEventPayload<E extends keyof EventPayloads>(
  event: E,
  payload: unknown,
): EventPayloads[E] {
  const result = eventPayloadSchemas[event].safeParse(payload)
  if (result.success) return result.data as EventPayloads[E]
  throw new InvalidEventPayloadError({
    event,
    issues: describeIssues(result.error.issues, payload, 'payload'),
  })
}
