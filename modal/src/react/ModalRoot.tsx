import {
  type ComponentType,
  type KeyboardEvent,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { ensureEngine } from '../core/connection/ensureEngine.ts'
import type { Foyer } from '../core/instantiateFoyer.ts'
import { closeModal } from '../core/modal/closeModal.ts'
import { setModalLoading } from '../core/modal/setModalLoading.ts'
import { loadedViews, loadViews } from './loadViews.ts'
import { useFoyerState } from './useFoyerState.ts'

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

/**
 * The dialog shell, in the shadow root. A native modal <dialog> makes the page inert, keeps
 * focus inside and labels itself; this component adds a Tab trap, focus return to the opener, and routes
 * Escape and backdrop clicks through `closeModal` so state and tracking stay in step.
 */
export function ModalRoot({ foyer }: { foyer: Foyer }) {
  const open = useFoyerState(foyer.modal, (s) => s.open)
  const shake = useFoyerState(foyer.modal, (s) => s.shake)
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<HTMLElement | null>(null)
  // Not React.lazy + Suspense: React holds a revealed Suspense boundary back for up to 300 ms,
  // which would be most of the time to the first view.
  const [Views, setViews] = useState<ComponentType<{ foyer: Foyer }> | undefined>(loadedViews)

  useEffect(() => {
    if (!open) return
    // The views and the wallet code load in parallel on first open.
    if (!Views) {
      setModalLoading(foyer, true)
      void loadViews().then((module) => {
        setViews(() => module.default)
        setModalLoading(foyer, false)
      })
    }
    void ensureEngine(foyer).catch(() => {
      // Shown by the Connect view, which offers a retry.
    })
  }, [open, Views, foyer])

  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) {
      const active = document.activeElement
      openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null
      dialog.showModal()
    } else if (!open && dialog.open) {
      dialog.close()
      openerRef.current?.focus()
      openerRef.current = null
    }
  }, [open])

  return (
    <dialog
      ref={dialogRef}
      className={shake ? 'foyer-dialog shake' : 'foyer-dialog'}
      data-theme={foyer.config.themeMode}
      aria-modal="true"
      aria-labelledby="foyer-title"
      onKeyDown={trapTab}
      onCancel={(event) => {
        event.preventDefault()
        closeModal(foyer)
      }}
      onClick={(event) => {
        // A click on the dialog element itself (not its content) is a click on the backdrop.
        if (event.target === event.currentTarget) closeModal(foyer)
      }}
    >
      {open &&
        (Views ? (
          <Views foyer={foyer} />
        ) : (
          <div className="foyer-panel" aria-busy="true">
            <h2 id="foyer-title">Loading…</h2>
          </div>
        ))}
    </dialog>
  )
}
