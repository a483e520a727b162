import type { z } from 'zod'

/**
 * The `details` of a validation error: `<field> <rule>. Provided: <value>`, the same shape as the
 * config issues, so a developer always learns what was checked and what was given.
 * @example validationDetails('chainId', 'must be below 2147483648', 2147483648)
 * // 'chainId must be below 2147483648. Provided: 2147483648'
 */
export function validationDetails(field: string, rule: string, value: unknown): string {
  return `${field} ${rule}. Provided: ${describeValue(value)}`
}

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
 * Renders zod issues as `<field> <rule>. Provided: <value>` lines, the shape every Foyer
 * validation error uses. `root` names the value itself when an issue has an empty path.
 */
export function describeIssues(
  issues: readonly z.core.$ZodIssue[],
  input: unknown,
  root = 'value',
): string[] {
  return issues.flatMap((issue): string[] => {
    // A union the value matched the shape of one branch of (e.g. `false | { … }` given an object):
    // that branch's own problems, each at its field, rather than one line for the whole value.
    if (issue.code === 'invalid_union') {
      const shaped = issue.errors.filter((branch) =>
        branch.every((i) => i.path.length > 0 || i.code === 'unrecognized_keys'),
      )
      if (shaped.length === 1)
        return describeIssues(
          shaped[0]!.map((i) => ({ ...i, path: [...issue.path, ...i.path] })),
          input,
          root,
        )
    }
    // One line per unknown key, each naming the key, rather than zod's one line for all of them.
    if (issue.code === 'unrecognized_keys')
      return issue.keys.map((key) => {
        const path = [...issue.path, key]
        return `${formatPath(path)} is not a known option. Provided: ${describeValue(valueAt(input, path))}`
      })
    const field = formatPath(issue.path) || root
    return [`${field} ${issue.message}. Provided: ${describeValue(valueAt(input, issue.path))}`]
  })
}

/** Renders a user-provided value for an error message: `"ab"`, `12`, `undefined`. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'undefined'
  if (typeof value === 'bigint') return `${value}n`
  try {
    const json = JSON.stringify(value)
    return json.length > 80 ? `${json.slice(0, 77)}...` : json
  } catch {
    return String(value)
  }
}
