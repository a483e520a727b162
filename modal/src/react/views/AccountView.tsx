import { useEffect, useState } from 'react'
import type { Foyer } from '../../core/instantiateFoyer.ts'
import { pushRoute } from '../../core/router/navigate.ts'
import { formatAmount } from '../../core/utils/formatAmount.ts'
import { shortAddress } from '../../core/utils/shortAddress.ts'
import { disconnectWallet, refreshBalance } from '../../core/wallet/actions.ts'
import { chainName } from '../chainName.ts'
import { useFoyerState } from '../useFoyerState.ts'
import { ConnectionsList } from './ConnectionsList.tsx'
import { TokenList } from './TokenList.tsx'
import { UnsupportedChainNotice } from './UnsupportedChainNotice.tsx'
import { ViewFrame } from './ViewFrame.tsx'

/**
 * The connected account: address (short, copyable), balances, network (with a way to switch),
 * other connections, the Send / Buy / Register name entries and Disconnect.
 */
export function AccountView({ foyer }: { foyer: Foyer }) {
  const address = useFoyerState(foyer.connection, (s) => s.address)
  const chainId = useFoyerState(foyer.connection, (s) => s.chainId)
  const balance = useFoyerState(foyer.balance, (s) => s)
  const notice = useFoyerState(foyer.notice, (s) => s)
  const [copied, setCopied] = useState(false)

  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 1500)
    return () => clearTimeout(timer)
  }, [copied])

  if (!address)
    return (
      <ViewFrame foyer={foyer} title="Account">
        <p className="foyer-muted">No account connected.</p>
      </ViewFrame>
    )

  const supported = chainId !== undefined && foyer.config.chains.includes(chainId)

  return (
    <ViewFrame foyer={foyer} title="Account">
      {notice.message && (
        <p className={`foyer-notice foyer-notice-${notice.tone}`} role="status">
          {notice.message}
        </p>
      )}
      <div className="foyer-account">
        <span className="foyer-avatar" aria-hidden="true" />
        <p className="foyer-address-short">{shortAddress(address)}</p>
        <span className="foyer-tooltip-anchor">
          <button
            type="button"
            className="foyer-secondary"
            data-autofocus=""
            aria-describedby={copied ? 'foyer-copied' : undefined}
            onClick={() =>
              void navigator.clipboard?.writeText(address).then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
          >
            Copy address
          </button>
          {copied && (
            <span role="tooltip" id="foyer-copied" className="foyer-tooltip">
              Address copied
            </span>
          )}
        </span>
      </div>
      <p className="foyer-address" data-testid="foyer-address">
        {address}
      </p>
      {!supported && chainId !== undefined && <UnsupportedChainNotice foyer={foyer} />}
      <div className="foyer-balance" aria-live="polite" hidden={!supported}>
        {balance.status === 'success' && (
          <p data-testid="foyer-balance">
            {formatAmount(balance.value, balance.decimals)} {balance.symbol}
          </p>
        )}
        {(balance.status === 'loading' || balance.status === 'idle') && (
          <p className="foyer-muted">Loading balance…</p>
        )}
        {balance.status === 'error' && (
          <div className="foyer-error" role="alert">
            <p>Couldn’t load the balance. {balance.error}</p>
            <button
              type="button"
              className="foyer-secondary"
              onClick={() => void refreshBalance(foyer)}
            >
              Retry
            </button>
          </div>
        )}
      </div>
      <button
        type="button"
        className="foyer-row"
        aria-label={`Network: ${chainName(chainId)}. Switch network`}
        onClick={() => pushRoute(foyer, { view: 'Networks' })}
      >
        <span className="foyer-grow">Network</span>
        <span>{chainName(chainId)}</span>
      </button>
      <TokenList foyer={foyer} />
      <div className="foyer-actions">
        <button
          type="button"
          className="foyer-primary"
          disabled={!supported}
          onClick={() => pushRoute(foyer, { view: 'Send' })}
        >
          Send
        </button>
        <button type="button" className="foyer-secondary" disabled title="Arrives with the on-ramp">
          Buy
        </button>
        <button
          type="button"
          className="foyer-secondary"
          disabled
          title="Arrives with account names"
        >
          Register name
        </button>
      </div>
      <ConnectionsList foyer={foyer} />
      <button type="button" className="foyer-danger" onClick={() => void disconnectWallet(foyer)}>
        Disconnect
      </button>
    </ViewFrame>
  )
}
