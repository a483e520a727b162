import { useLayoutEffect, useRef, useState } from 'react'

/** Height of every row in the panel's lists, px (rows are one line; long values are cut). */
export const ROW_HEIGHT = 24
/** Rows rendered beyond the visible ones, each side, so a fast scroll shows no gap. */
const OVERSCAN = 8
/** Used until the container has been laid out (and in jsdom, which lays nothing out). */
const FALLBACK_HEIGHT = 600

/**
 * Renders only the rows in view: with 1,000 events a tab creates ~40 row elements per incoming
 * event instead of 1,000. `scrollRef` goes on the scrolling element, `listRef` on the list
 * (`ol` or `tbody`); rows `first`..`last` are rendered, with `before`/`after` px of space around.
 */
export function useVirtualRows<List extends HTMLElement = HTMLTableSectionElement>(count: number) {
  const scrollRef = useRef<HTMLElement>(null)
  const listRef = useRef<List>(null)
  const [view, setView] = useState({ top: 0, height: 0 })

  useLayoutEffect(() => {
    const scroller = scrollRef.current
    if (!scroller) return
    const measure = () => {
      const list = listRef.current
      // Where the list starts inside the scrolled content (a table head, a section above it).
      const offset = list
        ? list.getBoundingClientRect().top -
          scroller.getBoundingClientRect().top +
          scroller.scrollTop
        : 0
      const top = Math.max(0, scroller.scrollTop - offset)
      const height = scroller.clientHeight
      setView((v) => (v.top === top && v.height === height ? v : { top, height }))
    }
    measure()
    scroller.addEventListener('scroll', measure, { passive: true })
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined
    observer?.observe(scroller)
    return () => {
      scroller.removeEventListener('scroll', measure)
      observer?.disconnect()
    }
  }, [])

  const height = view.height || FALLBACK_HEIGHT
  const first = Math.min(count, Math.max(0, Math.floor(view.top / ROW_HEIGHT) - OVERSCAN))
  const last = Math.min(count, Math.ceil((view.top + height) / ROW_HEIGHT) + OVERSCAN)
  return {
    scrollRef,
    listRef,
    first,
    last,
    before: first * ROW_HEIGHT,
    after: (count - last) * ROW_HEIGHT,
  }
}
