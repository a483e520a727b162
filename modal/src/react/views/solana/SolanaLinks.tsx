import { shortAddress } from '../../../core/account/shortAddress.ts'
import { EMBEDDED_CONNECTOR_ID } from '../../../core/connection/constants.ts'
import type { Foyer } from '../../../core/foyer.ts'
import { showView } from '../../../core/router/showView.ts'
import { configuredSolanaNetworks, SOLANA_NETWORKS } from '../../../core/solana/networks.ts'
import { solanaStore } from '../../../core/solana/solanaState.ts'
import { selectSolanaNetwork } from '../../../core/solana/solanaWallets.ts'
import { useFoyerState } from '../../useFoyerState.ts'
import { useI18n } from '../../useI18n.ts'
import { solanaWalletName } from './solanaText.tsx'

/**
 * On the EVM Account: the connected Solana account, one click from its own view (the two
 * namespaces' accounts are open side by side).
 */
export function SolanaAccountRow({ foyer }: { foyer: Foyer }) {
  const { t } = useI18n(foyer)
  const { status, address, chainId, wallet } = useFoyerState(solanaStore(foyer), (s) => s)
  if (status !== 'connected' || !address || !chainId) return null
  return (
    <section className="foyer-connections" aria-label={t('solana.accountRowLabel')}>
      <ul>
        <li>
          <span className="foyer-grow">
            <span translate="no">
              {solanaWalletName(t, wallet)} · {SOLANA_NETWORKS[chainId].name}
            </span>{' '}
            ·{' '}
            <bdi dir="ltr" translate="no">
              {address.slice(0, 4)}…{address.slice(-4)}
            </bdi>
          </span>
          <button
            type="button"
            className="foyer-link"
            onClick={() => showView(foyer, { view: 'SolanaAccount' }, { back: false })}
          >
            {t('solana.useSolanaAccount')}
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
  const { t } = useI18n(foyer)
  const connector = useFoyerState(foyer.connection, (s) => s.connector)
  if (!address) return null
  // The email wallet is named in the visitor's language; other wallets by their own name.
  const name = connector?.id === EMBEDDED_CONNECTOR_ID ? t('solana.emailWallet') : connector?.name
  return (
    <section className="foyer-connections" aria-label={t('solana.evmAccountLabel')}>
      <ul>
        <li>
          <span className="foyer-grow">
            <span translate="no">{name}</span> ·{' '}
            <bdi dir="ltr" translate="no">
              {shortAddress(address)}
            </bdi>
          </span>
          <button
            type="button"
            className="foyer-link"
            onClick={() => showView(foyer, { view: 'Account' }, { back: false })}
          >
            {t('solana.useEvmAccount')}
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
  const { t } = useI18n(foyer)
  const { status, chainId, wallet } = useFoyerState(solanaStore(foyer), (s) => s)
  const connected = status === 'connected'
  return (
    <ul className="foyer-wallets" aria-label={t('solana.networksLabel')}>
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
                <span translate="no">{network.name}</span>
                {unsupported ? (
                  <span className="foyer-muted foyer-small">
                    {t('solana.networkUnsupported', { wallet: solanaWalletName(t, wallet) })}
                  </span>
                ) : (
                  <span className="foyer-muted foyer-small" translate="no">
                    Solana
                  </span>
                )}
              </span>
              {isCurrent && <span className="foyer-badge">{t('solana.connected')}</span>}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
