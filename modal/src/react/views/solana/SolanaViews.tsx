// The Solana part of the modal: one lazy chunk, loaded only when a Solana network is configured
// and the modal shows Connect or the Solana account. Its modules are reached from here only.
import { useEffect, useState } from 'react'
import { formatAmount, formatBalance } from '../../../core/formatAmount.ts'
import type { Foyer } from '../../../core/foyer.ts'
import { showView } from '../../../core/router/showView.ts'
import { EMBEDDED_SOLANA_ID } from '../../../core/solana/embeddedSolanaWallet.ts'
import {
  SOL_DECIMALS,
  SOLANA_NETWORKS,
  solanaExplorerUrl,
  USDC_DECIMALS,
} from '../../../core/solana/networks.ts'
import { refreshSolanaBalances } from '../../../core/solana/solanaBalances.ts'
import { solanaStore } from '../../../core/solana/solanaState.ts'
import { type EvmWalletLike, solanaTwins } from '../../../core/solana/solanaTwins.ts'
import {
  connectSolanaWallet,
  disconnectSolanaWallet,
  discoverSolanaWallets,
} from '../../../core/solana/solanaWallets.ts'
import { noticeText } from '../../noticeText.ts'
import { useFoyerState } from '../../useFoyerState.ts'
import { useI18n } from '../../useI18n.ts'
import { ViewFrame } from '../ViewFrame.tsx'
import { EvmAccountRow, SolanaAccountRow, SolanaNetworks } from './SolanaLinks.tsx'
import { type SendTokenFn, SolanaSendView } from './SolanaSendView.tsx'
import { sayError, sayText, solanaWalletName } from './solanaText.tsx'

type Describe = (error: unknown) => string

/**
 * `wallets`: the Solana wallets in Connect; `account`: the SolanaAccount view; `send`: SolanaSend.
 * `describeError` and `sendToken` come from the views chunk (see `discoverSolanaWallets`).
 */
export default function SolanaPart({
  foyer,
  part,
  describeError,
  sendToken,
  signOutEmbedded,
  evmWallets,
  onTwins,
}: {
  foyer: Foyer
  part: 'wallets' | 'account' | 'send' | 'row' | 'networks'
  describeError: Describe
  sendToken?: SendTokenFn | undefined
  /** Signs out of the email wallet (its EVM connection, which closes its Solana account too). */
  signOutEmbedded?: (() => Promise<void>) | undefined
  /** The Connect view's EVM wallets: a Solana wallet that is one of them is shown there, once. */
  evmWallets?: readonly EvmWalletLike[] | undefined
  /** Told which EVM wallets speak Solana too, and how to connect their Solana side. */
  onTwins?: ((twins: SolanaTwinsHandle) => void) | undefined
}) {
  useEffect(() => discoverSolanaWallets(foyer, { describeError }), [foyer, describeError])
  if (part === 'wallets')
    return <SolanaWallets foyer={foyer} evmWallets={evmWallets ?? []} onTwins={onTwins} />
  if (part === 'row') return <SolanaAccountRow foyer={foyer} />
  if (part === 'networks') return <SolanaNetworks foyer={foyer} />
  if (part === 'send' && sendToken)
    return <SolanaSendView foyer={foyer} sendToken={sendToken} describeError={describeError} />
  return (
    <SolanaAccount foyer={foyer} describeError={describeError} signOutEmbedded={signOutEmbedded} />
  )
}

/** Which EVM wallets of Connect are Solana wallets too, and how to connect their Solana side. */
export type SolanaTwinsHandle = {
  /** The Solana option's id by the EVM wallet's id (`solanaTwins`). */
  twins: ReadonlyMap<string, string>
  /** Connects the Solana side after the EVM one: Account stays (`alongside`). */
  connect(solanaId: string): Promise<void>
}

/**
 * The Solana wallets the page offers (Wallet Standard), each marked with its namespace; those
 * that are one of the EVM wallets (Phantom) are not listed again: Connect shows them once.
 */
function SolanaWallets({
  foyer,
  evmWallets,
  onTwins,
}: {
  foyer: Foyer
  evmWallets: readonly EvmWalletLike[]
  onTwins: ((twins: SolanaTwinsHandle) => void) | undefined
}) {
  const i18n = useI18n(foyer)
  const { t } = i18n
  const store = solanaStore(foyer)
  const all = useFoyerState(store, (s) => s.wallets)
  const twins = solanaTwins(evmWallets, all)
  const key = [...twins].join()
  // `key` stands for `twins` (a new Map each render): the handle changes when the pairs do.
  useEffect(() => {
    onTwins?.({
      twins,
      connect: (walletId) => connectSolanaWallet(foyer, { walletId, alongside: true }),
    })
  }, [foyer, key, onTwins])
  const joined = new Set(twins.values())
  const wallets = all.filter((w) => !joined.has(w.id))
  const pending = useFoyerState(store, (s) => s.pendingWalletId)
  const error = useFoyerState(store, (s) => s.error)
  const connectedId = useFoyerState(store, (s) =>
    s.status === 'connected' ? s.wallet?.id : undefined,
  )
  const pendingWallet = wallets.find((w) => w.id === pending)
  if (wallets.length === 0) return null
  return (
    <>
      <ul className="foyer-wallets" aria-label={t('solana.walletsLabel')}>
        {wallets.map((wallet) => (
          <li key={wallet.id}>
            <button
              type="button"
              className="foyer-wallet"
              disabled={pending === wallet.id}
              aria-busy={pending === wallet.id}
              onClick={() =>
                connectedId === wallet.id
                  ? showView(foyer, { view: 'SolanaAccount' })
                  : void connectSolanaWallet(foyer, { walletId: wallet.id }).catch(() => {
                      // The reason is in the store's error, shown below.
                    })
              }
            >
              <img src={wallet.icon} alt="" width={32} height={32} />
              <span className="foyer-grow foyer-wallet-name">
                <span className="foyer-ellipsis" title={wallet.name} translate="no">
                  {wallet.name}
                </span>
                <span className="foyer-muted foyer-small" translate="no">
                  Solana
                </span>
                {wallet.warning && (
                  <span className="foyer-wallet-warning">{sayText(i18n, wallet.warning)}</span>
                )}
              </span>
              <span className="foyer-badge">
                {connectedId === wallet.id ? t('solana.connected') : t('solana.installed')}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {pendingWallet && (
        <p className="foyer-muted foyer-text" role="status">
          {i18n.rich('solana.waiting', {
            wallet: <span translate="no">{pendingWallet.name}</span>,
          })}
        </p>
      )}
      {error && !pending && (
        <p className="foyer-error foyer-text" role="alert">
          {sayText(i18n, error)}
        </p>
      )}
    </>
  )
}

/** The connected Solana account: address, SOL and USDC on its network, explorer, disconnect. */
function SolanaAccount({
  foyer,
  describeError,
  signOutEmbedded,
}: {
  foyer: Foyer
  describeError: Describe
  signOutEmbedded: (() => Promise<void>) | undefined
}) {
  const i18n = useI18n(foyer)
  const { t, rich, amount } = i18n
  const store = solanaStore(foyer)
  const state = useFoyerState(store, (s) => s)
  // Not `useAction`: this chunk imports no module the other lazy chunks share (its name would
  // join the first load's preload list).
  const [disconnecting, setDisconnecting] = useState<{
    pending: boolean
    failed?: { error: unknown }
  }>({ pending: false })
  // The email wallet's Solana account lives with its login: leaving it signs out of both.
  const embedded = state.wallet?.id === EMBEDDED_SOLANA_ID && signOutEmbedded
  const disconnect = () => {
    setDisconnecting({ pending: true })
    ;(embedded ? embedded() : disconnectSolanaWallet(foyer)).then(
      () => setDisconnecting({ pending: false }),
      (error: unknown) => setDisconnecting({ pending: false, failed: { error } }),
    )
  }
  const { address, chainId, balances, wallet, status } = state
  const notice = useFoyerState(foyer.notice, (s) => s)
  const notified = noticeText(i18n, notice)
  if (status !== 'connected' || !address || !chainId)
    return (
      <ViewFrame foyer={foyer} title={t('solana.accountTitle')}>
        <p className="foyer-muted" role="status">
          {status === 'connecting' ? t('solana.reconnecting') : t('solana.notConnected')}
        </p>
      </ViewFrame>
    )
  const network = SOLANA_NETWORKS[chainId]
  return (
    <ViewFrame foyer={foyer} title={t('solana.accountTitle')}>
      {notified && (
        <div className={`foyer-notice foyer-notice-${notice.tone}`} role="status">
          <p>{notice.key ? notified : <span translate="no">{notified}</span>}</p>
          {notice.hash && (
            <a
              href={solanaExplorerUrl(network, 'tx', notice.hash)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('solana.viewTransaction')}
              <span className="foyer-sr-only"> {t('solana.opensInNewTab')}</span>
            </a>
          )}
        </div>
      )}
      <p className="foyer-address-short" title={address} dir="ltr" translate="no">
        {address.slice(0, 4)}…{address.slice(-4)}
      </p>
      <p className="foyer-address" data-testid="foyer-solana-address" dir="ltr" translate="no">
        {address}
      </p>
      <p className="foyer-muted foyer-text">
        {rich('solana.walletOnNetwork', {
          wallet: <span translate="no">{solanaWalletName(t, wallet)}</span>,
          network: <span translate="no">{network.name}</span>,
        })}{' '}
        ·{' '}
        <a
          href={solanaExplorerUrl(network, 'address', address)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('solana.viewOnExplorer')}
          <span className="foyer-sr-only"> {t('solana.opensInNewTab')}</span>
        </a>
      </p>
      <div className="foyer-balance" aria-live="polite">
        {balances.status === 'ready' && (
          <>
            <p
              data-testid="foyer-solana-balance"
              title={`${amount(formatAmount(balances.lamports, SOL_DECIMALS))} SOL`}
              dir="ltr"
              translate="no"
            >
              {amount(formatBalance(balances.lamports, SOL_DECIMALS))} SOL
            </p>
            {balances.usdc !== undefined && (
              <p
                data-testid="foyer-solana-usdc"
                title={`${amount(formatAmount(balances.usdc, USDC_DECIMALS))} USDC`}
                dir="ltr"
                translate="no"
              >
                {amount(formatBalance(balances.usdc, USDC_DECIMALS))} USDC
              </p>
            )}
          </>
        )}
        {(balances.status === 'loading' || balances.status === 'idle') && (
          <p className="foyer-muted">{t('solana.loadingBalance')}</p>
        )}
        {balances.status === 'error' && (
          <div className="foyer-error" role="alert">
            <p>
              {t('solana.balanceError')} {sayText(i18n, balances.message)}
            </p>
            <button
              type="button"
              className="foyer-secondary"
              onClick={() => void refreshSolanaBalances(foyer)}
            >
              {t('solana.retry')}
            </button>
          </div>
        )}
      </div>
      <button
        type="button"
        className="foyer-row"
        aria-label={t('solana.switchNetwork', { network: network.name })}
        onClick={() => showView(foyer, { view: 'Networks' })}
      >
        <span className="foyer-grow">{t('solana.network')}</span>
        <span translate="no">{network.name}</span>
      </button>
      <div className="foyer-actions">
        <button
          type="button"
          className="foyer-primary"
          onClick={() => showView(foyer, { view: 'SolanaSend' })}
        >
          {t('solana.send')}
        </button>
        {/* Buying is a service of the Foyer server: without one, no entry. */}
        {foyer.config.api && (
          <button
            type="button"
            className="foyer-secondary"
            onClick={() => showView(foyer, { view: 'OnrampBuy', namespace: 'solana' })}
          >
            {t('solana.buy')}
          </button>
        )}
      </div>
      <EvmAccountRow foyer={foyer} />
      {disconnecting.failed && (
        <p className="foyer-error" role="alert">
          {sayError(i18n, disconnecting.failed.error, describeError)}
        </p>
      )}
      {embedded && (
        <p className="foyer-muted foyer-small" id="foyer-solana-signout-note">
          {t('solana.signOutNote')}
        </p>
      )}
      <button
        type="button"
        className="foyer-danger"
        data-autofocus=""
        disabled={disconnecting.pending}
        aria-describedby={embedded ? 'foyer-solana-signout-note' : undefined}
        onClick={disconnect}
      >
        {embedded ? t('solana.signOut') : t('solana.disconnect')}
      </button>
    </ViewFrame>
  )
}
