import {
  InvalidAccountNameError,
  InvalidNameError,
  NAME_SUFFIX,
  normalizeName,
  validateAccountName,
} from '@foyer/modal/frame-protocol'
import { HttpError, type Reason } from '../http/errors.ts'

/** A name as stored: ENSIP-15 normalised, with the shared suffix. */
export type CheckedName = {
  /** e.g. `ada.foyer.id` */
  name: string
  /** e.g. `ada` */
  label: string
}

/** `name` without the shared suffix; `anyCase`: `.FOYER.ID` counts too (before normalising). */
function withoutSuffix(name: string, anyCase = false): string {
  const end = anyCase ? name.toLowerCase() : name
  return end.endsWith(NAME_SUFFIX) ? name.slice(0, -NAME_SUFFIX.length) : name
}

/** ENSIP-15 (viem's `normalize`, through the modal's `normalizeName`): the name, or the reason. */
function normalize(
  label: string,
  field: string,
  name = label,
): { normalized?: string; reason?: Reason } {
  try {
    return { normalized: normalizeName(label) }
  } catch (error) {
    if (!(error instanceof InvalidNameError)) throw error
    return {
      reason: {
        field,
        rule: 'ensip15',
        value: name,
        // viem marks names with U+200E (left-to-right mark) around them: invisible noise here.
        description: `Name "${name}" is not a valid name under ENSIP-15: ${error.shortMessage.replaceAll('\u200e', '')}`,
      },
    }
  }
}

function refused(reasons: Reason[]): HttpError {
  return new HttpError(
    400,
    'invalid_name',
    reasons.map((reason) => reason.description).join('; '),
    reasons,
  )
}

/**
 * Checks a name to register, as signed (`ada.foyer.id`): the shared suffix, ENSIP-15
 * normalisation and SPEC §5's account-name rule (letters, digits, hyphens, at least 4). Every rule
 * it breaks is a reason, in that order, so the first one (what the modal shows) is the most basic.
 * A name in capitals is normalised (`Ada.foyer.id` registers `ada.foyer.id`), as ENS does.
 * @throws {HttpError} 400 `invalid_name`, a reason per broken rule naming it
 */
export function checkRegistrableName(raw: string, field: string): CheckedName {
  const reasons: Reason[] = []
  // The label alone is normalised, so a reason is about it (not "Invalid label …" of a name).
  const rawLabel = withoutSuffix(raw, true)
  const hasSuffix = rawLabel !== raw
  const { normalized, reason } = normalize(rawLabel, field, raw)
  const name = `${normalized ?? rawLabel.toLowerCase()}${hasSuffix ? NAME_SUFFIX : ''}`
  if (!hasSuffix)
    reasons.push({
      field,
      rule: 'suffix',
      value: raw,
      description: `Name "${raw}" must end with "${NAME_SUFFIX}"`,
    })
  if (reason) reasons.push(reason)
  const label = withoutSuffix(name)
  try {
    validateAccountName(label)
  } catch (error) {
    if (!(error instanceof InvalidAccountNameError)) throw error
    reasons.push({ field, rule: 'account_name', value: label, description: error.shortMessage })
  }
  if (reasons.length > 0) throw refused(reasons)
  return { name, label }
}

/**
 * The stored form of a name to look up, typed with or without the suffix (`ada`, `Ada.foyer.id`).
 * Only ENSIP-15 is checked: a name too short to register is simply not found.
 * @throws {HttpError} 400 `invalid_name` when the name cannot be normalised
 */
export function lookupKey(raw: string, field: string): CheckedName {
  const { normalized, reason } = normalize(withoutSuffix(raw, true), field, raw)
  if (normalized === undefined) throw refused(reason ? [reason] : [])
  return { name: `${normalized}${NAME_SUFFIX}`, label: normalized }
}

/** True when `label` can be registered as is: normalised, and SPEC §5's rule holds. */
export function isRegistrableLabel(label: string): boolean {
  try {
    return normalizeName(label) === label && validateAccountName(label) === label
  } catch {
    return false
  }
}
