import { describe, expect, it } from 'vitest'
import { parseConfig } from '../config/parseConfig.ts'
import { createFoyer } from '../createFoyer.ts'
import { instanceStore } from '../instanceStore.ts'
import { setTheme, ThemeError } from './setTheme.ts'
import type { ThemeState } from './themeState.ts'
import { contrastRatio, parseColor, themeProblems } from './themeVariables.ts'

const base = { projectId: 'local-dev', chains: [1] }

describe('theme variables', () => {
  it('reads the colour forms the frame accepts, and refuses the rest', () => {
    expect(parseColor('#1d4ed8')).toEqual([29, 78, 216])
    expect(parseColor('#fff')).toEqual([255, 255, 255])
    expect(parseColor('rgb(16, 24, 40)')).toEqual([16, 24, 40])
    expect(parseColor('hsl(0 0% 100%)')).toEqual([255, 255, 255])
    for (const bad of ['red', 'transparent', '#ffffff80', 'rgb(1 2 3 / 50%)', 'var(--x)', 12])
      expect(parseColor(bad)).toBeUndefined()
  })

  it('computes WCAG contrast: black on white is 21, a colour on itself 1', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5)
    expect(contrastRatio([29, 78, 216], [29, 78, 216])).toBe(1)
  })

  it('names the variable, its value, the surface and the ratio below AA', () => {
    expect(themeProblems({ foreground: '#999999' }, ['light'])).toEqual([
      {
        variable: 'foreground',
        problem:
          '"#999999" on background "#ffffff" has a contrast of 2.84:1; WCAG AA needs 4.5:1 for text',
      },
    ])
    // A dark background under the light theme's default text: the text fails on it.
    expect(themeProblems({ background: '#222222' }, ['light']).map((p) => p.variable)).toEqual([
      'foreground',
      'muted',
      'accent',
      'danger',
    ])
    expect(
      themeProblems({ accent: '#7c3aed', radius: 8, fontFamily: 'Inter, sans-serif' }, ['light']),
    ).toEqual([])
    expect(themeProblems({ colour: '#fff', radius: 40, zIndex: 1.5 }, ['light'])).toEqual([
      { variable: 'colour', problem: expect.stringContaining('is not a theme variable') },
      { variable: 'radius', problem: 'must be a radius in px from 0 to 24. Provided: 40' },
      { variable: 'zIndex', problem: 'must be a whole number from 0 to 2147483647. Provided: 1.5' },
    ])
    expect(themeProblems({ fontFamily: 'x; background: url(//evil)' }, ['light'])).toHaveLength(1)
  })

  it('foyer.config.ts: a low-contrast set is refused with the variable named', () => {
    expect(() => parseConfig({ ...base, themeVariables: { muted: '#aaaaaa' } })).toThrow(
      /themeVariables\.muted "#aaaaaa" on background "#ffffff" has a contrast of 2\.32:1; WCAG AA needs 4\.5:1 for text/,
    )
    // `auto` must hold in both themes.
    expect(() =>
      parseConfig({ ...base, themeMode: 'auto', themeVariables: { accent: '#1d4ed8' } }),
    ).toThrow(/themeVariables\.accent .* in the dark theme/)
    expect(parseConfig({ ...base, themeVariables: { accent: '#6d28d9' } }).themeVariables).toEqual({
      accent: '#6d28d9',
    })
  })

  it('setTheme at run time: applies a valid set, refuses a low-contrast one and keeps the last', () => {
    const foyer = createFoyer(base)
    const store = instanceStore<ThemeState>('theme', () => ({}))(foyer)
    setTheme(foyer, { mode: 'dark', variables: { accent: '#c4b5fd' } })
    expect(store.getState()).toEqual({ mode: 'dark', variables: { accent: '#c4b5fd' } })
    let refused: unknown
    try {
      setTheme(foyer, { variables: { foreground: '#333333' } })
    } catch (error) {
      refused = error
    }
    expect(refused).toBeInstanceOf(ThemeError)
    expect((refused as Error).message).toContain(
      'themeVariables.foreground "#333333" on background "#161b26"',
    )
    expect(store.getState()).toEqual({ mode: 'dark', variables: { accent: '#c4b5fd' } })
  })
})
