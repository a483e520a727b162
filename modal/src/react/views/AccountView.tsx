import { lazy, Suspense, useEffect } from 'react'
import { refreshBalance } from '../../core/account/refreshBalance.ts'
import { shortAddress } from '../../core/account/shortAddress.ts'
import { disconnectWallet } from '../../core/connection/disconnectWallet.ts'
import { EMBEDDED_CONNECTOR_ID } from '../../core/embedded/constants.ts'
import { SOCIAL_PROVIDER_NAMES } from '../../core/embedded/login/socialNames.ts'
import { offersEmailChange, openUpdateEmail } from '../../core/embedded/login/updateEmail.ts'
import { frameSource } from '../../core/embedded/wallet/frameUrl.ts'
import { describeError } from '../../core/errors/describeError.ts'
import { formatAmount, formatBalance } from '../../core/formatAmount.ts'
import type { Foyer } from '../../core/foyer.ts'
import { hideTooltip } from '../../core/modal/hideTooltip.ts'
import { showTooltip } from '../../core/modal/showTooltip.ts'
import { accountNameOn, type ProfileState, profileStore } from '../../core/names/accountName.ts'
import { isAvatarDataUri } from '../../core/names/avatar.ts'
import { loadProfile } from '../../core/names/profileState.ts'
import { chainName } from '../../core/network/chainNames.ts'
import { showView } from '../../core/router/showView.ts'
import { selectNativeBalance } from '../../core/tokensState.ts'
import { describedNode, errorNode, useThrown } from '../describeErrorIn.ts'
import { noticeText } from '../noticeText.ts'
import { useAction } from '../useAction.ts'
import { useFoyerState } from '../useFoyerState.ts'
import { type I18n, useI18n } from '../useI18n.ts'
import { AccountType } from './AccountType.tsx'
import { ActivityList } from './ActivityList.tsx'
import { AppPermissions } from './AppPermissions.tsx'
import { ConnectionsList } from './ConnectionsList.tsx'
import { ChainLogo, Identicon, TokenLogo } from './icons.tsx'
import { TokenList } from './TokenList.tsx'
import { TransferDetails } from './TransferDetails.tsx'
import { UnsupportedChainNotice } from './UnsupportedChainNotice.tsx'
import { ViewFrame } from './ViewFrame.tsx'

/** The Solana account's row: in the Solana chunk, loaded only when a Solana network is configured. */
const SolanaPart = lazy(() => import('./solana/SolanaViews.tsx'))

/** How often the open Account reads the balances again. */
export const BALANCE_POLL_MS = 3000
const NO_PROFILE: ProfileState = {
  address: undefined,
  name: undefined,
  avatar: undefined,
  chainIds: [],
}

/** Handles ("octo-ada") read as "@octo-ada"; a person's name stays as it is (socialNames.ts). */
const HANDLES = new Set(['github', 'x', 'discord', 'farcaster'])

/**
 * How the embedded wallet's visitor signed in: "Email wallet · ada@example.com" or "GitHub ·
 * @octo-ada" (the email, or "signed in", when the provider gave no username).
 */
function SignedInAs({ foyer, t }: { foyer: Foyer; t: I18n['t'] }) {
  const provider = foyer.persisted.get('authProvider')
  const email = foyer.persisted.get('email')
  const data = (text: string) => <span translate="no">{text}</span>
  if (!provider || provider === 'email' || provider === 'passkey') {
    const passkey = provider === 'passkey'
    return (
      <>
        {t(passkey ? 'account.passkeyWallet' : 'account.emailWallet')}
        {' · '}
        {email
          ? data(email)
          : t(passkey ? 'account.signedInWithPasskey' : 'account.signedInWithEmail')}
      </>
    )
  }
  const userName = foyer.persisted.get('socialUsername')
  const handle =
    userName && HANDLES.has(provider) && /^[\w.-]+$/.test(userName) ? `@${userName}` : userName
  const who = handle ?? email
  return (
    <>
      {data(SOCIAL_PROVIDER_NAMES[provider])}
      {' · '}
      {who ? data(who) : t('account.signedIn')}
    </>
  )
}

/**
 * The connected account: address (short, copyable), balances, network (with a way to switch),
 * other connections, the Send / Buy / Register name entries and Disconnect.
 */
export function AccountView({ foyer }: { foyer: Foyer }) {
  const i18n = useI18n(foyer)
  const { t, rich, amount, locale } = i18n
  const address = useFoyerState(foyer.connection, (s) => s.address)
  const embedded = useFoyerState(foyer.connection, (s) => s.connector?.id === EMBEDDED_CONNECTOR_ID)
  const chainId = useFoyerState(foyer.connection, (s) => s.chainId)
  const balanceStatus = useFoyerState(foyer.tokens, (s) => s.status)
  const balanceError = useFoyerState(foyer.tokens, (s) => (s.status === 'error' ? s.error : ''))
  const native = useFoyerState(foyer.tokens, selectNativeBalance)
  const notice = useFoyerState(foyer.notice, (s) => s)
  const tooltip = useFoyerState(foyer.tooltip, (s) => (s.open ? s.message : undefined))
  const [disconnectKept, disconnectThrown] = useThrown(disconnectWallet)
  const disconnecting = useAction(foyer, disconnectKept)
  const profile = useFoyerState(profileStore(foyer), (s) =>
    s.address === address?.toLowerCase() ? s : NO_PROFILE,
  )
  // A name is per network: on a chain it does not point to this address, it is not the account's
  // name here (sending to it there would fail), and Account says where it belongs.
  const nameHere = accountNameOn(profile, address, chainId)
  const nameElsewhere = profile.name !== undefined && nameHere === undefined
  const exactBalance = native
    ? `${amount(formatAmount(native.value, native.decimals))} ${native.symbol}`
    : ''
  const balance = native && (
    <bdi dir="ltr" translate="no">
      {amount(formatBalance(native.value, native.decimals))} {native.symbol}
    </bdi>
  )
  const notified = noticeText(i18n, notice)

  // The account's name and avatar, from the name service (SPEC §4).
  useEffect(() => {
    if (address) void loadProfile(foyer, address)
  }, [foyer, address])

  // Balances may be stale (the chain may have gone down since): read them again on every visit,
  // then every BALANCE_POLL_MS while the view is open and the page visible, in the background:
  // a transfer received or a wallet funded shows without reopening, in the host's button too.
  useEffect(() => {
    refreshBalance(foyer).catch(() => {
      // A wallet code that cannot load is shown by the Connect view.
    })
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible')
        refreshBalance(foyer, { quiet: true }).catch(() => {})
    }, BALANCE_POLL_MS)
    return () => clearInterval(timer)
  }, [foyer])

  useEffect(() => {
    if (!tooltip) return
    const timer = setTimeout(() => hideTooltip(foyer), 1500)
    return () => clearTimeout(timer)
  }, [tooltip, foyer])
  // The tooltip belongs to this view: leaving it closes the tooltip.
  useEffect(() => () => hideTooltip(foyer), [foyer])

  if (!address)
    return (
      <ViewFrame foyer={foyer} title={t('account.title')}>
        <p className="foyer-muted">{t('account.noAccount')}</p>
      </ViewFrame>
    )

  const supported = chainId !== undefined && foyer.config.chains.includes(chainId)

  return (
    <ViewFrame foyer={foyer} title={t('account.title')}>
      {notified && (
        <p className={`foyer-notice foyer-notice-${notice.tone}`} role="status">
          {notice.key ? notified : <span translate="no">{notified}</span>}
        </p>
      )}
      {notified && notice.transfer && (
        <TransferDetails foyer={foyer} transfer={notice.transfer} hash={notice.hash} />
      )}
      <div className="foyer-account">
        {isAvatarDataUri(profile.avatar) ? (
          <img className="foyer-avatar" src={profile.avatar} alt="" />
        ) : (
          <Identicon address={address} className="foyer-avatar" />
        )}
        <p
          className="foyer-address-short"
          title={address}
          data-testid="foyer-account-name"
          dir="ltr"
          translate="no"
        >
          {nameHere ?? shortAddress(address)}
        </p>
        <span className="foyer-tooltip-anchor">
          <button
            type="button"
            className="foyer-secondary"
            data-autofocus=""
            aria-label={t('account.copyAddress')}
            aria-describedby={tooltip ? 'foyer-tooltip' : undefined}
            onClick={(event) => {
              const triggerRect = event.currentTarget.getBoundingClientRect()
              void navigator.clipboard
                ?.writeText(address)
                .then(() => showTooltip(foyer, { message: t('account.copied'), triggerRect }))
                .catch(() => showTooltip(foyer, { message: t('account.copyFailed'), triggerRect }))
            }}
          >
            {t('account.copy')}
          </button>
          {tooltip && (
            <span role="tooltip" id="foyer-tooltip" className="foyer-tooltip">
              {tooltip}
            </span>
          )}
        </span>
      </div>
      <p className="foyer-address" data-testid="foyer-address" dir="ltr" translate="no">
        {address}
      </p>
      {nameElsewhere && (
        <p className="foyer-muted foyer-text" data-testid="foyer-name-elsewhere">
          {profile.chainIds.length > 0
            ? t('account.nameOnNetworks', {
                name: profile.name,
                networks: new Intl.ListFormat(locale, { type: 'unit', style: 'short' }).format(
                  profile.chainIds.map(chainName),
                ),
              })
            : t('account.nameElsewhere', { name: profile.name })}
        </p>
      )}
      {embedded && (
        <p className="foyer-muted foyer-text" data-testid="foyer-signed-in-as">
          <SignedInAs foyer={foyer} t={t} />
          {foyer.config.frameUrl && (
            <>
              {' · '}
              <a
                href={
                  frameSource(foyer.config.frameUrl, {
                    projectId: foyer.config.projectId,
                    chainId:
                      chainId ?? foyer.config.chains.filter((id) => typeof id === 'number')[0]!,
                  }).href
                }
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('account.exportKey')}
                <span className="foyer-sr-only"> {t('account.opensWallet')}</span>
              </a>
            </>
          )}
        </p>
      )}
      {embedded && <AccountType foyer={foyer} chainId={chainId} />}
      {embedded && <AppPermissions foyer={foyer} />}
      {embedded && offersEmailChange(foyer) && (
        <button type="button" className="foyer-secondary" onClick={() => openUpdateEmail(foyer)}>
          {foyer.persisted.get('email') ? t('account.changeEmail') : t('account.addEmail')}
        </button>
      )}
      {!supported && chainId !== undefined && <UnsupportedChainNotice foyer={foyer} />}
      <div className="foyer-balance" aria-live="polite" hidden={!supported}>
        {balanceStatus === 'success' && native && (
          <p data-testid="foyer-balance" title={exactBalance}>
            <TokenLogo symbol={native.symbol} />
            {balance}
          </p>
        )}
        {(balanceStatus === 'loading' || balanceStatus === 'idle') && (
          <p className="foyer-muted">{t('account.loadingBalance')}</p>
        )}
        {balanceStatus === 'error' && (
          <div className="foyer-error" role="alert">
            <p>
              {t('account.balanceError')} {describedNode(t, balanceError)}
            </p>
            {native && (
              <p className="foyer-muted" data-testid="foyer-last-known" title={exactBalance}>
                {rich('account.lastKnown', { balance })}
              </p>
            )}
            <button
              type="button"
              className="foyer-secondary"
              onClick={() => refreshBalance(foyer).catch(() => {})}
            >
              {t('account.retry')}
            </button>
          </div>
        )}
      </div>
      <button
        type="button"
        className="foyer-row"
        aria-label={t('account.networkButton', { network: chainName(chainId) })}
        onClick={() => showView(foyer, { view: 'Networks' })}
      >
        <ChainLogo chainId={chainId} />
        <span className="foyer-grow">{t('account.network')}</span>
        <span translate="no">{chainName(chainId)}</span>
      </button>
      <TokenList foyer={foyer} />
      <div className="foyer-actions">
        <button
          type="button"
          className="foyer-primary"
          disabled={!supported}
          onClick={() => showView(foyer, { view: 'Send' })}
        >
          {t('account.send')}
        </button>
        {/* Buying and names are services of the Foyer server: without one, no entry. */}
        {foyer.config.api && (
          <button
            type="button"
            className="foyer-secondary"
            disabled={!supported}
            onClick={() => showView(foyer, { view: 'OnrampBuy' })}
          >
            {t('account.buy')}
          </button>
        )}
        {foyer.config.api && !nameHere && (
          <button
            type="button"
            className="foyer-secondary"
            disabled={!supported}
            onClick={() => showView(foyer, { view: 'RegisterAccountName' })}
          >
            {t('account.registerName')}
          </button>
        )}
      </div>
      <ActivityList foyer={foyer} address={address} />
      <ConnectionsList foyer={foyer} />
      {foyer.config.chains.some((id) => typeof id === 'string') && (
        <Suspense fallback={null}>
          <SolanaPart foyer={foyer} part="row" describeError={describeError} />
        </Suspense>
      )}
      {disconnecting.error && (
        <p className="foyer-error" role="alert">
          {errorNode(t, disconnectThrown.current)}
        </p>
      )}
      <button
        type="button"
        className="foyer-danger"
        disabled={disconnecting.pending}
        onClick={() => void disconnecting.run({})}
      >
        {t('account.disconnect')}
      </button>
    </ViewFrame>
  )
}
