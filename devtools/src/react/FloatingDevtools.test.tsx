// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { createEventStore } from '../core/createEventStore.ts'
import { PREFS_KEY } from '../core/panelPrefs.ts'
import { act, button, click, render, tab } from '../testing/render.tsx'
import { FloatingDevtools } from './FloatingDevtools.tsx'

function memoryStorage(initial?: object) {
  const map = new Map<string, string>()
  if (initial) map.set(PREFS_KEY, JSON.stringify(initial))
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    stored: () => JSON.parse(map.get(PREFS_KEY) ?? 'null'),
  }
}

const pointer = (type: string, x: number, y: number) =>
  new PointerEvent(type, { bubbles: true, clientX: x, clientY: y, pointerId: 1 })

// jsdom has no PointerEvent; MouseEvent carries the same coordinates React reads.
globalThis.PointerEvent ??= class extends MouseEvent {
  pointerId: number
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init)
    this.pointerId = init.pointerId ?? 0
  }
} as typeof PointerEvent

describe('FloatingDevtools', () => {
  it('the toggle opens and closes the panel and remembers it', () => {
    const storage = memoryStorage()
    const { container } = render(<FloatingDevtools store={createEventStore()} storage={storage} />)
    expect(container.querySelector('aside')).toBeNull()
    click(button(container, 'Foyer devtools'))
    expect(container.querySelector('aside[aria-label="Foyer devtools"]')).not.toBeNull()
    // Open, the panel's own close button replaces the toggle, which would cover its rows.
    expect(() => button(container, 'Foyer devtools')).toThrow()
    expect(storage.stored()).toMatchObject({ open: true })
    click(button(container, 'Close devtools'))
    expect(container.querySelector('aside')).toBeNull()
    expect(storage.stored()).toMatchObject({ open: false })
    expect(document.activeElement).toBe(button(container, 'Foyer devtools'))
  })

  it('opens as it was left: open, on the same tab, at the same height', () => {
    const storage = memoryStorage({ open: true, tab: 'rpc', height: 400 })
    const { container } = render(<FloatingDevtools store={createEventStore()} storage={storage} />)
    expect(tab(container, 'RPC').getAttribute('aria-selected')).toBe('true')
    expect(container.querySelector<HTMLElement>('aside')?.style.height).toBe('400px')
    click(tab(container, 'State'))
    expect(storage.stored()).toMatchObject({ tab: 'state' })
  })

  it('the toggle sits where it was left, kept inside the window', () => {
    const { container } = render(
      <FloatingDevtools store={createEventStore()} storage={memoryStorage({ x: 30, y: 5000 })} />,
    )
    const toggle = button(container, 'Foyer devtools')
    expect([toggle.style.left, toggle.style.top]).toEqual(['30px', `${window.innerHeight - 40}px`])
  })

  it('dragging the toggle moves it and remembers where, without toggling', () => {
    const storage = memoryStorage({ x: 10, y: 10 })
    const { container } = render(<FloatingDevtools store={createEventStore()} storage={storage} />)
    const toggle = button(container, 'Foyer devtools')
    act(() => {
      toggle.dispatchEvent(pointer('pointerdown', 20, 20))
      toggle.dispatchEvent(pointer('pointermove', 120, 220))
      toggle.dispatchEvent(pointer('pointerup', 120, 220))
      toggle.click()
    })
    expect([toggle.style.left, toggle.style.top]).toEqual(['110px', '210px'])
    expect(storage.stored()).toMatchObject({ x: 110, y: 210, open: false })
  })

  it('the panel resizes from its top edge, by keyboard too, within bounds', () => {
    const storage = memoryStorage({ open: true, height: 300 })
    const { container } = render(<FloatingDevtools store={createEventStore()} storage={storage} />)
    const handle = container.querySelector<HTMLElement>('[role="separator"]')!
    act(() => {
      handle.dispatchEvent(pointer('pointerdown', 0, 500))
      handle.dispatchEvent(pointer('pointermove', 0, 400))
      handle.dispatchEvent(pointer('pointerup', 0, 400))
    })
    expect(container.querySelector<HTMLElement>('aside')?.style.height).toBe('400px')
    expect(storage.stored()).toMatchObject({ height: 400 })
    act(() => {
      handle.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }))
    })
    expect(storage.stored()).toMatchObject({ height: 380 })
    for (let i = 0; i < 30; i++)
      act(() => {
        handle.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }))
      })
    expect(storage.stored()).toMatchObject({ height: 120 })
  })

  it('ignores stored prefs it cannot read', () => {
    const storage = {
      getItem: () => '{broken',
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    const { container } = render(<FloatingDevtools store={createEventStore()} storage={storage} />)
    click(button(container, 'Foyer devtools'))
    expect(container.querySelector('aside')).not.toBeNull()
  })
})
