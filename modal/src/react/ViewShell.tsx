import type { Foyer } from '../core/foyer.ts'
import type { View } from '../core/router/routes.ts'
import { useFoyerState } from './useFoyerState.ts'
import { ViewFrame } from './views/ViewFrame.tsx'

const TITLES: Partial<Record<View, string>> = {
  Connect: 'Connect a wallet',
  Account: 'Account',
  Networks: 'Choose network',
  Send: 'Send',
}

/**
 * What the modal shows while its views load: the view's own frame (title, Close) with a status
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
  const view = useFoyerState(foyer.router, (s) => s.history.at(-1)?.view)
  return (
    <ViewFrame foyer={foyer} title={(view && TITLES[view]) ?? 'Loading…'}>
      {error ? (
        <div className="foyer-error" role="alert">
          <p>Could not load the modal: {error}</p>
          <button type="button" className="foyer-secondary" data-autofocus="" onClick={onRetry}>
            Retry
          </button>
        </div>
      ) : (
        <p className="foyer-muted" role="status" aria-busy="true">
          Loading…
        </p>
      )}
    </ViewFrame>
  )
}
