import {
  farcasterLoginStore,
  startFarcasterLogin,
} from '../../../core/embedded/login/farcasterLogin.ts'
import type { Foyer } from '../../../core/foyer.ts'
import { describedNode } from '../../describeErrorIn.ts'
import { useFoyerState } from '../../useFoyerState.ts'
import { useI18n } from '../../useI18n.ts'
import { CopyLinkButton } from '../CopyLinkButton.tsx'
import { useQrCode } from '../useQrCode.ts'
import { ViewFrame } from '../ViewFrame.tsx'

/** Rendered once with the views' rules (Views.tsx), not by each render: a stylesheet added on
 * open makes the browser restyle the whole dialog. */
export const farcasterCss =
  '.foyer-dialog a.foyer-primary { color: var(--on-accent); text-decoration: none; text-align: center; }'

/**
 * The Farcaster login: the link from the wallet as a QR code to scan with the Farcaster app, or to
 * open on this device ("Open in Farcaster"), a Copy link, and a spinner while the app confirms.
 * In development the local test client's page stands in for the app. Back stops the wait; a
 * failure says why, with Try again.
 */
export function ConnectingFarcasterView({ foyer }: { foyer: Foyer }) {
  const { t } = useI18n(foyer)
  const store = farcasterLoginStore(foyer)
  const { status, uri, clientUrl, error } = useFoyerState(store, (s) => s)
  const qr = useQrCode(status === 'waiting' ? uri : undefined)

  return (
    <ViewFrame
      foyer={foyer}
      title={t('social.continueWith', { provider: 'Farcaster' })}
      step={status}
    >
      {(status === 'loading' || status === 'idle' || (status === 'waiting' && !qr)) && (
        <p className="foyer-muted" role="status">
          {t('social.farcasterPreparing')}
        </p>
      )}
      {status === 'waiting' && uri && (
        <div className="foyer-wc">
          {qr && (
            <img
              className="foyer-qr"
              src={qr}
              alt={t('social.farcasterQrAlt')}
              data-testid="foyer-farcaster-qr"
              width={240}
              height={240}
            />
          )}
          <p className="foyer-muted foyer-text" role="status">
            <span className="foyer-spinner" aria-hidden="true" /> {t('social.farcasterWaiting')}
          </p>
          <div className="foyer-actions">
            <a
              className="foyer-primary"
              href={uri}
              data-autofocus=""
              data-testid="foyer-farcaster-link"
              // farcaster:// opens the app from this tab; a web link gets its own tab.
              target={/^https?:/.test(uri) ? '_blank' : undefined}
              rel="noopener noreferrer"
            >
              {t('social.farcasterOpen')}
            </a>
            <CopyLinkButton key={uri} foyer={foyer} uri={uri} />
          </div>
          {clientUrl && (
            <a
              href={clientUrl}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="foyer-farcaster-client"
            >
              {t('social.farcasterLocalClient')}
              <span className="foyer-sr-only"> {t('social.opensNewTab')}</span>
            </a>
          )}
        </div>
      )}
      {status === 'connecting' && (
        <p className="foyer-muted foyer-text" role="status">
          <span className="foyer-spinner" aria-hidden="true" /> {t('social.signingYouIn')}
        </p>
      )}
      {status === 'error' && (
        <div className="foyer-error" role="alert">
          <p data-testid="foyer-farcaster-error">{error && describedNode(t, error)}</p>
          <button
            type="button"
            className="foyer-secondary"
            data-autofocus=""
            onClick={() => void startFarcasterLogin(foyer)}
          >
            {t('social.tryAgain')}
          </button>
        </div>
      )}
    </ViewFrame>
  )
}
