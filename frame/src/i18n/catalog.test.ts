import { catalogProblems, LOCALES, messageArguments } from '@foyer/modal/frame-protocol'
import { describe, expect, it } from 'vitest'
import { en } from './messages/en.ts'

const translations = Object.fromEntries(
  await Promise.all(
    LOCALES.filter((l) => l !== 'en').map(
      async (l) =>
        [l, (await import(`./messages/${l}.ts`)).default as Record<string, string>] as const,
    ),
  ),
)

// The frame's catalogs (issue 31): every locale has a message for every English key of the
// frame, each one valid ICU with the same arguments, so no dialog or page falls back to English
// or loses a value.
describe("the frame's message catalogs", () => {
  it('has the 15 locales beside English', () => {
    expect(Object.keys(translations).sort()).toEqual(LOCALES.filter((l) => l !== 'en').sort())
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
})
