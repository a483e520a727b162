import type { Page } from '@playwright/test'
import { formatMessage } from '../../modal/src/core/i18n/formatMessage.ts'
import arMessages from '../../modal/src/core/i18n/messages/ar.ts'
import { en, type MessageKey } from '../../modal/src/core/i18n/messages/en.ts'
import { type AxeResults, analyse, describeViolations, sawInShadow } from './axe.ts'
import { expect, modal } from './test.ts'

/** A language and a theme the modal is audited in: each direction, each theme. */
export type Look = { locale: 'en' | 'ar'; mode: 'light' | 'dark' }

/** Left to right and right to left (Arabic), light and dark: every view is audited in all four. */
export const LOOKS: readonly Look[] = [
  { locale: 'en', mode: 'light' },
  { locale: 'en', mode: 'dark' },
  { locale: 'ar', mode: 'light' },
  { locale: 'ar', mode: 'dark' },
]

/** The modal's message `key` in `locale`, as the catalogs have it (selectors that read as a visitor reads). */
export function messageIn(
  locale: Look['locale'],
  key: MessageKey,
  values?: Readonly<Record<string, unknown>>,
): string {
  const catalog: Readonly<Record<string, string>> = locale === 'ar' ? arMessages : en
  return formatMessage(locale, catalog[key] ?? key, values)
}

/**
 * A fragment of the HTML of an element axe must have analysed: the same in every language (a
 * class, a test id), or made from the look's language (an `aria-label` from the catalog).
 */
export type MustSee = string | ((locale: Look['locale']) => string)

/** The relative luminance (WCAG) of a computed `rgb(…)` colour, 0 (black) to 1 (white). */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((c) => {
    const s = Number(c) / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

/**
 * The open dialog shows `mode`: `data-theme` is set, and its computed background is light
 * (luminance above ½) in the light theme and dark in the dark one, so the two themes' backgrounds
 * differ and a dark audit cannot pass on light colours.
 */
export async function expectTheme(page: Page, mode: Look['mode']): Promise<void> {
  const dialog = modal(page)
  await expect(dialog).toHaveAttribute('data-theme', mode)
  const { background, color } = await dialog.evaluate((el) => {
    const style = getComputedStyle(el)
    return { background: style.backgroundColor, color: style.color }
  })
  const dark = mode === 'dark'
  expect(luminance(background) < 0.5, `background ${background} in the ${mode} theme`).toBe(dark)
  expect(luminance(color) > 0.5, `text colour ${color} in the ${mode} theme`).toBe(dark)
}

/**
 * Sets the modal's language and theme as a host's pickers do (`setLocale`, `setTheme`, through the
 * demo's `window.foyerLook`), and waits until the open dialog speaks and shows them.
 */
export async function setLook(page: Page, look: Look): Promise<void> {
  await page.evaluate((look) => {
    if (!window.foyerLook) throw new Error('this host page has no window.foyerLook (look.ts)')
    window.foyerLook(look)
  }, look)
  const dialog = modal(page)
  await expect(dialog).toHaveAttribute('lang', look.locale)
  await expect(dialog).toHaveAttribute('dir', look.locale === 'ar' ? 'rtl' : 'ltr')
  await expectTheme(page, look.mode)
}

/** The language and theme the open dialog shows now. */
async function currentLook(page: Page): Promise<Look> {
  const dialog = modal(page)
  return {
    locale: (await dialog.getAttribute('lang')) === 'ar' ? 'ar' : 'en',
    mode: (await dialog.getAttribute('data-theme')) === 'dark' ? 'dark' : 'light',
  }
}

/**
 * Expects axe to have analysed the dialog inside the shadow root (its title and each of
 * `mustSee`: fragments of the HTML of the elements that make the state audited, the same in
 * every language, e.g. `class="foyer-field-error"`), and to have found no violation: softly, so
 * that one run lists the violations of every view.
 */
export function expectAccessible(results: AxeResults, label: string, mustSee: readonly string[]) {
  for (const fragment of ['id="foyer-title"', ...mustSee])
    expect(
      sawInShadow(results, '[data-foyer]', fragment),
      `axe did not analyse ${fragment} inside the modal's shadow root in ${label}`,
    ).toBe(true)
  expect
    .soft(
      results.violations.map((v) => v.id),
      `axe violations in ${label}:\n${describeViolations(results.violations)}`,
    )
    .toEqual([])
}

/**
 * axe on the open modal's view in each of `LOOKS` (left to right and right to left, light and
 * dark), switched in place as a host's pickers switch them, so the view keeps its state (a typed
 * form, an error, a pending request) through the four audits. Leaves the modal as it found it.
 * @example await auditEveryWay(page, 'Send form with field errors', ['class="foyer-field-error"'])
 */
export async function auditEveryWay(
  page: Page,
  view: string,
  mustSee: readonly MustSee[] = [],
): Promise<void> {
  const before = await currentLook(page)
  // The look it is in first, so a view that changes with time is read as it was asked for.
  const looks = [
    before,
    ...LOOKS.filter((l) => l.locale !== before.locale || l.mode !== before.mode),
  ]
  for (const look of looks) {
    await setLook(page, look)
    expectAccessible(
      await analyse(page, '[data-foyer]'),
      `${view} (${look.mode} theme, ${look.locale === 'ar' ? 'right to left, ar' : 'left to right, en'})`,
      mustSee.map((fragment) => (typeof fragment === 'string' ? fragment : fragment(look.locale))),
    )
  }
  await setLook(page, before)
}
