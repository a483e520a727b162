import type { Foyer } from '../../core/foyer.ts'
import { chainName } from '../../core/network/chainNames.ts'
import { switchNetwork } from '../../core/network/switchNetwork.ts'
import { errorNode, useThrown } from '../describeErrorIn.ts'
import { useAction } from '../useAction.ts'
import { useFoyerState } from '../useFoyerState.ts'
import { useI18n } from '../useI18n.ts'

/** The wallet is on a chain this app does not support: say so and offer the switch. */
export function UnsupportedChainNotice({ foyer }: { foyer: Foyer }) {
  const chainId = useFoyerState(foyer.connection, (s) => s.chainId)
  const { t } = useI18n(foyer)
  const [switchKept, switchThrown] = useThrown(switchNetwork)
  const switching = useAction(foyer, switchKept)
  const target = foyer.config.chains.filter((id) => typeof id === 'number')[0]!
  return (
    <div className="foyer-warning" role="alert">
      <p>{t('networks.unsupported', { chainId: String(chainId) })}</p>
      <button
        type="button"
        className="foyer-secondary"
        disabled={switching.pending}
        aria-busy={switching.pending}
        onClick={() => void switching.run({ chainId: target })}
      >
        {t('networks.switchTo', { network: chainName(target) })}
      </button>
      {switching.error && <p className="foyer-error">{errorNode(t, switchThrown.current)}</p>}
    </div>
  )
}
