import type { Foyer } from '../../core/foyer.ts'
import { chainName } from '../../core/network/chainNames.ts'
import { switchNetwork } from '../../core/network/switchNetwork.ts'
import { useAction } from '../useAction.ts'
import { useFoyerState } from '../useFoyerState.ts'

/** The wallet is on a chain this app does not support: say so and offer the switch. */
export function UnsupportedChainNotice({ foyer }: { foyer: Foyer }) {
  const chainId = useFoyerState(foyer.connection, (s) => s.chainId)
  const switching = useAction(foyer, switchNetwork)
  const target = foyer.config.chains.filter((id) => typeof id === 'number')[0]!
  return (
    <div className="foyer-warning" role="alert">
      <p>Your wallet is on a network this app does not support (chain {chainId}).</p>
      <button
        type="button"
        className="foyer-secondary"
        disabled={switching.pending}
        aria-busy={switching.pending}
        onClick={() => void switching.run({ chainId: target })}
      >
        Switch to {chainName(target)}
      </button>
      {switching.error && <p className="foyer-error">{switching.error}</p>}
    </div>
  )
}
