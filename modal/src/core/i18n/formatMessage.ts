/**
 * The ICU MessageFormat subset the catalogs use, formatted with `Intl` (no library: the locales'
 * plural rules and number formats are the browser's own):
 * - `{name}`: a value, as given (a number is formatted for the locale);
 * - `{count, number}`: a number formatted for the locale;
 * - `{count, plural, =0 {none} one {# wallet} other {# wallets}}`: the locale's plural category
 *   (`Intl.PluralRules`), an exact `=n` first; `#` is the count formatted for the locale;
 * - `{kind, select, email {…} other {…}}`: the branch named by the value, else `other`;
 * - `'{'` quotes a brace, `''` is an apostrophe (ICU's quoting).
 * @example formatMessage('pt-BR', '{count, plural, one {# carteira} other {# carteiras}}', { count: 2 }) // '2 carteiras'
 */
export function formatMessage(
  locale: string,
  pattern: string,
  values: Readonly<Record<string, unknown>> = {},
): string {
  let parsed = cache.get(pattern)
  if (!parsed) {
    parsed = parse(pattern)
    cache.set(pattern, parsed)
  }
  return render(locale, parsed, values, undefined)
}

/** The names of the arguments a message uses, for the catalog test (each locale must use the same). */
export function messageArguments(pattern: string): string[] {
  const names = new Set<string>()
  const visit = (parts: Part[]) => {
    for (const part of parts) {
      if (typeof part === 'string' || part.type === 'hash') continue
      names.add(part.name)
      if (part.type === 'plural' || part.type === 'select')
        for (const branch of Object.values(part.branches)) visit(branch)
    }
  }
  visit(parse(pattern))
  return [...names].sort()
}

type Part =
  | string
  | { type: 'hash' }
  | { type: 'arg'; name: string; format?: 'number' }
  | { type: 'plural' | 'select'; name: string; branches: Record<string, Part[]> }

const cache = new Map<string, Part[]>()

/** Parses a pattern; throws naming the position when it is not valid ICU of this subset. */
function parse(pattern: string): Part[] {
  let at = 0
  const fail = (what: string): never => {
    throw new Error(`Message "${pattern}": ${what} at ${at}`)
  }
  const parts = (inPlural: boolean, nested: boolean): Part[] => {
    const out: Part[] = []
    let text = ''
    while (at < pattern.length) {
      const char = pattern[at] as string
      if (char === "'" && pattern[at + 1] === "'") {
        text += "'"
        at += 2
      } else if (char === "'" && /[{}#]/.test(pattern[at + 1] ?? '')) {
        const end = pattern.indexOf("'", at + 1)
        if (end < 0) fail('an unclosed quote')
        text += pattern.slice(at + 1, end)
        at = end + 1
      } else if (char === '{') {
        if (text) out.push(text)
        text = ''
        at++
        out.push(argument(inPlural))
      } else if (char === '}') {
        if (!nested) fail('an unmatched }')
        break
      } else if (char === '#' && inPlural) {
        if (text) out.push(text)
        text = ''
        out.push({ type: 'hash' })
        at++
      } else {
        text += char
        at++
      }
    }
    if (text) out.push(text)
    return out
  }
  const word = (): string => {
    const match = /^\s*(=?[\w-]+)\s*/.exec(pattern.slice(at))
    if (!match) return fail('a name expected')
    at += match[0].length
    return match[1] as string
  }
  const argument = (inPlural: boolean): Part => {
    const name = word()
    if (pattern[at] === '}') {
      at++
      return { type: 'arg', name }
    }
    if (pattern[at] !== ',') fail('"," or "}" expected')
    at++
    const kind = word()
    if (kind === 'number') {
      if (pattern[at] !== '}') fail('"}" expected')
      at++
      return { type: 'arg', name, format: 'number' }
    }
    if (kind !== 'plural' && kind !== 'select') fail(`an unknown format "${kind}"`)
    if (pattern[at] !== ',') fail('"," expected')
    at++
    const branches: Record<string, Part[]> = {}
    while (true) {
      const space = /^\s*/.exec(pattern.slice(at))?.[0].length ?? 0
      at += space
      if (pattern[at] === '}') {
        at++
        break
      }
      const key = word()
      if (pattern[at] !== '{') fail('"{" expected')
      at++
      branches[key] = parts(kind === 'plural' || inPlural, true)
      if (pattern[at] !== '}') fail('"}" expected')
      at++
    }
    if (!branches.other) fail('an "other" branch expected')
    return { type: kind as 'plural' | 'select', name, branches }
  }
  return parts(false, false)
}

const numberFormats = new Map<string, Intl.NumberFormat>()
const ungrouped = new Map<string, Intl.NumberFormat>()
const pluralRules = new Map<string, Intl.PluralRules>()

/**
 * A number for the locale (`Intl.NumberFormat`, cached per locale); `grouping: false` writes it
 * without thousands separators (an exact amount a person may copy).
 */
export function formatNumber(locale: string, value: number | string, grouping = true): string {
  const formats = grouping ? numberFormats : ungrouped
  let format = formats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 20, useGrouping: grouping })
    formats.set(locale, format)
  }
  // A decimal string is formatted exactly (Intl.NumberFormat v3); `format` is typed for numbers.
  return format.format(value as number)
}

function render(
  locale: string,
  parts: Part[],
  values: Readonly<Record<string, unknown>>,
  count: number | undefined,
): string {
  let out = ''
  for (const part of parts) {
    if (typeof part === 'string') out += part
    else if (part.type === 'hash') out += count === undefined ? '#' : formatNumber(locale, count)
    else if (part.type === 'arg') {
      const value = values[part.name]
      out +=
        typeof value === 'number' || part.format === 'number'
          ? formatNumber(locale, value as number)
          : String(value ?? '')
    } else if (part.type === 'select') {
      const key = String(values[part.name])
      const branch = Object.hasOwn(part.branches, key) ? part.branches[key] : part.branches.other
      out += render(locale, branch as Part[], values, count)
    } else {
      const n = Number(values[part.name])
      let rules = pluralRules.get(locale)
      if (!rules) {
        rules = new Intl.PluralRules(locale)
        pluralRules.set(locale, rules)
      }
      const branch = part.branches[`=${n}`] ?? part.branches[rules.select(n)] ?? part.branches.other
      out += render(locale, branch as Part[], values, n)
    }
  }
  return out
}
