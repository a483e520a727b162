import type { SocialProvider } from '../../../core/embedded/constants.ts'
import {
  continueSocialInThisTab,
  leaveLogin,
  socialLoginStore,
  startSocialLogin,
} from '../../../core/embedded/login/socialLogin.ts'
import { SOCIAL_PROVIDER_NAMES } from '../../../core/embedded/login/socialNames.ts'
import type { Foyer } from '../../../core/foyer.ts'
import { useFoyerState } from '../../useFoyerState.ts'
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
  const store = socialLoginStore(foyer)
  const { status, error, popupBlocked } = useFoyerState(store, (s) => s)
  const provider = useFoyerState(store, (s) => s.provider) ?? routeProvider
  const name = provider ? SOCIAL_PROVIDER_NAMES[provider] : undefined
  // Try again and the redirect need a provider signed in with through a window.
  const retryable = provider && provider !== 'farcaster' ? provider : undefined
  const opening = status === 'opening'

  return (
    <ViewFrame foyer={foyer} title={name ? `Continue with ${name}` : 'Signing in'} step={status}>
      <div className="foyer-wc">
        {provider && <SocialIcon provider={provider} />}
        {(status === 'opening' || status === 'waiting') && !popupBlocked && (
          <p className="foyer-muted foyer-text" role="status">
            <span className="foyer-spinner" aria-hidden="true" />{' '}
            {status === 'opening'
              ? `Opening the ${name ?? 'sign-in'} window…`
              : `Sign in with ${name} in the window that opened. Once you finish there, you are signed in here.`}
          </p>
        )}
        {status === 'connecting' && (
          <p className="foyer-muted foyer-text" role="status">
            <span className="foyer-spinner" aria-hidden="true" /> Signing you in…
          </p>
        )}
        {popupBlocked && opening && (
          <p className="foyer-muted foyer-text" role="status">
            <span className="foyer-spinner" aria-hidden="true" /> Taking you to {name}…
          </p>
        )}
      </div>
      {status === 'error' && (
        <div className="foyer-error" role="alert">
          <p data-testid="foyer-social-error">{error}</p>
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
              Continue in this tab
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
              Try again
            </button>
          )}
          <button
            type="button"
            className="foyer-secondary"
            data-autofocus={retryable ? undefined : ''}
            onClick={() => leaveLogin(foyer, 'ConnectingSocial')}
          >
            Back
          </button>
        </div>
      )}
    </ViewFrame>
  )
}
