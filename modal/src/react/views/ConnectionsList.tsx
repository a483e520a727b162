import { shortAddress } from '../../core/account/shortAddress.ts'
import { EMBEDDED_CONNECTOR_ID } from '../../core/connection/constants.ts'
import { disconnectWallet } from '../../core/connection/disconnectWallet.ts'
import { switchWalletConnection } from '../../core/connection/switchWalletConnection.ts'
import type { Foyer } from '../../core/foyer.ts'
import { showView } from '../../core/router/showView.ts'
import { errorNode, useThrown } from '../describeErrorIn.ts'
import { useAction } from '../useAction.ts'
import { useFoyerState } from '../useFoyerState.ts'
import { useI18n } from '../useI18n.ts'

/** Every open connection: the current one marked, the others can become current or be closed. */
export function ConnectionsList({ foyer }: { foyer: Foyer }) {
  const { t } = useI18n(foyer)
  // The email wallet is ours: its name is a message; another wallet names itself.
  const nameOf = (connector: { id: string; name: string }) =>
    connector.id === EMBEDDED_CONNECTOR_ID ? t('account.emailWallet') : connector.name
  const connections = useFoyerState(foyer.connection, (s) => s.connections)
  const current = useFoyerState(foyer.connection, (s) => s.connector?.id)
  const [switchKept, switchThrown] = useThrown(switchWalletConnection)
  const [disconnectKept, disconnectThrown] = useThrown(disconnectWallet)
  const switching = useAction(foyer, switchKept)
  const disconnecting = useAction(foyer, disconnectKept)
  const busy = switching.pending || disconnecting.pending
  const error = switching.error
    ? switchThrown.current
    : disconnecting.error
      ? disconnectThrown.current
      : undefined
  const failed = Boolean(switching.error ?? disconnecting.error)
  return (
    <section className="foyer-connections" aria-label={t('account.connectedWallets')}>
      <h3>{t('account.wallets')}</h3>
      <ul>
        {connections.map(({ connector, addresses }) => (
          <li key={connector.id} aria-current={connector.id === current ? 'true' : undefined}>
            <span className="foyer-grow">
              <span translate={connector.id === EMBEDDED_CONNECTOR_ID ? undefined : 'no'}>
                {nameOf(connector)}
              </span>{' '}
              ·{' '}
              {addresses[0] ? (
                <bdi dir="ltr" translate="no">
                  {shortAddress(addresses[0])}
                </bdi>
              ) : (
                '—'
              )}
            </span>
            {connector.id === current ? (
              <span className="foyer-badge">{t('account.current')}</span>
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
                  {t('account.useWallet', { wallet: nameOf(connector) })}
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
                  {t('account.disconnectWallet', { wallet: nameOf(connector) })}
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
      {failed && (
        <p className="foyer-error" role="alert">
          {errorNode(t, error)}
        </p>
      )}
      <button
        type="button"
        className="foyer-link"
        onClick={() => showView(foyer, { view: 'Connect' })}
      >
        {t('account.addWallet')}
      </button>
    </section>
  )
}
