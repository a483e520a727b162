import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { formatMessage, messageArguments } from './formatMessage.ts'
import { LOCALES } from './locales.ts'
import { en, type MessageKey } from './messages/en.ts'

const translations = Object.fromEntries(
  await Promise.all(
    LOCALES.filter((l) => l !== 'en').map(
      async (l) =>
        [l, (await import(`./messages/${l}.ts`)).default as Record<string, string>] as const,
    ),
  ),
)

// The catalogs (issue 31): every locale has a message for every English key, each one valid
// ICU with the same arguments, so no view falls back to English or loses a value.
describe('the message catalogs', () => {
  it('has the 15 locales beside English', () => {
    expect(Object.keys(translations).sort()).toEqual(
      [
        'ar',
        'de',
        'es',
        'fr',
        'hi',
        'id',
        'it',
        'ja',
        'ko',
        'pt-BR',
        'ru',
        'tr',
        'vi',
        'zh-CN',
        'zh-TW',
      ].sort(),
    )
  })

  for (const [locale, messages] of Object.entries(translations)) {
    it(`${locale} has every key of en, and no other`, () => {
      const keys = Object.keys(en)
      expect({ locale, missing: keys.filter((k) => !Object.hasOwn(messages, k)) }).toEqual({
        locale,
        missing: [],
      })
      expect({
        locale,
        unknown: Object.keys(messages).filter((k) => !Object.hasOwn(en, k)),
      }).toEqual({
        locale,
        unknown: [],
      })
    })

    it(`${locale}'s messages are valid ICU with the arguments of the English ones`, () => {
      const wrong: string[] = []
      for (const [key, text] of Object.entries(messages)) {
        if (!Object.hasOwn(en, key)) continue
        let names: string[]
        try {
          names = messageArguments(text)
          formatMessage(locale, text, { count: 2 })
        } catch (error) {
          wrong.push(`${key}: ${(error as Error).message}`)
          continue
        }
        const english = messageArguments(en[key as MessageKey])
        if (names.join() !== english.join())
          wrong.push(`${key}: {${names.join('}, {')}} instead of {${english.join('}, {')}}`)
        if (!text.trim()) wrong.push(`${key}: empty`)
      }
      expect({ locale, wrong }).toEqual({ locale, wrong: [] })
    })
  }

  it('English messages are valid ICU', () => {
    for (const text of Object.values(en)) expect(() => messageArguments(text)).not.toThrow()
  })

  it('fails on a missing key: the check above reads the catalog files, not a copy', () => {
    const source = readFileSync(new URL('./messages/ja.ts', import.meta.url), 'utf8')
    expect(source).toContain("'button.connect'")
  })
})
