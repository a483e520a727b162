import type { FrameHandlers, FrameRequestContext } from '@foyer/modal/frame-protocol'
import { requireAppSession } from './appSession.ts'
import type { EmailChange } from './createFrameUi.ts'
import type { ServerClient } from './createServerClient.ts'
import type { SessionStore } from './createSessionStore.ts'
import { ProviderError } from './providerError.ts'

/** What UPDATE_EMAIL fails with when the visitor cancels the change in the frame (EIP-1193 4001). */
export const EMAIL_CHANGE_CANCELLED =
  'You cancelled the email change in your wallet, so nothing was sent. Your email stays as it was.'

/** What UPDATE_EMAIL answers: which code the app asks for next. */
export type UpdateEmailAction = 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'

type EmailChangeHandlers = Required<
  Pick<FrameHandlers, 'UPDATE_EMAIL' | 'UPDATE_EMAIL_PRIMARY_OTP' | 'UPDATE_EMAIL_SECONDARY_OTP'>
>

const action = (step: 'primary' | 'secondary'): UpdateEmailAction =>
  step === 'primary' ? 'VERIFY_PRIMARY_OTP' : 'VERIFY_SECONDARY_OTP'

/**
 * The email change of the signed-in visitor (SPEC §7), against the frame's server with the
 * session's token, which never leaves the frame. Each step needs the app token from the origin it
 * was given to (requireAppSession): another script of an allowed origin gets an error, and the
 * server hears nothing. UPDATE_EMAIL first asks the visitor in the frame's own dialog (`confirm`:
 * "Change your email to X?", Confirm armed like Approve); Cancel fails it with
 * EMAIL_CHANGE_CANCELLED (4001) and nothing goes to the server. A new code for the same change
 * (Resend) is not asked again in the same session.
 * - UPDATE_EMAIL `{ email }` → `{ action: 'VERIFY_PRIMARY_OTP' }`: a code went to the current
 *   email (or `VERIFY_SECONDARY_OTP`, to the new one, for a user without an email, or when this
 *   change already passed the primary step: starting again sends a new secondary code);
 * - UPDATE_EMAIL_PRIMARY_OTP `{ otp }` → `{ action: 'VERIFY_SECONDARY_OTP' }`: a code went to the
 *   new email;
 * - UPDATE_EMAIL_SECONDARY_OTP `{ otp }` → `{ email }`: saved; the frame's session shows it, so
 *   GET_USER answers the new email.
 * The server's refusals (cooldown, wrong or expired code, lock, taken email) are the errors.
 */
export function emailChangeHandlers({
  server,
  sessions,
  confirm,
}: {
  server: Pick<ServerClient, 'startEmailChange' | 'confirmPrimary' | 'confirmSecondary'>
  sessions: Pick<SessionStore, 'read' | 'write'>
  /** Asks the visitor in the frame; resolves true on Confirm. */
  confirm: (change: EmailChange, context: FrameRequestContext) => Promise<boolean>
}): EmailChangeHandlers {
  const session = (context: FrameRequestContext) => requireAppSession(sessions.read(), context)
  /** The change the visitor confirmed last, in this page: a resend of it is not asked again. */
  let confirmed: { serverToken: string; email: string } | undefined
  return {
    async UPDATE_EMAIL({ email }, context) {
      const asked = session(context)
      const known = confirmed?.serverToken === asked.serverToken && confirmed.email === email
      if (!known) {
        if (!(await confirm({ email, currentEmail: asked.email }, context)))
          throw new ProviderError(EMAIL_CHANGE_CANCELLED, 4001)
        // Still the same session after the visitor's answer (not signed out meanwhile).
        if (session(context).serverToken !== asked.serverToken)
          throw new ProviderError(EMAIL_CHANGE_CANCELLED, 4001)
        confirmed = { serverToken: asked.serverToken, email }
      }
      const { step } = await server.startEmailChange(asked.serverToken, email)
      return { action: action(step) }
    },
    async UPDATE_EMAIL_PRIMARY_OTP({ otp }, context) {
      const { step } = await server.confirmPrimary(session(context).serverToken, otp)
      return { action: action(step) }
    },
    async UPDATE_EMAIL_SECONDARY_OTP({ otp }, context) {
      const before = session(context)
      const { user } = await server.confirmSecondary(before.serverToken, otp)
      // The session may have changed meanwhile (signed out, another login): only this one moves.
      const now = sessions.read()
      if (now?.serverToken === before.serverToken) sessions.write({ ...now, email: user.email })
      return { email: user.email }
    },
  }
}
