import { shortAddress } from '../../core/account/shortAddress.ts'
import { disconnectWallet } from '../../core/connection/disconnectWallet.ts'
import { switchWalletConnection } from '../../core/connection/switchWalletConnection.ts'
import type { Foyer } from '../../core/foyer.ts'
import { showView } from '../../core/router/showView.ts'
import { useAction } from '../useAction.ts'
import { useFoyerState } from '../useFoyerState.ts'

/** Every open connection: the current one marked, the others can become current or be closed. */
export function ConnectionsList({ foyer }: { foyer: Foyer }) {
  const connections = useFoyerState(foyer.connection, (s) => s.connections)
  const current = useFoyerState(foyer.connection, (s) => s.connector?.id)
  const switching = useAction(foyer, switchWalletConnection)
  const disconnecting = useAction(foyer, disconnectWallet)
  const busy = switching.pending || disconnecting.pending
  const error = switching.error ?? disconnecting.error
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
                  disabled={busy}
                  onClick={() => {
                    disconnecting.reset()
                    void switching.run({ connectorId: connector.id })
                  }}
                >
                  Use {connector.name}
                </button>
                <button
                  type="button"
                  className="foyer-link"
                  disabled={busy}
                  onClick={() => {
                    switching.reset()
                    void disconnecting.run({ connectorId: connector.id })
                  }}
                >
                  Disconnect {connector.name}
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
      {error && (
        <p className="foyer-error" role="alert">
          {error}
        </p>
      )}
      <button
        type="button"
        className="foyer-link"
        onClick={() => showView(foyer, { view: 'Connect' })}
      >
        Add another wallet
      </button>
    </section>
  )
}
