import { formatAmount } from '../../core/account/formatAmount.ts'
import type { Foyer } from '../../core/instantiateFoyer.ts'
import { useFoyerState } from '../useFoyerState.ts'

/** Balances of the current account on the current chain: native first, then tokens. */
export function TokenList({ foyer }: { foyer: Foyer }) {
  const tokens = useFoyerState(foyer.tokens, (s) => s)
  if (tokens.items.length === 0) return null
  return (
    <ul className="foyer-tokens" aria-label="Token balances">
      {tokens.items.map((token) => (
        <li key={token.address ?? 'native'} data-testid={`foyer-token-${token.symbol}`}>
          <span className="foyer-grow">{token.symbol}</span>
          <span>{formatAmount(token.value, token.decimals)}</span>
        </li>
      ))}
    </ul>
  )
}
