// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import type { Foyer } from '../foyer.ts'
import { framedBySafe, safeOptions } from './framedBySafe.ts'

const foyerWith = (safe: unknown) => ({ config: { safe } }) as unknown as Foyer

/** Makes the page look framed, with `ancestors` as `location.ancestorOrigins` (none: Firefox). */
function frame(ancestors?: string[]) {
  Object.defineProperty(window, 'parent', { value: {}, configurable: true })
  Object.defineProperty(window.location, 'ancestorOrigins', {
    value: ancestors,
    configurable: true,
  })
}

afterEach(() => {
  Object.defineProperty(window, 'parent', { value: window, configurable: true })
  Object.defineProperty(window.location, 'ancestorOrigins', {
    value: undefined,
    configurable: true,
  })
})

describe('framedBySafe', () => {
  it('is false for a page that is not framed, whatever the config', () => {
    expect(framedBySafe(foyerWith(undefined))).toBe(false)
    expect(framedBySafe(foyerWith({ origins: ['https://app.safe.global'], infoTimeout: 10 }))).toBe(
      false,
    )
  })

  it("is true when the parent is Safe{Wallet}'s origin (the default) or one the config names", () => {
    frame(['https://app.safe.global'])
    expect(framedBySafe(foyerWith(undefined))).toBe(true)
    frame(['https://safe.example.org'])
    expect(framedBySafe(foyerWith(undefined))).toBe(false)
    expect(
      framedBySafe(foyerWith({ origins: ['https://safe.example.org'], infoTimeout: 10 })),
    ).toBe(true)
  })

  it('is false when Safe is off; true in any frame where the browser names no ancestor', () => {
    frame(['https://app.safe.global'])
    expect(framedBySafe(foyerWith(false))).toBe(false)
    frame(undefined)
    expect(framedBySafe(foyerWith(undefined))).toBe(true)
  })

  it('fills the defaults: the origin of Safe{Wallet} and 10 ms (SPEC §9)', () => {
    expect(safeOptions(foyerWith(undefined))).toEqual({
      origins: ['https://app.safe.global'],
      infoTimeout: 10,
    })
    expect(safeOptions(foyerWith(false))).toBeUndefined()
  })
})
