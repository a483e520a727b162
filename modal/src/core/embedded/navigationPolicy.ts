import type { Foyer } from '../foyer.ts'
import { commitRoute } from '../router/commitRoute.ts'
import { pushRoute } from '../router/pushRoute.ts'
import type { NavigationPolicy } from '../router/registerNavigationPolicy.ts'
import { replaceRoute } from '../router/replaceRoute.ts'
import { resetRoute } from '../router/resetRoute.ts'
import type { Route } from '../router/routes.ts'

const EMAIL_CHANGE_CODE_VIEWS = {
  primary: 'UpdateEmailPrimaryOtp',
  secondary: 'UpdateEmailSecondaryOtp',
} as const satisfies Record<'primary' | 'secondary', Route['view']>

/** `route` in place of the view on top when it is the same view (Try again), else pushed. */
function showOnTop(foyer: Foyer, route: Route): void {
  if (foyer.router.getState().history.at(-1)?.view === route.view) replaceRoute(foyer, route)
  else pushRoute(foyer, route)
}

/**
 * Where the embedded wallet's logins and the email change take the modal (SPEC §2, §5), from the
 * `flow` events their actions emit:
 * - email login: approving the device shows EmailVerifyDevice; the code sent shows EmailVerifyOtp
 *   in its place (or on top, unless it already shows: a resend stays); leaving the frame's
 *   "Restore your wallet" goes back below them;
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
          pushRoute(foyer, { view: 'EmailVerifyDevice' })
          return
        case 'email_code_sent':
          if (top === 'EmailVerifyDevice') replaceRoute(foyer, { view: 'EmailVerifyOtp' })
          else if (top !== 'EmailVerifyOtp') pushRoute(foyer, { view: 'EmailVerifyOtp' })
          return
        case 'email_login_left': {
          // Back to the view under the login's (Connect, with the email form saying why).
          const below = history.findLastIndex(
            (route) => route.view !== 'EmailVerifyOtp' && route.view !== 'EmailVerifyDevice',
          )
          if (below < 0) resetRoute(foyer, { view: 'Connect' })
          else if (below < history.length - 1)
            commitRoute(foyer, 'back', history.slice(0, below + 1))
          return
        }
        case 'social_login_started':
          showOnTop(foyer, payload.route)
          return
        case 'social_login_left':
          if (top !== payload.view) return
          if (history.length > 1) commitRoute(foyer, 'back', history.slice(0, -1))
          else resetRoute(foyer, { view: 'Connect' })
          return
        case 'email_change_opened':
          pushRoute(foyer, { view: 'UpdateEmail' })
          return
        case 'email_change_code_sent': {
          // The code view of the step replaces any code view on top; it goes above the form.
          const view = EMAIL_CHANGE_CODE_VIEWS[payload.step]
          if (top === view) return
          if (top === 'UpdateEmail') pushRoute(foyer, { view })
          else replaceRoute(foyer, { view })
          return
        }
        case 'email_change_done': {
          const account = history.findLastIndex((route) => route.view === 'Account')
          if (account < 0) resetRoute(foyer, { view: 'Account' })
          else commitRoute(foyer, 'back', history.slice(0, account + 1))
          return
        }
      }
    }
  },
}
