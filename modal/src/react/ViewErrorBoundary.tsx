import { Component, type ReactNode } from 'react'
import { describeError } from '../core/errors/describeError.ts'
import type { Foyer } from '../core/foyer.ts'
import { closeModal } from '../core/modal/closeModal.ts'

type Props = { foyer: Foyer; children: ReactNode }
type State = { error: unknown; attempt: number }

/**
 * Catches an error thrown while a view renders (a value no check foresaw), so the visitor sees
 * what happened with Retry and Close, never a dialog that stays dead until a reload.
 */
export class ViewErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, attempt: 0 }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') }
  }

  override componentDidCatch(error: unknown): void {
    console.error('[foyer] a view failed to render', error)
  }

  override render() {
    const { error, attempt } = this.state
    if (error === undefined) return <div key={attempt}>{this.props.children}</div>
    return (
      <div className="foyer-panel" role="alert">
        <h2 id="foyer-title">Something went wrong</h2>
        <p className="foyer-error foyer-text">{describeError(error)}</p>
        <div className="foyer-actions">
          <button
            type="button"
            className="foyer-primary"
            data-autofocus=""
            onClick={() => this.setState({ error: undefined, attempt: attempt + 1 })}
          >
            Retry
          </button>
          <button
            type="button"
            className="foyer-secondary"
            onClick={() => {
              this.setState({ error: undefined, attempt: attempt + 1 })
              closeModal(this.props.foyer)
            }}
          >
            Close
          </button>
        </div>
      </div>
    )
  }
}
