import { formatMessage, messageArguments } from './formatMessage.ts'

/**
 * What is wrong with a locale's catalog against the English one, a line each (empty when
 * nothing): a key it lacks or English lacks, a message that is not valid ICU (or does not format
 * with `sample`), that uses other arguments than the English message, that is empty, or whose
 * ASCII apostrophe before a brace would quote it (ICU; translations use ’). The modal's, the
 * frame's and the server's catalog tests run it on every locale.
 * @example catalogProblems('ja', en, ja) // ['missing connect.title', …]
 */
export function catalogProblems(
  locale: string,
  english: Readonly<Record<string, string>>,
  translated: Readonly<Record<string, string>>,
  sample: Readonly<Record<string, unknown>> = { count: 2 },
): string[] {
  const problems: string[] = []
  for (const key of Object.keys(english))
    if (!Object.hasOwn(translated, key)) problems.push(`missing ${key}`)
  for (const [key, text] of Object.entries(translated)) {
    if (!Object.hasOwn(english, key)) {
      problems.push(`unknown ${key}`)
      continue
    }
    if (typeof text !== 'string' || !text.trim()) {
      problems.push(`${key}: empty`)
      continue
    }
    let names: string[]
    try {
      names = messageArguments(text)
      formatMessage(locale, text, sample)
    } catch (error) {
      problems.push(`${key}: ${(error as Error).message}`)
      continue
    }
    const expected = messageArguments(english[key] as string)
    if (names.join() !== expected.join())
      problems.push(`${key}: {${names.join('}, {')}} instead of {${expected.join('}, {')}}`)
    if (/'[{}#]/.test(text)) problems.push(`${key}: an ASCII apostrophe before a brace`)
  }
  return problems
}
