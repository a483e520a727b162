import type { Foyer } from '../../core/instantiateFoyer.ts'
import { useFoyerState } from '../useFoyerState.ts'
import { AccountView } from './AccountView.tsx'
import { ConnectView } from './ConnectView.tsx'
import { NetworksView } from './NetworksView.tsx'
import { SendView } from './SendView.tsx'
import { ViewFrame } from './ViewFrame.tsx'

/** Renders the route on top of the history. Loaded lazily with the rest of the modal. */
export default function Views({ foyer }: { foyer: Foyer }) {
  const route = useFoyerState(foyer.router, (s) => s.history.at(-1))
  switch (route?.view) {
    case 'Account':
      return <AccountView foyer={foyer} />
    case 'Connect':
    case undefined:
      return <ConnectView foyer={foyer} />
    case 'Networks':
      return <NetworksView foyer={foyer} />
    case 'Send':
      return <SendView foyer={foyer} />
    default:
      return (
        <ViewFrame foyer={foyer} title={route?.view ?? ''}>
          <p className="foyer-muted">This view is not available yet.</p>
        </ViewFrame>
      )
  }
}
