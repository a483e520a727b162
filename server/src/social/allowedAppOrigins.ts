import { z } from 'zod'
import type { AppDeps } from '../deps.ts'
import { HttpError } from '../http/errors.ts'

/** A token the server or the frame made: 32 random bytes, base64url (state, result, binding). */
export const socialTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'must be a 43-character token' })

/**
 * Refuses (403) a login for a page that is not an app of this wallet server, or whose
 * `returnTo` (redirect mode) is on another origin than the app's.
 */
export function assertAppOrigin(deps: AppDeps, appOrigin: string, returnTo?: string): void {
  const sameOrigin = !returnTo || new URL(returnTo).origin === appOrigin
  if (deps.identity.appOrigins().includes(appOrigin) && sameOrigin) return
  const description = sameOrigin
    ? `${appOrigin} is not an app of this wallet server (appOrigins)`
    : `returnTo must be on the app's origin ${appOrigin}`
  throw new HttpError(403, 'origin_not_allowed', description, [
    sameOrigin
      ? { field: 'body.appOrigin', rule: 'allow_list', value: appOrigin, description }
      : { field: 'body.returnTo', rule: 'same_origin', value: returnTo, description },
  ])
}
