import { useState } from 'react'
import type { Foyer } from '../../core/instantiateFoyer.ts'
import { switchNetwork } from '../../core/wallet/actions.ts'
import { describeError } from '../../core/wallet/describeError.ts'
import { chainName } from '../chainName.ts'
import { useFoyerState } from '../useFoyerState.ts'
import { ViewFrame } from './ViewFrame.tsx'

/** The configured chains, the current one marked; picking one asks the wallet to switch. */
export function NetworksView({ foyer }: { foyer: Foyer }) {
  const current = useFoyerState(foyer.connection, (s) => s.chainId)
  const [pending, setPending] = useState<number>()
  const [error, setError] = useState<string>()

  const pick = async (chainId: number) => {
    setPending(chainId)
    setError(undefined)
    try {
      await switchNetwork(foyer, { chainId })
    } catch (e) {
      setError(describeError(e))
    } finally {
      setPending(undefined)
    }
  }

  return (
    <ViewFrame foyer={foyer} title="Choose network">
      <ul className="foyer-wallets" aria-label="Networks">
        {foyer.config.chains.map((chainId, index) => {
          const name = chainName(chainId)
          const isCurrent = chainId === current
          return (
            <li key={chainId}>
              <button
                type="button"
                className="foyer-wallet"
                aria-current={isCurrent ? 'true' : undefined}
                aria-busy={pending === chainId}
                data-autofocus={index === 0 ? '' : undefined}
                disabled={pending !== undefined}
                onClick={() => void pick(chainId)}
              >
                <span className="foyer-chain-icon" aria-hidden="true">
                  {name.slice(0, 1)}
                </span>
                <span className="foyer-grow">{name}</span>
                {isCurrent && <span className="foyer-badge">Connected</span>}
              </button>
            </li>
          )
        })}
      </ul>
      {pending !== undefined && (
        <p className="foyer-muted" role="status">
          Approve the network switch in your wallet…
        </p>
      )}
      {error && (
        <p className="foyer-error" role="alert">
          {error}
        </p>
      )}
    </ViewFrame>
  )
}
