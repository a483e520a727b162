// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LAYOUT_TRIES, layOutCopy, warmUp } from './warmUp.ts'

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

/** A closed dialog as Views leaves it: its stylesheet, and the view React rendered ahead, hidden. */
function closedDialog({ renderedAhead = true } = {}) {
  const dialog = document.createElement('dialog')
  dialog.style.fontFamily = 'system-ui, sans-serif'
  dialog.setAttribute('aria-labelledby', 'foyer-title')
  dialog.innerHTML = `<style>.foyer-panel { padding: 16px }</style>${
    renderedAhead
      ? '<div class="foyer-panel" style="display: none !important"><h2 id="foyer-title">Connect a wallet</h2><button type="button" style="display: none">Hidden by the view</button><input data-autofocus value="typed"><iframe src="about:blank"></iframe></div>'
      : ''
  }`
  document.body.append(dialog)
  return dialog
}

/** What each layout forced in the document saw: the elements shown then, and their state. */
function recordLayouts() {
  const layouts: Element[] = []
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    layouts.push(this.cloneNode(true) as Element)
    return 0
  })
  return layouts
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

describe('warmUp', () => {
  it('measures one face (weight and size) of the dialog’s family per idle period, then lays the view out', () => {
    const measured = recordingCanvas()
    const layouts = recordLayouts()
    const periods = idlePeriods()
    warmUp(closedDialog(), periods.idle)
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
    expect(layouts).toHaveLength(0)
    periods.runOne()
    expect(layouts).toHaveLength(1)
    periods.runOne()
    expect(periods.waiting).toBe(0)
    expect(measured).toHaveLength(6)
  })

  it('waits for the view rendered ahead, and gives up after a bounded number of idle periods', () => {
    recordingCanvas()
    const layouts = recordLayouts()
    const periods = idlePeriods()
    const dialog = closedDialog({ renderedAhead: false })
    warmUp(dialog, periods.idle)
    for (let i = 0; i < 6 + 3; i++) periods.runOne()
    expect(layouts).toHaveLength(0)
    dialog.insertAdjacentHTML(
      'beforeend',
      '<div class="foyer-panel" style="display: none !important">Connect</div>',
    )
    periods.runOne()
    expect(layouts).toHaveLength(1)
    expect(periods.waiting).toBe(1)
    periods.runOne()
    expect(periods.waiting).toBe(0)

    // Nothing is ever rendered ahead (a connected visitor): the step stops asking.
    const none = idlePeriods()
    warmUp(closedDialog({ renderedAhead: false }), none.idle)
    let ran = 0
    while (none.waiting && ran < 1000) {
      none.runOne()
      ran++
    }
    expect(ran).toBe(1 + 6 + LAYOUT_TRIES)
    expect(layouts).toHaveLength(1)
  })

  it('stops when told: the steps still to come do not run', () => {
    const measured = recordingCanvas()
    const layouts = recordLayouts()
    const periods = idlePeriods()
    const stop = warmUp(closedDialog(), periods.idle)
    periods.runOne()
    stop()
    for (let i = 0; i < 10; i++) periods.runOne()
    expect(measured).toHaveLength(1)
    expect(layouts).toHaveLength(0)
  })

  it('does nothing without idle callbacks (Safari)', () => {
    const measured = recordingCanvas()
    const layouts = recordLayouts()
    warmUp(closedDialog(), undefined)
    expect(measured).toEqual([])
    expect(layouts).toHaveLength(0)
  })
})

describe('layOutCopy', () => {
  it('lays out a shown, transparent copy of the hidden view and removes it in the same task', () => {
    const layouts = recordLayouts()
    const dialog = closedDialog()
    const before = document.body.innerHTML
    expect(layOutCopy(dialog)).toBe(true)
    expect(layouts).toHaveLength(1)
    const copy = layouts[0] as HTMLElement
    expect(copy.hasAttribute('open')).toBe(true)
    expect(copy.getAttribute('aria-hidden')).toBe('true')
    expect(copy.hasAttribute('aria-labelledby')).toBe(false)
    expect(copy.style.getPropertyValue('opacity')).toBe('0')
    // Nothing inherited differs from the view's own: its styles are the ones the open reuses.
    expect(copy.style.getPropertyValue('visibility')).toBe('')
    expect(copy.hasAttribute('inert')).toBe(false)
    // React's hiding is lifted, a view's own display: none is kept.
    expect((copy.querySelector('.foyer-panel') as HTMLElement).style.display).toBe('')
    expect((copy.querySelector('button') as HTMLElement).style.display).toBe('none')
    // No second stylesheet, no frame loaded, no duplicate id.
    expect(copy.querySelectorAll('style, iframe, [id]')).toHaveLength(0)
    expect(copy.querySelector('h2')?.textContent).toBe('Connect a wallet')
    // The page is as it was: the copy is gone, the dialog untouched.
    expect(document.body.innerHTML).toBe(before)
    expect(dialog.hasAttribute('open')).toBe(false)
  })

  it('has nothing to do while the dialog is open, and waits while nothing is rendered ahead', () => {
    const layouts = recordLayouts()
    const open = closedDialog()
    open.setAttribute('open', '')
    expect(layOutCopy(open)).toBe(true)
    expect(layOutCopy(closedDialog({ renderedAhead: false }))).toBe(false)
    expect(layouts).toHaveLength(0)
  })
})
