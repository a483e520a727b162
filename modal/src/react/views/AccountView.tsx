import { useEffect, useState } from 'react'
import type { Foyer } from '../../core/instantiateFoyer.ts'
import { formatAmount } from '../../core/utils/formatAmount.ts'
import { shortAddress } from '../../core/utils/shortAddress.ts'
import { disconnectWallet, refreshBalance } from '../../core/wallet/actions.ts'
import { chainsById } from '../../core/wallet/chains.ts'
import { useFoyerState } from '../useFoyerState.ts'
import { ViewFrame } from './ViewFrame.tsx'

/** The connected account: address (short, copyable), native balance, network, Disconnect. */
export function AccountView({ foyer }: { foyer: Foyer }) {
  const address = useFoyerState(foyer.connection, (s) => s.address)
  const chainId = useFoyerState(foyer.connection, (s) => s.chainId)
  const connectorName = useFoyerState(foyer.connection, (s) => s.connector?.name)
  const balance = useFoyerState(foyer.balance, (s) => s)
  const [copied, setCopied] = useState(false)

  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 1500)
    return () => clearTimeout(timer)
  }, [copied])

  const chainName =
    chainId === undefined
      ? undefined
      : (chainsById[chainId as keyof typeof chainsById]?.name ?? `Chain ${chainId}`)

  return (
    <ViewFrame foyer={foyer} title="Account">
      {address ? (
        <>
          <div className="foyer-account">
            <span className="foyer-avatar" aria-hidden="true" />
            <p className="foyer-address-short">{shortAddress(address)}</p>
            <button
              type="button"
              className="foyer-secondary"
              data-autofocus=""
              aria-label={copied ? 'Address copied' : 'Copy address'}
              onClick={() =>
                void navigator.clipboard?.writeText(address).then(
                  () => setCopied(true),
                  () => setCopied(false),
                )
              }
            >
              {copied ? 'Copied' : 'Copy'}
            </button>
          </div>
          <p className="foyer-address" data-testid="foyer-address">
            {address}
          </p>
          <div className="foyer-balance" aria-live="polite">
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
          <p className="foyer-muted">
            {chainName}
            {connectorName ? ` · ${connectorName}` : ''}
          </p>
          <button
            type="button"
            className="foyer-danger"
            onClick={() => void disconnectWallet(foyer)}
          >
            Disconnect
          </button>
        </>
      ) : (
        <p className="foyer-muted">No account connected.</p>
      )}
    </ViewFrame>
  )
}
