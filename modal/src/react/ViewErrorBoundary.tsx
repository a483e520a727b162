import { Component, type ReactNode } from 'react'
import type { Foyer } from '../core/foyer.ts'
import { closeModal } from '../core/modal/closeModal.ts'
import { errorNode } from './describeErrorIn.ts'
import { useI18n } from './useI18n.ts'

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
      <ErrorPanel
        foyer={this.props.foyer}
        error={error}
        onRetry={() => this.setState({ error: undefined, attempt: attempt + 1 })}
      />
    )
  }
}

/** What the boundary shows: the error in the visitor's language, Retry and Close. */
function ErrorPanel({
  foyer,
  error,
  onRetry,
}: {
  foyer: Foyer
  error: unknown
  onRetry: () => void
}) {
  const { t } = useI18n(foyer)
  return (
    <div className="foyer-panel" role="alert">
      <h2 id="foyer-title">{t('view.errorTitle')}</h2>
      <p className="foyer-error foyer-text">{errorNode(t, error)}</p>
      <div className="foyer-actions">
        <button type="button" className="foyer-primary" data-autofocus="" onClick={onRetry}>
          {t('view.retry')}
        </button>
        <button
          type="button"
          className="foyer-secondary"
          onClick={() => {
            onRetry()
            closeModal(foyer)
          }}
        >
          {t('view.close')}
        </button>
      </div>
    </div>
  )
}
