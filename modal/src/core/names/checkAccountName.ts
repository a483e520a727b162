import { ACCOUNT_NAME_MIN_LENGTH, NAME_SUFFIX } from './constants.ts'
import type { InvalidNameError } from './errors.ts'
import { normalizeName } from './normalizeName.ts'

/** The rule a typed account name breaks, each with its own message. */
export type AccountNameRule = 'empty' | 'characters' | 'length' | 'ensip15'

export type AccountNameCheck =
  | { ok: true; label: string; fullName: string }
  | { ok: false; rule: AccountNameRule; message: string }

const ALLOWED = /^[a-zA-Z0-9-]$/

/**
 * Checks a typed account name rule by rule, for live validation (SPEC §5): letters, digits and
 * hyphens only, at least 4 characters, then ENSIP-15 normalisation. A trailing `.foyer.id` is
 * accepted and ignored. The message names the rule and the value, so the visitor knows what to
 * change.
 * @example checkAccountName('Ada-1') // { ok: true, label: 'ada-1', fullName: 'ada-1.foyer.id' }
 * @example checkAccountName('ab c').ok // false ('characters')
 */
export function checkAccountName(typed: string): AccountNameCheck {
  const raw = typed.trim()
  const label = raw.toLowerCase().endsWith(NAME_SUFFIX) ? raw.slice(0, -NAME_SUFFIX.length) : raw
  if (!label) return { ok: false, rule: 'empty', message: 'Type a name.' }
  const bad = [...label].find((char) => !ALLOWED.test(char))
  if (bad !== undefined)
    return {
      ok: false,
      rule: 'characters',
      message: `Use only letters, digits and hyphens: ${JSON.stringify(bad)} is not allowed.`,
    }
  if (label.length < ACCOUNT_NAME_MIN_LENGTH)
    return {
      ok: false,
      rule: 'length',
      message: `Use at least ${ACCOUNT_NAME_MIN_LENGTH} characters: ${JSON.stringify(label)} has ${label.length}.`,
    }
  try {
    const normalized = normalizeName(label)
    return { ok: true, label: normalized, fullName: `${normalized}${NAME_SUFFIX}` }
  } catch (error) {
    return {
      ok: false,
      rule: 'ensip15',
      message: `Not a valid ENS name (ENSIP-15): ${(error as InvalidNameError).shortMessage}.`,
    }
  }
}
