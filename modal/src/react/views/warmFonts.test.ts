import { afterEach, describe, expect, it, vi } from 'vitest'
import { warmFonts } from './warmFonts.ts'

/** A canvas context that records the font of each measure. */
function recordingCanvas() {
  const measured: string[] = []
  const context = {
    font: '',
    measureText(text: string) {
      measured.push(`${context.font} | ${text}`)
      return { width: text.length }
    },
  }
  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      getContext() {
        return context
      }
    },
  )
  return measured
}

/** Idle periods run one at a time, when the test says. */
function idlePeriods() {
  const queue: (() => void)[] = []
  return {
    idle: (fn: () => void) => void queue.push(fn),
    runOne: () => queue.shift()?.(),
    get waiting() {
      return queue.length
    },
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('warmFonts', () => {
  it('measures one face (weight and size) of the dialog’s family per idle period', () => {
    const measured = recordingCanvas()
    const periods = idlePeriods()
    warmFonts('system-ui, sans-serif', periods.idle)
    expect(measured).toEqual([])
    periods.runOne()
    expect(measured).toEqual(['400 15px system-ui, sans-serif | Continue with you@example.com × ‹'])
    for (let i = 0; i < 5; i++) periods.runOne()
    // Body, buttons, the title, notes, badges, Back and Close.
    expect(measured.map((m) => m.split(' ').slice(0, 2).join(' '))).toEqual([
      '400 15px',
      '600 15px',
      '700 17px',
      '400 13px',
      '600 12px',
      '400 20px',
    ])
    periods.runOne()
    expect(periods.waiting).toBe(0)
    expect(measured).toHaveLength(6)
  })

  it('stops when told: the faces still to come are not loaded', () => {
    const measured = recordingCanvas()
    const periods = idlePeriods()
    const stop = warmFonts('serif', periods.idle)
    periods.runOne()
    stop()
    periods.runOne()
    periods.runOne()
    expect(measured).toHaveLength(1)
  })

  it('does nothing without idle callbacks (Safari) or without a family', () => {
    const measured = recordingCanvas()
    warmFonts('serif', undefined)
    const periods = idlePeriods()
    warmFonts('', periods.idle)
    expect(periods.waiting).toBe(0)
    expect(measured).toEqual([])
  })
})
