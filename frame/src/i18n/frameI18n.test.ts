// @vitest-environment jsdom

import { afterEach, describe, expect, it } from 'vitest'
import { frameLocale, frameLocaleLoaded, rich, setFrameLocale, t } from './frameI18n.ts'
import arabic from './messages/ar/wallet.ts'

describe('setFrameLocale', () => {
  afterEach(async () => {
    await setFrameLocale(['en'])
  })

  it('speaks English until told otherwise', () => {
    expect(frameLocale()).toBe('en')
    expect(t('manage.title')).toBe('Your wallet')
  })

  it('Arabic: lang ar and dir rtl on the given root, and the Arabic messages', async () => {
    const root = document.createElement('div')
    expect(await setFrameLocale(['ar-EG', 'en'], root)).toBe('ar')
    expect(root.lang).toBe('ar')
    expect(root.dir).toBe('rtl')
    expect(frameLocale()).toBe('ar')
    expect(t('manage.title')).toBe(arabic['manage.title'])
    expect(t('manage.title')).toMatch(/[\u0600-\u06ff]/)
  })

  it('a request right after SYNC_THEME waits for the language: its first word is Arabic', async () => {
    const root = document.createElement('div')
    // Not awaited, as the frame's SYNC_THEME handler runs while the next request arrives.
    void setFrameLocale(['ar'], root)
    expect(t('manage.title')).toBe('Your wallet')
    await frameLocaleLoaded()
    expect(t('manage.title')).toBe(arabic['manage.title'])
  })

  it('the pseudo-locale en-XA brackets every message, left to right', async () => {
    const root = document.createElement('div')
    await setFrameLocale(['en-XA'], root)
    expect(root.dir).toBe('ltr')
    expect(t('manage.title')).toBe('⟦Your wallet⟧')
    expect(t('passkey.removeLabel', { name: 'YubiKey' })).toBe('⟦Remove YubiKey⟧')
  })

  it('rich puts elements in the place of their arguments', () => {
    const address = document.createElement('bdi')
    address.textContent = '0xabc'
    const parts = rich('restore.intro', { address })
    expect(parts[0]).toBe('This device does not hold the wallet ')
    expect(parts[1]).toBe(address)
    expect(String(parts[2])).toMatch(/^ yet\. Enter the recovery key/)
  })
})
