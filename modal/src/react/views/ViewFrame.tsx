import { type ReactNode, useEffect, useRef } from 'react'
import type { Foyer } from '../../core/foyer.ts'
import { closeModal } from '../../core/modal/closeModal.ts'
import { goBack } from '../../core/router/goBack.ts'
import { useFoyerState } from '../useFoyerState.ts'

/**
 * Header (title, back, close) and body of a view. When a view appears, focus moves to its
 * `[data-autofocus]` element, else to the close button, so keyboard users start inside it. A
 * view that swaps its body (Send's form and preview) passes a new `step` to move focus again.
 */
export function ViewFrame({
  foyer,
  title,
  step,
  children,
}: {
  foyer: Foyer
  title: string
  /**
   * Which step of the view is shown (Send's form or preview; Connect's wallet list once found).
   * When it changes, focus moves again, unless the visitor already moved it within the view.
   */
  step?: string | undefined
  children: ReactNode
}) {
  // The shell (first load) shows this frame while the views load: its words come from the modal
  // store (set with the visitor's language), not from the catalogs, which the first load lacks.
  const labels = useFoyerState(foyer.modal, (s) => s.labels)
  const canGoBack = useFoyerState(foyer.router, (s) => s.history.length > 1)
  const panelRef = useRef<HTMLDivElement>(null)
  const shown = useRef(false)

  useEffect(() => {
    const panel = panelRef.current
    if (!panel) return
    const active = (panel.getRootNode() as Document | ShadowRoot).activeElement
    const visitorMoved = active && panel.contains(active) && !active.matches('[data-close]')
    if (shown.current && visitorMoved) return
    shown.current = true
    const target =
      panel?.querySelector<HTMLElement>('[data-autofocus]') ??
      panel?.querySelector<HTMLElement>('[data-close]')
    target?.focus()
  }, [step])

  return (
    <div className="foyer-panel" ref={panelRef}>
      <header className="foyer-header">
        {canGoBack ? (
          <button
            type="button"
            className="foyer-icon"
            aria-label={labels?.back ?? 'Back'}
            onClick={() => goBack(foyer)}
          >
            ‹
          </button>
        ) : (
          <span className="foyer-icon-placeholder" />
        )}
        <h2 id="foyer-title">{title}</h2>
        <button
          type="button"
          className="foyer-icon"
          aria-label={labels?.close ?? 'Close'}
          data-close=""
          onClick={() => closeModal(foyer)}
        >
          ×
        </button>
      </header>
      <div className="foyer-body">{children}</div>
    </div>
  )
}
