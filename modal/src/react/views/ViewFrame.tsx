import { type ReactNode, useEffect, useRef } from 'react'
import type { Foyer } from '../../core/instantiateFoyer.ts'
import { closeModal } from '../../core/modal/closeModal.ts'
import { goBack } from '../../core/router/navigate.ts'
import { useFoyerState } from '../useFoyerState.ts'

/**
 * Header (title, back, close) and body of a view. When a view appears, focus moves to its
 * `[data-autofocus]` element, else to the close button, so keyboard users start inside it.
 */
export function ViewFrame({
  foyer,
  title,
  children,
}: {
  foyer: Foyer
  title: string
  children: ReactNode
}) {
  const canGoBack = useFoyerState(foyer.router, (s) => s.history.length > 1)
  const panelRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const panel = panelRef.current
    const target =
      panel?.querySelector<HTMLElement>('[data-autofocus]') ??
      panel?.querySelector<HTMLElement>('[data-close]')
    target?.focus()
  }, [])

  return (
    <div className="foyer-panel" ref={panelRef}>
      <header className="foyer-header">
        {canGoBack ? (
          <button
            type="button"
            className="foyer-icon"
            aria-label="Back"
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
          aria-label="Close"
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
