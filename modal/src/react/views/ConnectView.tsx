import { lazy, Suspense, useEffect, useState } from 'react'
import { connectWallet } from '../../core/connection/connectWallet.ts'
import { ensureEngine } from '../../core/connection/ensureEngine.ts'
import { isDataImage } from '../../core/connection/isDataImage.ts'
import { cancelConnect } from '../../core/connection/pendingConnect.ts'
import { offersEmailLogin } from '../../core/embedded/login/emailLogin.ts'
import { offersPasskeyLogin } from '../../core/embedded/login/passkeyLogin.ts'
import { offeredSocials } from '../../core/embedded/login/socialLogin.ts'
import { describeError } from '../../core/errors/describeError.ts'
import type { Foyer } from '../../core/foyer.ts'
import { showView } from '../../core/router/showView.ts'
import { SAFE_CONNECTOR_ID } from '../../core/safe/constants.ts'
import { framedBySafe } from '../../core/safe/framedBySafe.ts'
import { siweStore } from '../../core/siwe/siweState.ts'
import { WALLETCONNECT_CONNECTOR_ID } from '../../core/walletconnect/constants.ts'
import { afterPaint } from '../afterPaint.ts'
import { useFoyerState } from '../useFoyerState.ts'
import { EmailLoginForm } from './EmailLoginForm.tsx'
import { WalletConnectLogo } from './icons.tsx'
import { PasskeyButton } from './PasskeyButton.tsx'
import { SocialButtons } from './social/SocialButtons.tsx'
import { ViewFrame } from './ViewFrame.tsx'

/**
 * Where a visitor without a wallet gets one: each site offers the download for the visitor's own
 * browser or phone.
 */
const GET_A_WALLET = [
  { name: 'MetaMask', url: 'https://metamask.io/download/' },
  { name: 'Rabby', url: 'https://rabby.io/' },
  { name: 'Coinbase Wallet', url: 'https://www.coinbase.com/wallet/downloads' },
] as const

/** The Solana wallets: a chunk of their own, loaded only when a Solana network is configured. */
const SolanaPart = lazy(() => import('./solana/SolanaViews.tsx'))
type SolanaTwinsHandle = import('./solana/SolanaViews.tsx').SolanaTwinsHandle

/** True on a touch-first device (a phone, a tablet): its text fields open an on-screen keyboard. */
function coarsePointer(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches
}

/**
 * The ways in: the embedded wallet's email field and social logins first (when configured), then
 * every wallet announced on the page (EIP-6963) and WalletConnect. Connects the one picked.
 */
export function ConnectView({ foyer }: { foyer: Foyer }) {
  // The wallet list needs the wallet code; load it if nothing did before (hover prefetch).
  useEffect(
    () =>
      afterPaint(() =>
        ensureEngine(foyer).catch(() => {
          // The failure is in connection.discovery and shown with a retry.
        }),
      ),
    [foyer],
  )
  const wallets = useFoyerState(foyer.connection, (s) => s.wallets)
  const discovery = useFoyerState(foyer.connection, (s) => s.discovery)
  const pending = useFoyerState(foyer.connection, (s) => s.pendingConnectorId)
  const error = useFoyerState(foyer.connection, (s) => s.error)
  const recent = useFoyerState(foyer.connection, (s) => s.recentConnectorId)
  const connections = useFoyerState(foyer.connection, (s) => s.connections)
  const siweError = useFoyerState(siweStore(foyer), (s) => s.error)
  // Opened while the last session was coming back: the connection policy shows Account once it
  // is back (`restored`).
  const pendingWallet = wallets.find((w) => w.id === pending)
  // The EVM wallets that are Solana wallets too (Phantom), told by the Solana part once loaded.
  const [twins, setTwins] = useState<SolanaTwinsHandle>()
  // The wallet used last comes first, marked, as the one the visitor most likely wants.
  const ordered = [...wallets].sort((a, b) => Number(b.id === recent) - Number(a.id === recent))
  // Inside Safe{Wallet} the visitor acts as the Safe; the wallet frame could not load there
  // either (its CSP lets only the app's origins embed it, and Safe's page is an ancestor).
  const insideSafe = framedBySafe(foyer)
  const email = !insideSafe && offersEmailLogin(foyer)
  const socials = !insideSafe && offeredSocials(foyer).length > 0
  const passkeys = !insideSafe && offersPasskeyLogin(foyer)
  // Wallets installed in this browser come first when they are known as the view opens (the
  // wallet code was loaded: a reopen, a hover): the visitor who has one most likely wants it.
  // Decided once per opening, so the list never pushes the email field down while typing.
  const [walletsFirst] = useState(() => foyer.connection.getState().wallets.length > 0)
  const logins = email || socials || passkeys
  // Otherwise the embedded wallet's logins come first, then the wallets: focus starts on the first
  // control, but not on a phone's text field, whose keyboard would cover half the screen.
  const loginsFirst = logins && !walletsFirst
  const focusLogins = !coarsePointer() && loginsFirst
  // The same controls either way; only the first control of the view takes focus.
  const loginControls = (
    <>
      {email && <EmailLoginForm foyer={foyer} autoFocus={focusLogins} />}
      {socials && <SocialButtons foyer={foyer} autoFocus={loginsFirst && !email} />}
      {passkeys && <PasskeyButton foyer={foyer} />}
    </>
  )
  const divider = (
    <p className="foyer-divider" aria-hidden="true">
      or
    </p>
  )

  return (
    <ViewFrame
      foyer={foyer}
      title="Connect a wallet"
      step={wallets.length > 0 ? 'wallets' : discovery === 'done' ? 'empty' : 'looking'}
    >
      {/* The email field, the social logins (the first one wide), then the wallets, as on peers;
      the installed wallets first when they are known as the view opens. */}
      {loginsFirst && (
        <>
          {loginControls}
          {divider}
        </>
      )}
      {(discovery === 'idle' || discovery === 'discovering') && (
        <p className="foyer-muted" role="status">
          Looking for wallets…
        </p>
      )}
      {discovery === 'error' && (
        <div className="foyer-error" role="alert">
          <p>{error}</p>
          <button
            type="button"
            className="foyer-secondary"
            onClick={() =>
              void ensureEngine(foyer).catch(() => {
                // Shown again above, from connection.error.
              })
            }
          >
            Retry
          </button>
        </div>
      )}
      {discovery === 'done' && wallets.length === 0 && (
        <div className="foyer-empty" role="status">
          <p>
            <strong>No wallet found in this browser.</strong>
          </p>
          <p className="foyer-muted">
            {loginsFirst
              ? `Continue with ${email ? (socials ? 'your email or a social account' : 'your email') : 'a social account'} above, or install a browser wallet extension and reload this page.`
              : 'Install a browser wallet extension, then reload this page.'}
          </p>
          <p className="foyer-get-wallet">
            Get a wallet:{' '}
            {GET_A_WALLET.map((wallet, index) => (
              <span key={wallet.name}>
                {index > 0 && ' · '}
                <a href={wallet.url} target="_blank" rel="noopener noreferrer">
                  {wallet.name}
                  <span className="foyer-sr-only"> (opens its download page in a new tab)</span>
                </a>
              </span>
            ))}
          </p>
        </div>
      )}
      {wallets.length > 0 && (
        <ul className="foyer-wallets" aria-label="Wallets">
          {ordered.map((wallet, index) => (
            <li key={wallet.id}>
              <button
                type="button"
                className="foyer-wallet"
                data-autofocus={index === 0 && !loginsFirst ? '' : undefined}
                disabled={pending === wallet.id}
                aria-busy={pending === wallet.id}
                aria-describedby={wallet.warning ? `foyer-warning-${index}` : undefined}
                onClick={() =>
                  void connectWallet(foyer, { connectorId: wallet.id })
                    .then(() => {
                      // A wallet that speaks Solana too: its Solana account comes with it.
                      const solanaId = twins?.twins.get(wallet.id)
                      if (solanaId) return twins!.connect(solanaId)
                    })
                    .catch(() => {
                      // The reason is in connection.error (or the Solana list's) and shown.
                    })
                }
              >
                {isDataImage(wallet.icon) ? (
                  <img src={wallet.icon} alt="" width={32} height={32} />
                ) : (
                  <span className="foyer-wallet-icon" aria-hidden="true" />
                )}
                <span className="foyer-grow foyer-wallet-name">
                  <span className="foyer-ellipsis" title={wallet.name}>
                    {wallet.name}
                  </span>
                  {twins?.twins.has(wallet.id) && (
                    <span className="foyer-muted foyer-small">Ethereum · Solana</span>
                  )}
                  {wallet.warning && (
                    <span id={`foyer-warning-${index}`} className="foyer-wallet-warning">
                      {wallet.warning} · id {wallet.uuid?.slice(0, 8)}
                    </span>
                  )}
                </span>
                {connections.some((c) => c.connector.id === wallet.id) ? (
                  <span className="foyer-badge">Connected</span>
                ) : wallet.id === recent ? (
                  <span className="foyer-badge">Recent</span>
                ) : wallet.id === SAFE_CONNECTOR_ID ? (
                  // The Safe{Wallet} page around this app: connecting uses its Safe.
                  <span className="foyer-badge">This Safe</span>
                ) : (
                  // Announced by an extension in this browser (EIP-6963): nothing to install.
                  <span className="foyer-badge">Installed</span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      {foyer.config.chains.some((id) => typeof id === 'string') && (
        <Suspense fallback={null}>
          <SolanaPart
            foyer={foyer}
            part="wallets"
            describeError={describeError}
            evmWallets={wallets}
            onTwins={setTwins}
          />
        </Suspense>
      )}
      {foyer.config.walletConnect && (
        <button
          type="button"
          className="foyer-wallet"
          data-autofocus={
            discovery === 'done' && wallets.length === 0 && !loginsFirst ? '' : undefined
          }
          onClick={() => showView(foyer, { view: 'WalletConnect' })}
        >
          <WalletConnectLogo />
          <span className="foyer-grow foyer-wallet-name">
            <span>WalletConnect</span>
            <span className="foyer-muted foyer-small">Scan with a wallet on your phone</span>
          </span>
          {recent === WALLETCONNECT_CONNECTOR_ID && <span className="foyer-badge">Recent</span>}
        </button>
      )}
      {walletsFirst && logins && (
        <>
          {divider}
          {loginControls}
        </>
      )}
      {pendingWallet && (
        <div className="foyer-waiting" role="status">
          <p className="foyer-muted foyer-text">
            Waiting for {pendingWallet.name}… Approve the request in your wallet.
          </p>
          <button type="button" className="foyer-secondary" onClick={() => cancelConnect(foyer)}>
            Cancel
          </button>
        </div>
      )}
      {siweError && (
        <p className="foyer-error foyer-text" role="alert">
          Sign-in failed, so the wallet was disconnected: {siweError}
        </p>
      )}
      {discovery === 'done' && error && !pending && !siweError && (
        <p className="foyer-error foyer-text" role="alert">
          {error}
        </p>
      )}
    </ViewFrame>
  )
}
