import type { z } from 'zod'
import { describeValue } from './describeValue.ts'

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
  return issues.flatMap((issue) => {
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
