import type { Foyer } from '../core/foyer.ts'
import { ViewFrame } from './views/ViewFrame.tsx'

/**
 * What the modal shows while its views load: a frame ("Loading…", Close) with a busy status
 * line, from the first-load chunk, so the dialog is usable from the first frame after the click.
 * A views chunk that cannot load says so, with Retry.
 */
export function ViewShell({
  foyer,
  error,
  onRetry,
}: {
  foyer: Foyer
  error?: string | undefined
  onRetry: () => void
}) {
  // In English: the catalogs (and the visitor's language) come with the views.
  return (
    <ViewFrame foyer={foyer} title="Loading…">
      {error ? (
        <div className="foyer-error" role="alert">
          <p>Could not load the modal: {error}</p>
          <button type="button" className="foyer-secondary" data-autofocus="" onClick={onRetry}>
            Retry
          </button>
        </div>
      ) : (
        <p className="foyer-muted" role="status" aria-busy="true" />
      )}
    </ViewFrame>
  )
}
