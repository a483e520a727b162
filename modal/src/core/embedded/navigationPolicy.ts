import type { Foyer } from '../foyer.ts'
import { commitRoute } from '../router/commitRoute.ts'
import type { NavigationPolicy } from '../router/registerNavigationPolicy.ts'
import type { Route } from '../router/routes.ts'

const EMAIL_CHANGE_CODE_VIEWS = {
  primary: 'UpdateEmailPrimaryOtp',
  secondary: 'UpdateEmailSecondaryOtp',
} as const satisfies Record<'primary' | 'secondary', Route['view']>

/** `route` in place of the view on top when it is the same view (Try again), else pushed. */
function showOnTop(foyer: Foyer, route: Route): void {
  const history = foyer.router.getState().history
  if (history.at(-1)?.view === route.view)
    commitRoute(foyer, 'replace', [...history.slice(0, -1), route])
  else commitRoute(foyer, 'push', [...history, route])
}

/**
 * Where the embedded wallet's logins and the email change take the modal (SPEC §2, §5), from the
 * `flow` events their actions emit:
 * - email login: approving the device shows EmailVerifyDevice; the code sent shows EmailVerifyOtp
 *   in its place (or on top, unless it already shows: a resend stays);
 * - social and Farcaster login: their view on top (in place on Try again); leaving it goes back
 *   to the view below, or to Connect;
 * - email change: the form on top of Account, each code view above the form (the second replaces
 *   the first), and once saved back to the Account below them (or Account alone).
 * Connecting the wallet after a login is the connection policy's (`connect_success`).
 */
export const embeddedNavigationPolicy: NavigationPolicy = {
  name: 'embedded',
  create(foyer: Foyer) {
    return (event) => {
      if (event.channel !== 'flow') return
      const payload = event.payload
      const history = foyer.router.getState().history
      const top = history.at(-1)?.view
      switch (payload.type) {
        case 'email_device_pending':
          commitRoute(foyer, 'push', [...history, { view: 'EmailVerifyDevice' }])
          return
        case 'email_code_sent':
          if (top === 'EmailVerifyDevice')
            commitRoute(foyer, 'replace', [...history.slice(0, -1), { view: 'EmailVerifyOtp' }])
          else if (top !== 'EmailVerifyOtp')
            commitRoute(foyer, 'push', [...history, { view: 'EmailVerifyOtp' }])
          return
        case 'social_login_started':
          showOnTop(foyer, payload.route)
          return
        case 'social_login_left':
          if (top !== payload.view) return
          if (history.length > 1) commitRoute(foyer, 'back', history.slice(0, -1))
          else commitRoute(foyer, 'reset', [{ view: 'Connect' }])
          return
        case 'email_change_opened':
          commitRoute(foyer, 'push', [...history, { view: 'UpdateEmail' }])
          return
        case 'email_change_code_sent': {
          // The code view of the step replaces any code view on top; it goes above the form.
          const view = EMAIL_CHANGE_CODE_VIEWS[payload.step]
          if (top === view) return
          if (top === 'UpdateEmail') commitRoute(foyer, 'push', [...history, { view }])
          else commitRoute(foyer, 'replace', [...history.slice(0, -1), { view }])
          return
        }
        case 'email_change_done': {
          const account = history.findLastIndex((route) => route.view === 'Account')
          if (account < 0) commitRoute(foyer, 'reset', [{ view: 'Account' }])
          else commitRoute(foyer, 'back', history.slice(0, account + 1))
          return
        }
      }
    }
  },
}
