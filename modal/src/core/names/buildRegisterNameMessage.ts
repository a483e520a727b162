import { NAME_SUFFIX } from './constants.ts'

export type BuildRegisterNameMessageParameters = {
  /** The account name without the suffix, e.g. `ada`. */
  name: string
  /** @default NAME_SUFFIX ('.foyer.id') */
  suffix?: string | undefined
  /** Profile attributes to register with the name. @default {} */
  attributes?: Record<string, string> | undefined
  /** @default new Date() */
  timestamp?: Date | undefined
}

/**
 * The message a wallet signs to register a name (SPEC §7): a JSON document with the name plus the
 * shared suffix, the attributes and a unix timestamp in seconds.
 * @example
 * buildRegisterNameMessage({ name: 'ada', timestamp: new Date(1_700_000_000_000) })
 * // '{"name":"ada.foyer.id","attributes":{},"timestamp":1700000000}'
 */
export function buildRegisterNameMessage({
  name,
  suffix = NAME_SUFFIX,
  attributes = {},
  timestamp = new Date(),
}: BuildRegisterNameMessageParameters): string {
  // A name typed with its suffix must not be registered as `ada.foyer.id.foyer.id`.
  const fullName = name.endsWith(suffix) ? name : `${name}${suffix}`
  return JSON.stringify({
    name: fullName,
    attributes,
    timestamp: Math.floor(timestamp.getTime() / 1000),
  })
}
