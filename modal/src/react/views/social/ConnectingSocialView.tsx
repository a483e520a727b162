import type { SocialProvider } from '../../../core/embedded/constants.ts'
import {
  continueSocialInThisTab,
  leaveLogin,
  POPUP_BLOCKED_MESSAGE,
  socialLoginStore,
  startSocialLogin,
} from '../../../core/embedded/login/socialLogin.ts'
import { SOCIAL_PROVIDER_NAMES } from '../../../core/embedded/login/socialNames.ts'
import type { Foyer } from '../../../core/foyer.ts'
import { describedNode } from '../../describeErrorIn.ts'
import { useFoyerState } from '../../useFoyerState.ts'
import { useI18n } from '../../useI18n.ts'
import { ViewFrame } from '../ViewFrame.tsx'
import { SocialIcon } from './socialIcons.tsx'

/**
 * A social login under way: the sign-in window is opening, the visitor signs in there, or the
 * wallet signs in with the result. A blocked window offers to continue in this tab; a failure
 * says why, with Try again and Back. Closing the sign-in window goes back to Connect by itself.
 */
export function ConnectingSocialView({
  foyer,
  provider: routeProvider,
}: {
  foyer: Foyer
  provider: SocialProvider | undefined
}) {
  const { t } = useI18n(foyer)
  const store = socialLoginStore(foyer)
  const { status, error, popupBlocked } = useFoyerState(store, (s) => s)
  const provider = useFoyerState(store, (s) => s.provider) ?? routeProvider
  const name = provider ? SOCIAL_PROVIDER_NAMES[provider] : undefined
  // Try again and the redirect need a provider signed in with through a window.
  const retryable = provider && provider !== 'farcaster' ? provider : undefined
  const opening = status === 'opening'

  return (
    <ViewFrame
      foyer={foyer}
      title={name ? t('social.continueWith', { provider: name }) : t('social.signingIn')}
      step={status}
    >
      <div className="foyer-wc">
        {provider && <SocialIcon provider={provider} />}
        {(status === 'opening' || status === 'waiting') && !popupBlocked && (
          <p className="foyer-muted foyer-text" role="status">
            <span className="foyer-spinner" aria-hidden="true" />{' '}
            {status === 'opening'
              ? name
                ? t('social.opening', { provider: name })
                : t('social.openingSignIn')
              : t('social.waiting', { provider: name })}
          </p>
        )}
        {status === 'connecting' && (
          <p className="foyer-muted foyer-text" role="status">
            <span className="foyer-spinner" aria-hidden="true" /> {t('social.signingYouIn')}
          </p>
        )}
        {popupBlocked && opening && (
          <p className="foyer-muted foyer-text" role="status">
            <span className="foyer-spinner" aria-hidden="true" />{' '}
            {t('social.redirecting', { provider: name })}
          </p>
        )}
      </div>
      {status === 'error' && (
        <div className="foyer-error" role="alert">
          <p data-testid="foyer-social-error">
            {error === POPUP_BLOCKED_MESSAGE
              ? t('social.popupBlocked')
              : error && describedNode(t, error)}
          </p>
        </div>
      )}
      {status === 'error' && (
        <div className="foyer-actions">
          {popupBlocked && retryable && (
            <button
              type="button"
              className="foyer-primary"
              data-autofocus=""
              onClick={() => void continueSocialInThisTab(foyer, retryable)}
            >
              {t('social.continueInTab')}
            </button>
          )}
          {retryable && (
            <button
              type="button"
              className={popupBlocked ? 'foyer-secondary' : 'foyer-primary'}
              data-autofocus={popupBlocked ? undefined : ''}
              // The window opens inside this click (startSocialLogin), or it would be blocked.
              onClick={() => void startSocialLogin(foyer, retryable)}
            >
              {t('social.tryAgain')}
            </button>
          )}
          <button
            type="button"
            className="foyer-secondary"
            data-autofocus={retryable ? undefined : ''}
            onClick={() => leaveLogin(foyer, 'ConnectingSocial')}
          >
            {t('social.back')}
          </button>
        </div>
      )}
    </ViewFrame>
  )
}
