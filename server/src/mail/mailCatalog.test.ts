import { catalogProblems, LOCALES, messageArguments } from '@foyer/modal/frame-protocol'
import { describe, expect, it } from 'vitest'
import { emailChangedMail, emailChangeMail, loginMail } from '../auth/loginMail.ts'
import { mailI18n } from './mailI18n.ts'
import { en } from './messages/en.ts'

const translations = Object.fromEntries(
  await Promise.all(
    LOCALES.filter((l) => l !== 'en').map(
      async (l) =>
        [l, (await import(`./messages/${l}.ts`)).default as Record<string, string>] as const,
    ),
  ),
)

/** A value for every argument the mail messages use. */
const sample = {
  app: 'Foyer',
  code: '012345',
  minutes: 2,
  newEmail: 'new@example.com',
  oldEmail: 'old@example.com',
  when: '2026-11-23',
  date: '2026-11-23',
  time: '10:04',
}

// The server's mail catalogs (issue 31): every locale has a message for every English key, each
// one valid ICU with the same arguments, so no mail falls back to English or loses a code.
describe('the mail catalogs', () => {
  it('has the 15 locales beside English', () => {
    expect(Object.keys(translations).sort()).toEqual(LOCALES.filter((l) => l !== 'en').sort())
  })

  for (const [locale, messages] of Object.entries(translations))
    it(`${locale} has every key of en, each valid ICU with the English arguments`, () => {
      expect({ locale, problems: catalogProblems(locale, en, messages, sample) }).toEqual({
        locale,
        problems: [],
      })
    })

  it('English messages are valid ICU', () => {
    for (const text of Object.values(en)) expect(() => messageArguments(text)).not.toThrow()
  })
})

describe('the mail in the visitor’s language', () => {
  it('is English when no locale is given, word for word', () => {
    const mail = loginMail({ to: 'a@example.com', code: '012345', minutes: 10, appName: 'Foyer' })
    expect(mail.subject).toBe('Your Foyer sign-in code: 012345')
    expect(mail.text).toBe(
      'Your Foyer sign-in code is: 012345\nIt expires in 10 minutes and works once.\n\nIf you did not ask to sign in, ignore this email: nothing happens without the code.\n',
    )
    expect(mail.html).toMatch(/^<div lang="en" dir="ltr">/)
  })

  it('writes every mail in the locale: subject, text and HTML', () => {
    const mail = loginMail({
      to: 'a@example.com',
      code: '012345',
      minutes: 10,
      appName: 'Foyer',
      approveUrl: 'https://foyer.example/v1/auth/device/approve?token=abc',
      locale: 'ja',
    })
    expect(mail.subject).toBe('Foyer の新しいデバイスを承認してください')
    expect(mail.text).toContain('次に、このコードを入力してください: 012345')
    expect(mail.text).toContain('https://foyer.example/v1/auth/device/approve?token=abc\n')
    expect(mail.text).toContain('このコードの有効期限は 10 分で')
    expect(mail.html).toContain('<div lang="ja" dir="ltr">')
    expect(mail.html).toContain('>このデバイスを承認</a>')
    const change = emailChangeMail({
      to: 'a@example.com',
      code: '012345',
      minutes: 1,
      newEmail: 'b@example.com',
      step: 'primary',
      locale: 'ru',
    })
    expect(change.subject).toBe('Подтвердите смену email в Foyer: 012345')
    expect(change.text).toContain('Код действует 1 минуту и только один раз.')
  })

  it('lays an Arabic mail out right to left, its code, emails and link left to right', () => {
    const mail = loginMail({
      to: 'a@example.com',
      code: '012345',
      minutes: 10,
      appName: 'Foyer',
      approveUrl: 'https://foyer.example/v1/auth/device/approve?token=abc',
      locale: 'ar',
    })
    expect(mail.subject).toBe('وافِق على جهاز جديد لـ Foyer')
    expect(mail.html).toMatch(/^<div lang="ar" dir="rtl">/)
    expect(mail.html).toContain(
      '<p dir="ltr" translate="no" style="font-size:28px;letter-spacing:4px;font-weight:bold">012345</p>',
    )
    const change = emailChangeMail({
      to: 'a@example.com',
      code: '012345',
      minutes: 10,
      newEmail: 'o<b>@example.com',
      step: 'secondary',
      locale: 'ar',
    })
    expect(change.html).toContain('<bdi dir="ltr" translate="no">o&lt;b&gt;@example.com</bdi>')
    expect(change.text).toContain('تنتهي صلاحيته خلال 10 دقائق')
  })

  it('dates the email-changed notice for the locale, in UTC', () => {
    const at = new Date('2026-11-23T10:04:05Z')
    const de = emailChangedMail({
      to: 'a@example.com',
      newEmail: 'b@example.com',
      at,
      locale: 'de',
    })
    expect(de.subject).toBe('Ihre Foyer-E-Mail wurde geändert')
    expect(de.text).toContain(
      'am 23. November 2026 um 10:04 UTC von a@example.com zu b@example.com',
    )
    const en = emailChangedMail({ to: 'a@example.com', newEmail: 'b@example.com', at })
    expect(en.text).toContain('on 2026-11-23 at 10:04 UTC.')
  })

  it('brackets every message in the pseudo-locale', () => {
    const i18n = mailI18n('en-XA')
    expect(i18n.t('login.subject', sample)).toBe('⟦Your Foyer sign-in code: 012345⟧')
    expect(i18n.body('x')).toBe('<div lang="en" dir="ltr">x</div>')
  })
})
