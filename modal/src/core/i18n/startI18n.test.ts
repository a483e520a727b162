import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseConfig } from '../config/parseConfig.ts'
import { createFoyer } from '../createFoyer.ts'
import { i18nStore } from './i18nState.ts'
import ar from './messages/ar.ts'
import ja from './messages/ja.ts'
import { LocaleError, setLocale } from './setLocale.ts'
import { startI18n } from './startI18n.ts'

const base = { projectId: 'local-dev', chains: [1] }

afterEach(() => vi.unstubAllGlobals())

// The language the views speak: foyer.config.ts, else the browser's; the host's words on top.
describe('startI18n', () => {
  it("follows the browser's languages: Japanese, its catalog loaded, the button's words set", async () => {
    vi.stubGlobal('navigator', { languages: ['ja-JP', 'en'], language: 'ja-JP' })
    const foyer = createFoyer(base, { storage: undefined })
    await startI18n(foyer)
    const state = i18nStore(foyer).getState()
    expect(state).toMatchObject({ status: 'ready', locale: 'ja', dir: 'ltr' })
    expect(state.messages['connect.title']).toBe(ja['connect.title'])
    await Promise.resolve()
    expect(foyer.modal.getState().labels?.connect).toBe(ja['button.connect'])
    expect(foyer.modal.getState().labels?.amount('1,234.5')).toBe('1,234.5')
  })

  it("takes foyer.config.ts's locale over the browser's, right to left for Arabic", async () => {
    vi.stubGlobal('navigator', { languages: ['ja'], language: 'ja' })
    const foyer = createFoyer({ ...base, locale: 'ar' }, { storage: undefined })
    await startI18n(foyer)
    expect(i18nStore(foyer).getState()).toMatchObject({ locale: 'ar', dir: 'rtl' })
  })

  it("puts the host's words over the catalog's, for their locale only", async () => {
    vi.stubGlobal('navigator', { languages: ['pt-BR'], language: 'pt-BR' })
    const foyer = createFoyer(
      {
        ...base,
        messages: {
          'pt-BR': { 'button.connect': 'Entrar', 'connect.waiting': 'Abra a {wallet}…' },
          en: { 'button.connect': 'Log in' },
        },
      },
      { storage: undefined },
    )
    await startI18n(foyer)
    const { messages } = i18nStore(foyer).getState()
    expect(messages['button.connect']).toBe('Entrar')
    expect(messages['connect.waiting']).toBe('Abra a {wallet}…')
    await Promise.resolve()
    expect(foyer.modal.getState().labels?.connect).toBe('Entrar')
    expect(foyer.modal.getState().labels?.amount('1,234.5')).toBe('1.234,5')
  })

  it("follows the host's setLocale at run time, keeping the old words until the new are in", async () => {
    vi.stubGlobal('navigator', { languages: ['en'], language: 'en' })
    const foyer = createFoyer(base, { storage: undefined })
    await startI18n(foyer)
    setLocale(foyer, 'ar')
    // Still English, still ready, while the Arabic chunk is on its way: the open view stays.
    expect(i18nStore(foyer).getState()).toMatchObject({ status: 'ready', locale: 'en' })
    await vi.waitFor(() => expect(i18nStore(foyer).getState().locale).toBe('ar'))
    expect(i18nStore(foyer).getState()).toMatchObject({ dir: 'rtl' })
    expect(i18nStore(foyer).getState().messages['connect.title']).toBe(ar['connect.title'])
    await Promise.resolve()
    expect(foyer.modal.getState().labels?.connect).toBe(ar['button.connect'])
    // Two changes in a row: the last one wins, whatever chunk arrives first.
    setLocale(foyer, 'ja')
    setLocale(foyer, undefined)
    await vi.waitFor(() => expect(i18nStore(foyer).getState().locale).toBe('en'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(i18nStore(foyer).getState()).toMatchObject({ locale: 'en', dir: 'ltr' })
  })

  it('refuses a locale it has no catalog for, naming it, and changes nothing', async () => {
    vi.stubGlobal('navigator', { languages: ['de'], language: 'de' })
    const foyer = createFoyer(base, { storage: undefined })
    await startI18n(foyer)
    expect(() => setLocale(foyer, 'xx' as 'de')).toThrow(LocaleError)
    expect(() => setLocale(foyer, 'pt-PT' as 'de')).toThrow(
      /locale "pt-PT" must be one of "en", "ar",/,
    )
    expect(i18nStore(foyer).getState().locale).toBe('de')
  })

  it('refuses, naming it, an override the modal cannot use', () => {
    expect(() => parseConfig({ ...base, messages: { en: { 'connect.titel': 'Hi' } } })).toThrow(
      /messages\.en\.connect\.titel .*"connect\.titel" is not a message key/,
    )
    expect(() => parseConfig({ ...base, messages: { xx: {} } })).toThrow(
      /messages\.xx must be one of/,
    )
    expect(() =>
      parseConfig({ ...base, messages: { en: { 'connect.waiting': 'Open {app}' } } }),
    ).toThrow(/uses \{app\}, which the modal does not give \(it gives \{wallet\}\)/)
    expect(() => parseConfig({ ...base, locale: 'nl' })).toThrow(/locale must be one of "en", "ar"/)
  })
})
