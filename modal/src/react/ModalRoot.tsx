import {
  type ComponentType,
  type KeyboardEvent,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { ensureEngine } from '../core/connection/ensureEngine.ts'
import { FRAME_ELEMENT_ID } from '../core/embedded/constants.ts'
import type { Foyer } from '../core/foyer.ts'
import { closeModal } from '../core/modal/closeModal.ts'
import { setModalLoading } from '../core/modal/setModalLoading.ts'
import { afterPaint } from './afterPaint.ts'
import { loadedViews, loadViews, onViewsLoaded } from './loadViews.ts'
import { useFoyerState } from './useFoyerState.ts'
import { ViewShell } from './ViewShell.tsx'

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Keeps Tab inside the dialog. A native modal dialog lets focus leave for the browser's own UI
 * after its last element; a modal that traps focus should wrap around instead.
 */
function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return
  const dialog = event.currentTarget
  const focusables = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)]
  const first = focusables[0]
  const last = focusables.at(-1)
  if (!first || !last) return
  const active = (dialog.getRootNode() as Document | ShadowRoot).activeElement
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault()
    first.focus()
  }
}

/** Marks the page outside the modal inert while it is open; returns the function that undoes it. */
function makePageInert(host: Node | null): () => void {
  const made: Element[] = []
  for (const element of document.body.children) {
    // The embedded wallet's frame stays usable: the modal reveals it over itself for approvals.
    if (element === host || element.id === FRAME_ELEMENT_ID) continue
    if (element.hasAttribute('data-foyer-devtools')) continue
    if (element.hasAttribute('inert')) continue
    element.setAttribute('inert', '')
    made.push(element)
  }
  return () => {
    for (const element of made) element.removeAttribute('inert')
  }
}

/**
 * The dialog shell, in the shadow root. The dialog is opened non-modally and the modal owns its
 * modality: it makes the rest of the page inert itself (except the devtools panel, so the modal
 * can be inspected while open), draws its own backdrop, traps Tab, returns focus to the opener,
 * and routes Escape and backdrop clicks through `closeModal` so state and tracking stay in step.
 */
export function ModalRoot({ foyer }: { foyer: Foyer }) {
  const open = useFoyerState(foyer.modal, (s) => s.open)
  const shake = useFoyerState(foyer.modal, (s) => s.shake)
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<HTMLElement | null>(null)
  // Not React.lazy + Suspense: React holds a revealed Suspense boundary back for up to 300 ms,
  // which would be most of the time to the first view.
  const [Views, setViews] = useState<ComponentType<{ foyer: Foyer }> | undefined>(loadedViews)
  const [viewsError, setViewsError] = useState<string>()
  const [attempt, setAttempt] = useState(0)

  // Views loaded before the first open (idle prefetch, hover) mount at once, closed: their
  // stylesheet is parsed then, not on the click.
  useEffect(() => (Views ? undefined : onViewsLoaded((loaded) => setViews(() => loaded))), [Views])

  useEffect(() => {
    if (!open) return
    // The views and the wallet code load in parallel on first open.
    if (!Views) {
      setModalLoading(foyer, true)
      setViewsError(undefined)
      loadViews().then(
        (loaded) => {
          setViews(() => loaded)
          setModalLoading(foyer, false)
        },
        (error: unknown) => {
          setViewsError(error instanceof Error ? error.message : String(error))
          setModalLoading(foyer, false)
        },
      )
    }
    // The wallet code is evaluated once the dialog is on screen, not before its first paint.
    return afterPaint(() =>
      ensureEngine(foyer).catch(() => {
        // Shown by the Connect view, which offers a retry.
      }),
    )
  }, [open, Views, foyer, attempt])

  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (!dialog || !open) return
    const active = document.activeElement
    openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null
    const host = (dialog.getRootNode() as ShadowRoot).host ?? null
    const restorePage = makePageInert(host)
    if (!dialog.open) dialog.show()
    return () => {
      restorePage()
      if (dialog.open) dialog.close()
      openerRef.current?.focus()
      openerRef.current = null
    }
  }, [open])

  return (
    <>
      {open && (
        // biome-ignore lint/a11y/noStaticElementInteractions: a pointer-only backdrop; Escape closes from the keyboard.
        // biome-ignore lint/a11y/useKeyWithClickEvents: as above.
        <div className="foyer-backdrop" onClick={() => closeModal(foyer)} />
      )}
      <dialog
        ref={dialogRef}
        className={shake ? 'foyer-dialog shake' : 'foyer-dialog'}
        data-theme={foyer.config.themeMode}
        aria-modal="true"
        aria-labelledby="foyer-title"
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault()
            closeModal(foyer)
          } else trapTab(event)
        }}
      >
        {/* The views render their stylesheet always, their route while open. */}
        {Views && <Views foyer={foyer} />}
        {open && !Views && (
          <ViewShell foyer={foyer} error={viewsError} onRetry={() => setAttempt((n) => n + 1)} />
        )}
      </dialog>
    </>
  )
}
