// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setFrameLocale } from '../i18n/frameI18n.ts'
import { ARM_DELAY_MS } from './armButtons.ts'
import { APP_NAME_MAX, createFrameUi } from './createFrameUi.ts'
import { applyTheme, THEME_VARIABLES, themeValue } from './frameTheme.ts'
import { confirmPositions } from './recoveryDialogs.ts'

/** A stylesheet of this folder, as written. */
const stylesheet = (name: string) =>
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), name), 'utf8')

const summary = { title: 'Sign message', rows: [{ label: 'Message', value: 'hello' }] }
const requester = { origin: 'http://localhost:5173', appName: 'Foyer demo' }

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')
const buttonNamed = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === name)!

/** Resolves to 'pending' when `promise` has not settled yet. */
async function peek(promise: Promise<unknown>): Promise<unknown> {
  const marker = Symbol('pending')
  const result = await Promise.race([promise, Promise.resolve().then(() => marker)])
  return result === marker ? 'pending' : result
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  vi.useRealTimers()
  document.body.replaceChildren()
  document.documentElement.removeAttribute('style')
  delete document.documentElement.dataset.theme
})

describe('the approval dialog', () => {
  it('names the verified origin first, the app name below it, stripped of bidi and cut', () => {
    const ui = createFrameUi()
    void ui.approve(summary, {
      origin: 'http://localhost:5173',
      appName: `Foyer\u202Edemo\u2066 ${'x'.repeat(80)}`,
    })
    const origin = dialog()!.querySelector<HTMLElement>('.requester .origin')!
    expect(origin.textContent).toBe('http://localhost:5173')
    expect(origin.dir).toBe('ltr')
    expect(dialog()!.querySelector('.requester')!.textContent).toBe(
      'http://localhost:5173 asks your wallet to approve:',
    )
    const name = dialog()!.querySelector('.app-name')!.textContent!
    expect(name).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/)
    expect(name).toMatch(/^It calls itself “Foyerdemo x+…”\.$/)
    expect([...name.slice('It calls itself “'.length, -2)]).toHaveLength(APP_NAME_MAX)
  })

  it('shows bidi characters of what is signed instead of letting them reorder it', () => {
    const ui = createFrameUi()
    void ui.approve(
      { title: 'Sign message', rows: [{ label: 'Message', value: 'pay \u202Elive' }] },
      requester,
    )
    expect(dialog()!.querySelector('dd')!.textContent).toBe('pay ⟨U+202E⟩live')
  })

  it('shows the warnings of the request in words', () => {
    const ui = createFrameUi()
    void ui.approve(
      { ...summary, warnings: ['This signature is for Ethereum (chain 1)…'] },
      requester,
    )
    expect(dialog()!.querySelector('.warning')!.textContent).toBe(
      'This signature is for Ethereum (chain 1)…',
    )
  })

  it('never focuses Approve, which starts disarmed (aria-disabled) and arms after the delay', () => {
    const ui = createFrameUi()
    void ui.approve(summary, requester)
    const approve = buttonNamed('Approve')
    expect(document.activeElement).toBe(dialog()!.querySelector('h1'))
    expect(approve.getAttribute('aria-disabled')).toBe('true')
    expect(approve.disabled).toBe(false)
    vi.advanceTimersByTime(ARM_DELAY_MS)
    expect(approve.hasAttribute('aria-disabled')).toBe(false)
    expect(document.activeElement).not.toBe(approve)
  })

  it('ignores clicks and keys a script makes, armed or not', async () => {
    const ui = createFrameUi()
    const answer = ui.approve(summary, requester)
    buttonNamed('Approve').click()
    vi.advanceTimersByTime(ARM_DELAY_MS)
    buttonNamed('Approve').click()
    buttonNamed('Reject').click()
    dialog()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(await peek(answer)).toBe('pending')
    expect(dialog()).not.toBeNull()
  })

  it('a newer request replaces the dialog: the older one is rejected, the new Approve is disarmed', async () => {
    const ui = createFrameUi()
    const first = ui.approve(summary, requester)
    vi.advanceTimersByTime(ARM_DELAY_MS)
    expect(buttonNamed('Approve').hasAttribute('aria-disabled')).toBe(false)
    const second = ui.approve({ ...summary, title: 'Send 100 ETH' }, requester)
    expect(await first).toBe(false)
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1)
    expect(dialog()!.querySelector('h1')!.textContent).toBe('Send 100 ETH')
    expect(buttonNamed('Approve').getAttribute('aria-disabled')).toBe('true')
    expect(await peek(second)).toBe('pending')
  })

  it('aborting closes it with false', async () => {
    const ui = createFrameUi()
    const controller = new AbortController()
    const answer = ui.approve(summary, requester, controller.signal)
    controller.abort()
    expect(await answer).toBe(false)
    expect(dialog()).toBeNull()
  })
})

describe("in the visitor's language", () => {
  afterEach(() => setFrameLocale(['en']))

  it("speaks it, the origin and the request's values kept as data: left to right, not translated", async () => {
    await setFrameLocale(['ar'])
    expect(document.documentElement.dir).toBe('rtl')
    const ui = createFrameUi()
    void ui.approve(
      { title: 'Sign message', rows: [{ label: 'Message', value: '0xabc' }] },
      requester,
    )
    const origin = dialog()!.querySelector<HTMLElement>('.requester .origin')!
    expect(origin.getAttribute('translate')).toBe('no')
    expect(origin.dir).toBe('ltr')
    expect(dialog()!.querySelector('.requester')!.textContent).toBe(
      'يطلب http://localhost:5173 من محفظتك الموافقة على:',
    )
    expect(buttonNamed('موافقة')).toBeTruthy()
    expect(dialog()!.querySelector('dd')!.getAttribute('translate')).toBe('no')
  })

  it('never writes a sentence of its own outside the catalog (pseudo-locale)', async () => {
    await setFrameLocale(['en-XA'])
    const ui = createFrameUi()
    void ui.confirmEmailChange({ email: 'b@x.io', currentEmail: 'a@x.io' }, requester)
    const loose: string[] = []
    const walker = document.createTreeWalker(dialog()!, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      const inside = node.parentElement?.closest('[translate="no"]')
      if (/\p{L}/u.test(text) && !inside && !/⟦|⟧/.test(text)) loose.push(text)
    }
    expect(loose).toEqual([])
  })
})

describe('the email change confirmation', () => {
  it('asks to change the email to the new one, Confirm armed like Approve, Cancel not focused by default', () => {
    const ui = createFrameUi()
    void ui.confirmEmailChange(
      { email: 'mallory@example.com', currentEmail: 'ada@example.com' },
      requester,
    )
    expect(dialog()!.getAttribute('aria-labelledby')).toBe('foyer-frame-title')
    expect(dialog()!.querySelector('h1')!.textContent).toBe(
      'Change your email to mallory@example.com?',
    )
    expect(dialog()!.querySelector('.requester')!.textContent).toBe(
      'http://localhost:5173 asks to change the email of your wallet.',
    )
    expect(dialog()!.textContent).toContain('ada@example.com')
    expect(buttonNamed('Confirm').getAttribute('aria-disabled')).toBe('true')
    expect(document.activeElement).toBe(dialog()!.querySelector('h1'))
  })
})

describe('the recovery key offer', () => {
  const words = Array.from(
    { length: 25 },
    (_, i) => ['abandon', 'ability', 'able', 'about', 'above'][i % 5]!,
  )
  it('shows the words numbered, arms "I saved it", names the login, and offers no private key', () => {
    const ui = createFrameUi()
    void ui.offerRecovery(words, 'your Google account')
    expect(buttonNamed('I saved it').getAttribute('aria-disabled')).toBe('true')
    vi.advanceTimersByTime(ARM_DELAY_MS)
    expect(buttonNamed('I saved it').hasAttribute('aria-disabled')).toBe(false)
    expect(dialog()!.textContent).toContain(
      'With these 25 words and your Google account you can open',
    )
    expect([...dialog()!.querySelectorAll('ol.words li')].map((li) => li.textContent)).toEqual(
      words,
    )
    expect(buttonNamed('Export private key')).toBeUndefined()
  })

  it('asks for three different words of the key, at random, in order', () => {
    const seen = new Set<string>()
    for (let i = 0; i < 50; i++) {
      const asked = confirmPositions(25)
      expect(asked).toHaveLength(3)
      expect(new Set(asked).size).toBe(3)
      expect([...asked].sort((x, y) => x - y)).toEqual(asked)
      for (const position of asked) expect(position).toBeGreaterThanOrEqual(1)
      for (const position of asked) expect(position).toBeLessThanOrEqual(25)
      seen.add(asked.join())
    }
    expect(seen.size).toBeGreaterThan(1)
    // (Typing them back, a wrong word, Back and Escape: e2e, where clicks are a person's.)
  })
})

describe('restoring on a new device', () => {
  const address = '0x1234567890abcdef1234567890abcdef12345678'

  it('offers a way out: Cancel, and "I lost my recovery key", which a script cannot press', async () => {
    const ui = createFrameUi()
    const answer = ui.askRecovery(address, async () => {})
    expect(dialog()!.querySelector('h1')!.textContent).toBe('Restore your wallet')
    expect(dialog()!.querySelector('.address')!.textContent).toBe(address)
    expect(document.activeElement).toBe(document.getElementById('foyer-recovery'))
    buttonNamed('Cancel').click()
    buttonNamed('I lost my recovery key').click()
    dialog()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(await peek(answer)).toBe('pending')
    expect(dialog()!.querySelector('h1')!.textContent).toBe('Restore your wallet')
  })

  it('keeps Tab and Shift+Tab inside the dialog', () => {
    const ui = createFrameUi()
    void ui.askRecovery(address, async () => {})
    const input = document.getElementById('foyer-recovery')!
    const lost = buttonNamed('I lost my recovery key')
    const tab = (shiftKey: boolean) =>
      document.activeElement!.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true }),
      )
    lost.focus()
    tab(false)
    expect(document.activeElement).toBe(input)
    tab(true)
    expect(document.activeElement).toBe(lost)
  })
})

describe('the theme', () => {
  it('takes only the listed variables with valid values; light or dark only', () => {
    const root = document.documentElement
    const applied = applyTheme(root, 'sepia', {
      '--foyer-frame-bg': 'transparent',
      '--foyer-frame-fg': 'rgb(0 0 0 / 0)',
      '--foyer-frame-accent': '#1F55D6',
      '--foyer-frame-line': 'rgb(10, 20, 30)',
      '--foyer-frame-muted': 'hsl(210 10% 40%)',
      '--foyer-frame-error': '#ff000000',
      '--foyer-frame-radius': 99,
      '--w3m-accent': '#000000',
      color: 'red',
      '--foyer-frame-secure': '#000',
    })
    expect(applied).toEqual({
      '--foyer-frame-accent': '#1f55d6',
      '--foyer-frame-line': 'rgb(10 20 30)',
      '--foyer-frame-muted': 'hsl(210 10% 40%)',
    })
    expect(root.dataset.theme).toBeUndefined()
    expect(root.style.getPropertyValue('--foyer-frame-bg')).toBe('')
    expect(root.style.getPropertyValue('color')).toBe('')
    applyTheme(root, 'dark', { '--foyer-frame-radius': '8px' })
    expect(root.dataset.theme).toBe('dark')
    // A new SYNC_THEME replaces the previous one.
    expect(root.style.getPropertyValue('--foyer-frame-accent')).toBe('')
    expect(root.style.getPropertyValue('--foyer-frame-radius')).toBe('8px')
  })

  it('validates each kind of value', () => {
    for (const good of ['#fff', '#A1B2C3', 'rgb(1,2,3)', 'rgb(255 255 255)', 'hsl(0, 0%, 0%)'])
      expect(themeValue('color', good), good).toBeDefined()
    for (const bad of [
      'transparent',
      'currentColor',
      'red',
      '#ffff',
      '#ffffff00',
      'rgba(0,0,0,0)',
      'rgb(0 0 0 / 0)',
      'rgb(256 0 0)',
      'hsl(0 0% 0% / 0)',
      'var(--x)',
      '#fff; opacity: 0',
      12,
    ])
      expect(themeValue('color', bad), String(bad)).toBeUndefined()
    expect(themeValue('radius', 0)).toBe('0px')
    expect(themeValue('radius', '24px')).toBe('24px')
    for (const bad of [25, -1, '1em', 'calc(1px)', '8px 8px'])
      expect(themeValue('radius', bad), String(bad)).toBeUndefined()
  })

  it('cannot reach the security dialogs: their stylesheet uses no variable', () => {
    const rules = stylesheet('secure.css').replace(/\/\*[\s\S]*?\*\//g, '')
    expect(rules).not.toContain('var(')
    expect(rules).not.toMatch(/--[\w-]+\s*:/)
    // And the chrome's stylesheet styles nothing of them.
    const chrome = stylesheet('styles.css')
    expect(chrome).not.toMatch(/\.(dialog|backdrop|page)\b|\bbutton\b|\binput\b/)
    for (const name of Object.keys(THEME_VARIABLES)) expect(chrome).toContain(name)
  })
})
