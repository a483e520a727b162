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
  it('measures one weight of the dialog’s family per idle period: 400, 600, then bold', () => {
    const measured = recordingCanvas()
    const periods = idlePeriods()
    warmFonts('system-ui, sans-serif', periods.idle)
    expect(measured).toEqual([])
    periods.runOne()
    expect(measured).toEqual(['400 15px system-ui, sans-serif | Continue'])
    periods.runOne()
    periods.runOne()
    expect(measured.map((m) => m.split(' ')[0])).toEqual(['400', '600', '700'])
    periods.runOne()
    expect(periods.waiting).toBe(0)
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
