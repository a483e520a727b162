import { useState } from 'react'
import type { Foyer } from '../../core/instantiateFoyer.ts'
import { switchNetwork } from '../../core/wallet/actions.ts'
import { describeError } from '../../core/wallet/describeError.ts'
import { chainName } from '../chainName.ts'
import { useFoyerState } from '../useFoyerState.ts'

/** The wallet is on a chain this app does not use: say so and offer the switch. */
export function UnsupportedChainNotice({ foyer }: { foyer: Foyer }) {
  const chainId = useFoyerState(foyer.connection, (s) => s.chainId)
  const [error, setError] = useState<string>()
  const target = foyer.config.chains[0]!
  return (
    <div className="foyer-warning" role="alert">
      <p>Your wallet is on a network this app does not support (chain {chainId}).</p>
      <button
        type="button"
        className="foyer-secondary"
        onClick={() => {
          setError(undefined)
          switchNetwork(foyer, { chainId: target }).catch((e) => setError(describeError(e)))
        }}
      >
        Switch to {chainName(target)}
      </button>
      {error && <p className="foyer-error">{error}</p>}
    </div>
  )
}
