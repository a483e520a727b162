import type { Locator, Page, Request } from '@playwright/test'
import { expect } from './test.ts'

// Hostile EIP-6963 announcements for the e2e specs: any script or extension on a page can
// dispatch one, so the modal must survive whatever `detail` holds and whatever the provider does.

/**
 * What a hostile provider does with `request`:
 * - `hanging`: never answers (the promise stays pending forever);
 * - `throwing`: throws synchronously, as do `on` and `removeListener`;
 * - `rejecting`: refuses everything with EIP-1193 4001.
 */
export type HostileProviderKind = 'hanging' | 'throwing' | 'rejecting'

export type HostileAnnouncement = {
  /** Names the announcement in the calls `hostileCalls` records. */
  label: string
  /**
   * The event's `detail`: `null`, or `info` (any JSON, valid EIP-6963 info or not) with a
   * provider of `provider`'s kind (`null`: no provider at all).
   */
  detail: null | { info: unknown; provider: HostileProviderKind | null }
}

export type HostileOptions = {
  /** The announcements are skipped on page loads where sessionStorage holds this key. */
  skipWhenSessionHas?: string
  /** The message a `throwing` provider throws. @default 'hostile wallet: request throws' */
  throwMessage?: string
}

declare global {
  interface Window {
    /** Every call a hostile provider received, oldest first (set by `announceHostile`). */
    foyerHostileCalls: { label: string; method: string }[]
  }
}

/**
 * Injects a script that announces `announcements` over EIP-6963 on every page load (at once, and
 * again on each `eip6963:requestProvider`), in order. Scripts injected with `page.addInitScript`
 * run in the order they were added: call this before `injectWallet` to announce before the test
 * wallet. Call before `page.goto`.
 */
export async function announceHostile(
  page: Page,
  announcements: HostileAnnouncement[],
  options: HostileOptions = {},
): Promise<void> {
  await page.addInitScript(
    ({ announcements, options }) => {
      if (options.skipWhenSessionHas && sessionStorage.getItem(options.skipWhenSessionHas)) return
      window.foyerHostileCalls ??= []
      const calls = window.foyerHostileCalls
      const methodOf = (args: unknown) =>
        String((args as { method?: unknown } | null | undefined)?.method)
      const providerOf = (kind: HostileProviderKind, label: string) => {
        const record = (args: unknown) => calls.push({ label, method: methodOf(args) })
        if (kind === 'hanging')
          return {
            request: (args: unknown) => {
              record(args)
              return new Promise(() => {})
            },
            on: () => {},
            removeListener: () => {},
          }
        if (kind === 'throwing') {
          const fail = () => {
            throw new Error(options.throwMessage ?? 'hostile wallet: request throws')
          }
          return {
            request: (args: unknown) => {
              record(args)
              fail()
            },
            on: fail,
            removeListener: fail,
          }
        }
        return {
          request: async (args: unknown) => {
            record(args)
            throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
          },
          on: () => {},
          removeListener: () => {},
        }
      }
      for (const { label, detail } of announcements) {
        const event =
          detail === null
            ? null
            : {
                info: detail.info,
                provider: detail.provider === null ? null : providerOf(detail.provider, label),
              }
        const announce = () =>
          window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: event }))
        announce()
        window.addEventListener('eip6963:requestProvider', announce)
      }
    },
    { announcements, options },
  )
}

/** A valid EIP-6963 info for a hostile wallet (a fixed uuid per `n`, an inline SVG icon). */
export function hostileInfo(n: number, name: string, rest: { icon?: string; rdns?: string } = {}) {
  return {
    uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name,
    icon: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 8 8'%3E%3Crect width='8' height='8' fill='%23b91c1c'/%3E%3C/svg%3E",
    rdns: `test.hostile.wallet${n}`,
    ...rest,
  }
}

/** Collects the page's uncaught errors (and unhandled rejections) from now on. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`))
  return errors
}

/**
 * Answers every request to `host` (with an empty 204) and records its URL, so a test can assert
 * that the page never asked that host for anything. Call before `page.goto`.
 */
export async function recordRequestsTo(page: Page, host: string): Promise<string[]> {
  const urls: string[] = []
  const matches = (request: Request) => new URL(request.url()).hostname === host
  page.on('request', (request) => {
    if (matches(request)) urls.push(request.url())
  })
  await page.route(
    (url) => url.hostname === host,
    (route) => route.fulfill({ status: 204, body: '' }),
  )
  return urls
}

/** Asserts that nothing in the dialog makes it wider than its box (no sideways scrolling). */
export async function expectDialogFits(dialog: Locator, when: string): Promise<void> {
  const { scrollWidth, clientWidth, inShadowRoot } = await dialog.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
    inShadowRoot: el.getRootNode() instanceof ShadowRoot,
  }))
  expect(inShadowRoot, 'the dialog is inside Foyer’s shadow root').toBe(true)
  expect(clientWidth, `the dialog is laid out (${when})`).toBeGreaterThan(0)
  expect(scrollWidth, `the dialog scrolls sideways ${when}`).toBeLessThanOrEqual(clientWidth)
}

/** The Connect view's wallet buttons. */
export function walletButtons(dialog: Locator): Locator {
  return dialog.getByRole('list', { name: 'Wallets' }).getByRole('button')
}
