import { lazy, Suspense } from 'react'
import { describeError } from '../../core/errors/describeError.ts'
import type { Foyer } from '../../core/foyer.ts'
import { chainName } from '../../core/network/chainNames.ts'
import { switchNetwork } from '../../core/network/switchNetwork.ts'
import { errorNode, useThrown } from '../describeErrorIn.ts'
import { useAction } from '../useAction.ts'
import { useFoyerState } from '../useFoyerState.ts'
import { useI18n } from '../useI18n.ts'
import { ChainLogo } from './icons.tsx'
import { ViewFrame } from './ViewFrame.tsx'

/** The Solana networks: in the Solana chunk, loaded only when a Solana network is configured. */
const SolanaPart = lazy(() => import('./solana/SolanaViews.tsx'))

/** The app's chains; picking one asks the wallet to switch (SPEC §2 decides where to go next). */
export function NetworksView({ foyer }: { foyer: Foyer }) {
  const current = useFoyerState(foyer.connection, (s) => s.chainId)
  const { t } = useI18n(foyer)
  const [switchKept, switchThrown] = useThrown(switchNetwork)
  const switching = useAction(foyer, switchKept)
  const pending = switching.pending ? switching.variables?.chainId : undefined

  return (
    <ViewFrame foyer={foyer} title={t('networks.title')}>
      <ul className="foyer-wallets" aria-label={t('networks.list')}>
        {foyer.config.chains
          .filter((id) => typeof id === 'number')
          .map((chainId, index) => {
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
                  disabled={switching.pending}
                  onClick={() => void switching.run({ chainId })}
                >
                  <ChainLogo chainId={chainId} />
                  <span className="foyer-grow" translate="no">
                    {name}
                  </span>
                  {isCurrent && <span className="foyer-badge">{t('networks.connected')}</span>}
                </button>
              </li>
            )
          })}
      </ul>
      {foyer.config.chains.some((id) => typeof id === 'string') && (
        <Suspense fallback={null}>
          <SolanaPart foyer={foyer} part="networks" describeError={describeError} />
        </Suspense>
      )}
      {switching.pending && (
        <p className="foyer-muted" role="status">
          {t('networks.approveSwitch')}
        </p>
      )}
      {switching.error && (
        <p className="foyer-error" role="alert">
          {errorNode(t, switchThrown.current)}
        </p>
      )}
    </ViewFrame>
  )
}
