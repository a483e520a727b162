import { lazy, Suspense, useEffect, useState } from 'react'
import { connectWallet } from '../../core/connection/connectWallet.ts'
import { DUPLICATE_WALLET_WARNING } from '../../core/connection/discoverWallets.ts'
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
import { describedNode } from '../describeErrorIn.ts'
import { useFoyerState } from '../useFoyerState.ts'
import { useI18n } from '../useI18n.ts'
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
  const { t, rich } = useI18n(foyer)
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
      {t('connect.or')}
    </p>
  )

  return (
    <ViewFrame
      foyer={foyer}
      title={t('connect.title')}
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
          {t('connect.looking')}
        </p>
      )}
      {discovery === 'error' && (
        <div className="foyer-error" role="alert">
          <p>{error && describedNode(t, error)}</p>
          <button
            type="button"
            className="foyer-secondary"
            onClick={() =>
              void ensureEngine(foyer).catch(() => {
                // Shown again above, from connection.error.
              })
            }
          >
            {t('connect.retry')}
          </button>
        </div>
      )}
      {discovery === 'done' && wallets.length === 0 && (
        <div className="foyer-empty" role="status">
          <p>
            <strong>{t('connect.noWallet')}</strong>
          </p>
          <p className="foyer-muted">
            {loginsFirst
              ? t('connect.noWalletLogins', {
                  via: email ? (socials ? 'emailOrSocial' : 'email') : 'social',
                })
              : t('connect.noWalletInstall')}
          </p>
          <p className="foyer-get-wallet">
            {t('connect.getWallet')}{' '}
            {GET_A_WALLET.map((wallet, index) => (
              <span key={wallet.name}>
                {index > 0 && ' · '}
                <a href={wallet.url} target="_blank" rel="noopener noreferrer">
                  <span translate="no">{wallet.name}</span>
                  <span className="foyer-sr-only"> {t('connect.opensDownloadPage')}</span>
                </a>
              </span>
            ))}
          </p>
        </div>
      )}
      {wallets.length > 0 && (
        <ul className="foyer-wallets" aria-label={t('connect.walletsLabel')}>
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
                  <span className="foyer-ellipsis" title={wallet.name} translate="no">
                    {wallet.name}
                  </span>
                  {twins?.twins.has(wallet.id) && (
                    <span className="foyer-muted foyer-small" translate="no">
                      Ethereum · Solana
                    </span>
                  )}
                  {wallet.warning && (
                    <span id={`foyer-warning-${index}`} className="foyer-wallet-warning">
                      {wallet.warning === DUPLICATE_WALLET_WARNING ? (
                        rich('connect.duplicateWallet', {
                          id: (
                            <bdi dir="ltr" translate="no">
                              {wallet.uuid?.slice(0, 8)}
                            </bdi>
                          ),
                        })
                      ) : (
                        <bdi translate="no">
                          {wallet.warning} · id {wallet.uuid?.slice(0, 8)}
                        </bdi>
                      )}
                    </span>
                  )}
                </span>
                {connections.some((c) => c.connector.id === wallet.id) ? (
                  <span className="foyer-badge">{t('connect.badgeConnected')}</span>
                ) : wallet.id === recent ? (
                  <span className="foyer-badge">{t('connect.badgeRecent')}</span>
                ) : wallet.id === SAFE_CONNECTOR_ID ? (
                  // The Safe{Wallet} page around this app: connecting uses its Safe.
                  <span className="foyer-badge">{t('connect.badgeThisSafe')}</span>
                ) : (
                  // Announced by an extension in this browser (EIP-6963): nothing to install.
                  <span className="foyer-badge">{t('connect.badgeInstalled')}</span>
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
            <span translate="no">WalletConnect</span>
            <span className="foyer-muted foyer-small">{t('connect.walletConnectHint')}</span>
          </span>
          {recent === WALLETCONNECT_CONNECTOR_ID && (
            <span className="foyer-badge">{t('connect.badgeRecent')}</span>
          )}
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
            {t('connect.waiting', { wallet: pendingWallet.name })}
          </p>
          <button type="button" className="foyer-secondary" onClick={() => cancelConnect(foyer)}>
            {t('connect.cancel')}
          </button>
        </div>
      )}
      {siweError && (
        <p className="foyer-error foyer-text" role="alert">
          {rich('connect.siweFailed', { reason: describedNode(t, siweError) })}
        </p>
      )}
      {discovery === 'done' && error && !pending && !siweError && (
        <p className="foyer-error foyer-text" role="alert">
          {describedNode(t, error)}
        </p>
      )}
    </ViewFrame>
  )
}
