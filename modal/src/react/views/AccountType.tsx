import { setPreferredAccount } from '../../core/embedded/setPreferredAccount.ts'
import { smartAccountStore } from '../../core/embedded/smartAccountState.ts'
import type { Foyer } from '../../core/foyer.ts'
import { chainName } from '../../core/network/chainNames.ts'
import { describedNode } from '../describeErrorIn.ts'
import { useFoyerState } from '../useFoyerState.ts'
import { useI18n } from '../useI18n.ts'

/**
 * The embedded wallet's account type in Account: a standard account (EOA) or a smart account on
 * this network (EIP-7702: the same address, able to run a batch of calls in one approval), and
 * the switch between them, which the wallet asks the visitor to approve. Shown on networks where
 * smart accounts are available, or where the account already is one.
 */
export function AccountType({ foyer, chainId }: { foyer: Foyer; chainId: number | undefined }) {
  const { t } = useI18n(foyer)
  const store = smartAccountStore(foyer)
  const deployed = useFoyerState(store, (s) => s.smartAccountDeployed)
  const available = useFoyerState(
    store,
    (s) => chainId !== undefined && s.enabledNetworks.includes(chainId),
  )
  const switching = useFoyerState(store, (s) => s.status === 'switching')
  const error = useFoyerState(store, (s) => s.error)
  if (!available && !deployed) return null
  const network = chainName(chainId)
  return (
    <section
      className="foyer-connections foyer-account-type"
      aria-labelledby="foyer-account-type-title"
      data-testid="foyer-account-type"
    >
      <h3 id="foyer-account-type-title">{t('account.typeTitle')}</h3>
      <p className="foyer-text" data-testid="foyer-account-type-current">
        {t(deployed ? 'account.smartAccount' : 'account.standardAccount', { network })}
      </p>
      <button
        type="button"
        className="foyer-secondary"
        disabled={switching}
        onClick={() => void setPreferredAccount(foyer, deployed ? 'eoa' : 'smartAccount')}
      >
        {t(deployed ? 'account.switchToStandard' : 'account.switchToSmart')}
      </button>
      {switching && (
        <p className="foyer-muted" role="status">
          {t('account.approveChange')}
        </p>
      )}
      {error && !switching && (
        <p className="foyer-error foyer-text" role="alert">
          {describedNode(t, error)}
        </p>
      )}
    </section>
  )
}
