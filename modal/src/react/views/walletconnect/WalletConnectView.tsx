import { useEffect } from 'react'
import type { Foyer } from '../../../core/foyer.ts'
import { connectWalletConnect } from '../../../core/walletconnect/connectWalletConnect.ts'
import { walletConnectStore } from '../../../core/walletconnect/walletConnectState.ts'
import { describedNode } from '../../describeErrorIn.ts'
import { useFoyerState } from '../../useFoyerState.ts'
import { useI18n } from '../../useI18n.ts'
import { CopyLinkButton } from '../CopyLinkButton.tsx'
import { useQrCode } from '../useQrCode.ts'
import { ViewFrame } from '../ViewFrame.tsx'

/** A phone or tablet: deep links into its wallets instead of a code to scan. */
const isMobile = () => /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent)

/**
 * WalletConnect v2: starts pairing when it opens, shows the code to scan with a wallet on another
 * device (or deep links on mobile), a copyable link, a spinner while it waits, and the reason with
 * Retry when pairing fails or expires. Once the wallet approves, the modal goes on to Account.
 */
export function WalletConnectView({ foyer }: { foyer: Foyer }) {
  const { t, rich } = useI18n(foyer)
  const store = walletConnectStore(foyer)
  const { status, uri, error } = useFoyerState(store, (s) => s)
  const qr = useQrCode(uri)
  const mobileWallets = foyer.config.walletConnect?.mobileWallets ?? []

  useEffect(() => {
    void connectWalletConnect(foyer).catch(() => {
      // The reason is in the WalletConnect state, shown below with Retry.
    })
  }, [foyer])

  return (
    <ViewFrame foyer={foyer} title={t('walletConnect.title')}>
      {(status === 'loading' || (status === 'pairing' && !qr)) && (
        <p className="foyer-muted foyer-qr-waiting" role="status">
          <span className="foyer-spinner" aria-hidden="true" /> {t('walletConnect.preparing')}
        </p>
      )}
      {status === 'pairing' && uri && (
        <div className="foyer-wc">
          {qr && (
            <img
              className="foyer-qr"
              src={qr}
              alt={t('walletConnect.qrAlt')}
              data-testid="foyer-wc-qr"
              width={240}
              height={240}
            />
          )}
          <p className="foyer-muted foyer-text" role="status">
            <span className="foyer-spinner" aria-hidden="true" /> {t('walletConnect.waiting')}
          </p>
          {isMobile() && mobileWallets.length > 0 && (
            <ul className="foyer-wallets" aria-label={t('walletConnect.openInApp')}>
              {mobileWallets.map((wallet) => (
                <li key={wallet.name}>
                  <a
                    className="foyer-wallet"
                    translate="no"
                    href={wallet.link.replace('{uri}', encodeURIComponent(uri))}
                  >
                    {wallet.name}
                  </a>
                </li>
              ))}
            </ul>
          )}
          <CopyLinkButton key={uri} foyer={foyer} uri={uri} autoFocus />
        </div>
      )}
      {status === 'error' && (
        <div className="foyer-error" role="alert">
          <p>{rich('walletConnect.failed', { reason: error ? describedNode(t, error) : '' })}</p>
          <button
            type="button"
            className="foyer-secondary"
            data-autofocus=""
            onClick={() => void connectWalletConnect(foyer).catch(() => {})}
          >
            {t('walletConnect.retry')}
          </button>
        </div>
      )}
    </ViewFrame>
  )
}
