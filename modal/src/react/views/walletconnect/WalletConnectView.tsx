import { useEffect } from 'react'
import type { Foyer } from '../../../core/foyer.ts'
import { connectWalletConnect } from '../../../core/walletconnect/connectWalletConnect.ts'
import { walletConnectStore } from '../../../core/walletconnect/walletConnectState.ts'
import { useFoyerState } from '../../useFoyerState.ts'
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
    <ViewFrame foyer={foyer} title="WalletConnect">
      {(status === 'loading' || (status === 'pairing' && !qr)) && (
        <p className="foyer-muted foyer-qr-waiting" role="status">
          <span className="foyer-spinner" aria-hidden="true" /> Preparing the code…
        </p>
      )}
      {status === 'pairing' && uri && (
        <div className="foyer-wc">
          {qr && (
            <img
              className="foyer-qr"
              src={qr}
              alt="QR code: scan it with your wallet app to connect"
              data-testid="foyer-wc-qr"
              width={240}
              height={240}
            />
          )}
          <p className="foyer-muted foyer-text" role="status">
            <span className="foyer-spinner" aria-hidden="true" /> Waiting for your wallet… Scan the
            code with a WalletConnect wallet, then approve there.
          </p>
          {isMobile() && mobileWallets.length > 0 && (
            <ul className="foyer-wallets" aria-label="Open in a wallet app">
              {mobileWallets.map((wallet) => (
                <li key={wallet.name}>
                  <a
                    className="foyer-wallet"
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
          <p>Couldn’t connect with WalletConnect. {error}</p>
          <button
            type="button"
            className="foyer-secondary"
            data-autofocus=""
            onClick={() => void connectWalletConnect(foyer).catch(() => {})}
          >
            Retry
          </button>
        </div>
      )}
    </ViewFrame>
  )
}
