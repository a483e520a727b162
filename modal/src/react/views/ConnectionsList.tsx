import type { Foyer } from '../../core/instantiateFoyer.ts'
import { pushRoute } from '../../core/router/navigate.ts'
import { shortAddress } from '../../core/utils/shortAddress.ts'
import { disconnectWallet, switchWalletConnection } from '../../core/wallet/actions.ts'
import { useFoyerState } from '../useFoyerState.ts'

/** Every open connection: the current one marked, the others can become current or be closed. */
export function ConnectionsList({ foyer }: { foyer: Foyer }) {
  const connections = useFoyerState(foyer.connection, (s) => s.connections)
  const current = useFoyerState(foyer.connection, (s) => s.connector?.id)
  return (
    <section className="foyer-connections" aria-label="Connected wallets">
      <h3>Wallets</h3>
      <ul>
        {connections.map(({ connector, addresses }) => (
          <li key={connector.id} aria-current={connector.id === current ? 'true' : undefined}>
            <span className="foyer-grow">
              {connector.name} · {addresses[0] ? shortAddress(addresses[0]) : '—'}
            </span>
            {connector.id === current ? (
              <span className="foyer-badge">Current</span>
            ) : (
              <>
                <button
                  type="button"
                  className="foyer-link"
                  onClick={() => void switchWalletConnection(foyer, { connectorId: connector.id })}
                >
                  Use {connector.name}
                </button>
                <button
                  type="button"
                  className="foyer-link"
                  onClick={() => void disconnectWallet(foyer, { connectorId: connector.id })}
                >
                  Disconnect {connector.name}
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="foyer-link"
        onClick={() => pushRoute(foyer, { view: 'Connect' })}
      >
        Add another wallet
      </button>
    </section>
  )
}
