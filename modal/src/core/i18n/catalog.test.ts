import { describe, expect, it } from 'vitest'
import { catalogProblems } from './catalogProblems.ts'
import { messageArguments } from './formatMessage.ts'
import { LOCALES } from './locales.ts'
import { en } from './messages/en.ts'

const translations = Object.fromEntries(
  await Promise.all(
    LOCALES.filter((l) => l !== 'en').map(
      async (l) =>
        [l, (await import(`./messages/${l}.ts`)).default as Record<string, string>] as const,
    ),
  ),
)

// The catalogs (issue 31): every locale has a message for every English key, each one valid
// ICU with the same arguments, so no view shows a key or loses a value.
describe('the message catalogs', () => {
  it('has the 15 locales beside English', () => {
    expect(Object.keys(translations).sort()).toEqual(LOCALES.filter((l) => l !== 'en').sort())
    expect(LOCALES).toHaveLength(16)
  })

  for (const [locale, messages] of Object.entries(translations))
    it(`${locale} has every key of en, each valid ICU with the English arguments`, () => {
      expect({ locale, problems: catalogProblems(locale, en, messages) }).toEqual({
        locale,
        problems: [],
      })
    })

  it('English messages are valid ICU', () => {
    for (const text of Object.values(en)) expect(() => messageArguments(text)).not.toThrow()
  })

  it('names what is wrong: a missing key, an unknown one, other arguments, bad ICU', () => {
    expect(
      catalogProblems(
        'de',
        { a: 'A {x}', b: 'B', c: '{n, plural, one {# c} other {# cs}}', d: 'D' },
        { a: 'A {y}', c: '{n, plural, one {# c}', d: "l'{x}'", e: 'E' },
      ),
    ).toEqual([
      'missing b',
      'a: {y} instead of {x}',
      expect.stringMatching(/^c: Message ".*": /),
      'd: an ASCII apostrophe before a brace',
      'unknown e',
    ])
  })
})
