import { lazy, Suspense, useLayoutEffect, useRef } from 'react'
import type { Foyer } from '../core/instantiateFoyer.ts'
import { closeModal } from '../core/modal/closeModal.ts'
import { loadViews } from './loadViews.ts'
import { useFoyerState } from './useFoyerState.ts'

const Views = lazy(loadViews)

/**
 * The dialog shell, in the shadow root. A native modal <dialog> makes the page inert, keeps
 * focus inside and labels itself; this component adds focus return to the opener and routes
 * Escape and backdrop clicks through `closeModal` so state and tracking stay in step.
 */
export function ModalRoot({ foyer }: { foyer: Foyer }) {
  const open = useFoyerState(foyer.modal, (s) => s.open)
  const shake = useFoyerState(foyer.modal, (s) => s.shake)
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<HTMLElement | null>(null)

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
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard way to close is Escape (onCancel).
    <dialog
      ref={dialogRef}
      className={shake ? 'foyer-dialog shake' : 'foyer-dialog'}
      aria-modal="true"
      aria-labelledby="foyer-title"
      onCancel={(event) => {
        event.preventDefault()
        closeModal(foyer)
      }}
      onClick={(event) => {
        // A click on the dialog element itself (not its content) is a click on the backdrop.
        if (event.target === event.currentTarget) closeModal(foyer)
      }}
    >
      {open && (
        <Suspense
          fallback={
            <div className="foyer-panel" aria-busy="true">
              <h2 id="foyer-title">Loading…</h2>
            </div>
          }
        >
          <Views foyer={foyer} />
        </Suspense>
      )}
    </dialog>
  )
}
