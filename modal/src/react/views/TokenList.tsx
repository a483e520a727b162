import { formatAmount, formatBalance } from '../../core/formatAmount.ts'
import type { Foyer } from '../../core/foyer.ts'
import { useFoyerState } from '../useFoyerState.ts'
import { useI18n } from '../useI18n.ts'

/**
 * The account's token balances on the current chain (the native balance is shown above it, once).
 * Amounts are rounded for reading; the exact value is in the title. A token Foyer cannot handle
 * says why instead of an amount.
 */
export function TokenList({ foyer }: { foyer: Foyer }) {
  const { t, amount } = useI18n(foyer)
  const items = useFoyerState(foyer.tokens, (s) => s.items)
  const tokens = items.filter((token) => token.address !== undefined)
  if (tokens.length === 0) return null
  return (
    <ul className="foyer-tokens" aria-label={t('account.tokenBalances')}>
      {tokens.map((token) => {
        const exact = `${amount(formatAmount(token.value, token.decimals))} ${token.symbol}`
        return (
          <li key={token.address} data-testid={`foyer-token-${token.symbol}`}>
            <span className="foyer-grow foyer-ellipsis" title={token.symbol} translate="no">
              {token.symbol}
            </span>
            {token.unsupported ? (
              <span className="foyer-muted foyer-unsupported">
                {t('account.unsupportedToken', { decimals: token.decimals })}
              </span>
            ) : (
              <span className="foyer-amount" title={exact} dir="ltr" translate="no">
                {amount(formatBalance(token.value, token.decimals))}
              </span>
            )}
          </li>
        )
      })}
    </ul>
  )
}
