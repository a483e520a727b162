import { shortAddress } from '../../../core/account/shortAddress.ts'
import type { Foyer } from '../../../core/foyer.ts'
import { showView } from '../../../core/router/showView.ts'
import { configuredSolanaNetworks, SOLANA_NETWORKS } from '../../../core/solana/networks.ts'
import { solanaStore } from '../../../core/solana/solanaState.ts'
import { selectSolanaNetwork } from '../../../core/solana/solanaWallets.ts'
import { useFoyerState } from '../../useFoyerState.ts'

/**
 * On the EVM Account: the connected Solana account, one click from its own view (the two
 * namespaces' accounts are open side by side).
 */
export function SolanaAccountRow({ foyer }: { foyer: Foyer }) {
  const { status, address, chainId, wallet } = useFoyerState(solanaStore(foyer), (s) => s)
  if (status !== 'connected' || !address || !chainId) return null
  return (
    <section className="foyer-connections" aria-label="Solana account">
      <ul>
        <li>
          <span className="foyer-grow">
            {wallet?.name} · {SOLANA_NETWORKS[chainId].name} ·{' '}
            <bdi dir="ltr">
              {address.slice(0, 4)}…{address.slice(-4)}
            </bdi>
          </span>
          <button
            type="button"
            className="foyer-link"
            onClick={() => showView(foyer, { view: 'SolanaAccount' }, { back: false })}
          >
            Use the Solana account
          </button>
        </li>
      </ul>
    </section>
  )
}

/** On the Solana account: the EVM account when one is connected too, one click from its view. */
export function EvmAccountRow({ foyer }: { foyer: Foyer }) {
  const address = useFoyerState(foyer.connection, (s) =>
    s.status === 'connected' ? s.address : undefined,
  )
  const name = useFoyerState(foyer.connection, (s) => s.connector?.name)
  if (!address) return null
  return (
    <section className="foyer-connections" aria-label="EVM account">
      <ul>
        <li>
          <span className="foyer-grow">
            {name} · <bdi dir="ltr">{shortAddress(address)}</bdi>
          </span>
          <button
            type="button"
            className="foyer-link"
            onClick={() => showView(foyer, { view: 'Account' }, { back: false })}
          >
            Use the EVM account
          </button>
        </li>
      </ul>
    </section>
  )
}

/**
 * In Networks, under the EVM chains: the configured Solana networks. Picking one moves the
 * connected Solana account there (when its wallet speaks it) and shows it; without a Solana
 * wallet connected, Connect shows the Solana wallets.
 */
export function SolanaNetworks({ foyer }: { foyer: Foyer }) {
  const { status, chainId, wallet } = useFoyerState(solanaStore(foyer), (s) => s)
  const connected = status === 'connected'
  return (
    <ul className="foyer-wallets" aria-label="Solana networks">
      {configuredSolanaNetworks(foyer.config).map((id) => {
        const network = SOLANA_NETWORKS[id]
        const isCurrent = connected && id === chainId
        const unsupported = connected && !wallet?.chains.includes(id)
        return (
          <li key={id}>
            <button
              type="button"
              className="foyer-wallet"
              aria-current={isCurrent ? 'true' : undefined}
              disabled={unsupported}
              onClick={() =>
                connected
                  ? selectSolanaNetwork(foyer, { chainId: id })
                  : showView(foyer, { view: 'Connect' })
              }
            >
              <span className="foyer-grow foyer-wallet-name">
                <span>{network.name}</span>
                <span className="foyer-muted foyer-small">
                  {unsupported ? `${wallet?.name} does not support it` : 'Solana'}
                </span>
              </span>
              {isCurrent && <span className="foyer-badge">Connected</span>}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
