import {
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react'
import type { EventStore } from '../core/createEventStore.ts'
import {
  clampToViewport,
  MIN_HEIGHT,
  type PanelPrefs,
  readPrefs,
  writePrefs,
} from '../core/panelPrefs.ts'
import { DevtoolsPanel, type DevtoolsPanelProps } from './DevtoolsPanel.tsx'

const TOGGLE_SIZE = 40
/** Moves shorter than this are a click, not a drag. */
const DRAG_THRESHOLD = 4

export type FloatingDevtoolsProps = {
  store: EventStore
  /** Where the toggle position, open state, height and tab persist. @default localStorage */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | undefined
  onExport?: DevtoolsPanelProps['onExport']
  /** The requests of the page and its wallet frame (the Egress tab). */
  egress?: DevtoolsPanelProps['egress']
  /** The page's fault switches (the Faults tab). */
  faults?: DevtoolsPanelProps['faults']
  /** Every store of the instance with its history (the State tab). */
  stores?: DevtoolsPanelProps['stores']
}

const viewport = () => ({ width: window.innerWidth, height: window.innerHeight })

/**
 * A draggable round toggle that opens the panel docked at the bottom of the page; the panel's
 * top edge resizes it. Position, open state, height and tab survive reloads.
 */
export function FloatingDevtools({
  store,
  storage,
  onExport,
  egress,
  faults,
  stores,
}: FloatingDevtoolsProps) {
  const prefsStorage = storage ?? globalThis.localStorage
  const [prefs, setPrefs] = useState<PanelPrefs>(() => readPrefs(prefsStorage))
  // Always from the current prefs: a pointerup can arrive before the move's render.
  const update = useCallback(
    (change: Partial<PanelPrefs> | ((current: PanelPrefs) => Partial<PanelPrefs>)) =>
      setPrefs((current) => {
        const next = { ...current, ...(typeof change === 'function' ? change(current) : change) }
        writePrefs(prefsStorage, next)
        return next
      }),
    [prefsStorage],
  )
  const drag = useRef<{ dx: number; dy: number; x0: number; y0: number; moved: boolean }>(null)
  const resize = useRef<{ y0: number; height0: number }>(null)
  const [, rerender] = useState(0)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const wasOpen = useRef(prefs.open)

  // Closing the panel gives focus back to the toggle that opened it.
  useEffect(() => {
    if (wasOpen.current && !prefs.open) toggleRef.current?.focus()
    wasOpen.current = prefs.open
  }, [prefs.open])

  // A smaller window must not leave the toggle out of reach.
  useEffect(() => {
    const onResize = () => rerender((n) => n + 1)
    window.addEventListener('resize', onResize)
    return () => window.removeEventListener('resize', onResize)
  }, [])

  const position = clampToViewport(prefs, TOGGLE_SIZE, viewport())
  const maxHeight = Math.max(MIN_HEIGHT, Math.round(viewport().height * 0.9))
  const height = Math.min(Math.max(prefs.height, MIN_HEIGHT), maxHeight)

  const onTogglePointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId)
    drag.current = {
      dx: event.clientX - position.x,
      dy: event.clientY - position.y,
      x0: event.clientX,
      y0: event.clientY,
      moved: false,
    }
  }
  const onTogglePointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current
    if (!d) return
    if (Math.hypot(event.clientX - d.x0, event.clientY - d.y0) > DRAG_THRESHOLD) d.moved = true
    if (d.moved)
      setPrefs((current) => ({ ...current, x: event.clientX - d.dx, y: event.clientY - d.dy }))
  }
  const onTogglePointerUp = () => {
    if (drag.current?.moved) update((current) => clampToViewport(current, TOGGLE_SIZE, viewport()))
  }
  const onToggleClick = () => {
    // The click that ends a drag does not toggle.
    if (drag.current?.moved) {
      drag.current = null
      return
    }
    drag.current = null
    update({ open: !prefs.open })
  }

  const onResizeDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId)
    resize.current = { y0: event.clientY, height0: height }
  }
  const onResizeMove = (event: PointerEvent<HTMLDivElement>) => {
    const r = resize.current
    if (r) setPrefs((current) => ({ ...current, height: r.height0 + r.y0 - event.clientY }))
  }
  const onResizeUp = () => {
    if (!resize.current) return
    resize.current = null
    update((current) => ({ height: Math.min(Math.max(current.height, MIN_HEIGHT), maxHeight) }))
  }
  const onResizeKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 100 : 20
    if (event.key === 'ArrowUp') update({ height: Math.min(maxHeight, height + step) })
    else if (event.key === 'ArrowDown') update({ height: Math.max(MIN_HEIGHT, height - step) })
    else return
    event.preventDefault()
  }

  return (
    <>
      {prefs.open ? (
        // The panel has its own close button; the toggle would only cover its rows.
        <aside className="panel" aria-label="Foyer devtools" style={{ height }}>
          {/* biome-ignore lint/a11y/useSemanticElements: an <hr> cannot be focused or dragged. */}
          <div
            className="resize"
            role="separator"
            aria-orientation="horizontal"
            aria-label="Resize devtools"
            aria-valuenow={height}
            aria-valuemin={MIN_HEIGHT}
            aria-valuemax={maxHeight}
            tabIndex={0}
            onPointerDown={onResizeDown}
            onPointerMove={onResizeMove}
            onPointerUp={onResizeUp}
            onKeyDown={onResizeKey}
          />
          <DevtoolsPanel
            store={store}
            tab={prefs.tab}
            onTabChange={(tab) => update({ tab })}
            onClose={() => update({ open: false })}
            onExport={onExport}
            egress={egress}
            faults={faults}
            stores={stores}
          />
        </aside>
      ) : null}
      {prefs.open ? null : (
        <button
          ref={toggleRef}
          type="button"
          className="toggle"
          aria-label="Foyer devtools"
          title="Foyer devtools (drag to move)"
          style={{ left: position.x, top: position.y }}
          onPointerDown={onTogglePointerDown}
          onPointerMove={onTogglePointerMove}
          onPointerUp={onTogglePointerUp}
          onClick={onToggleClick}
        >
          FY
        </button>
      )}
    </>
  )
}
