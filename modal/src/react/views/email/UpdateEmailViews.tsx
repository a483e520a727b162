import { useEffect, useRef, useState } from 'react'
import { resendWaitSeconds } from '../../../core/embedded/login/emailLogin.ts'
import {
  forgetUpdateEmailError,
  resendUpdateEmailCode,
  startUpdateEmail,
  submitUpdateEmailCode,
  type UpdateEmailStep,
  updateEmailStore,
} from '../../../core/embedded/login/updateEmail.ts'
import type { Foyer } from '../../../core/foyer.ts'
import { errorNode } from '../../describeErrorIn.ts'
import { useFoyerState } from '../../useFoyerState.ts'
import { useI18n } from '../../useI18n.ts'
import { ViewFrame } from '../ViewFrame.tsx'
import { CodeForm, EmailAddress, useTick } from './CodeForm.tsx'

/**
 * Account → Change email: the new email. Sending waits 30 s after the last email login or
 * change (SPEC §5); once refused for that, the button counts down and the refusal goes when the
 * wait is over. The field keeps what was typed.
 */
export function UpdateEmailView({ foyer }: { foyer: Foyer }) {
  const { t, rich } = useI18n(foyer)
  const store = updateEmailStore(foyer)
  const status = useFoyerState(store, (s) => s.status)
  const error = useFoyerState(store, (s) => s.error)
  const [email, setEmail] = useState(() => store.getState().email ?? '')
  const sending = status === 'sending'
  const wait = resendWaitSeconds({ sentAt: foyer.persisted.get('lastEmailLoginTime') })
  const cooling = error !== undefined && wait > 0
  useTick(cooling)
  // A refusal shown while the cooldown ran is about a wait that is over now.
  const wasCooling = useRef(false)
  useEffect(() => {
    if (wasCooling.current && !cooling && wait === 0) forgetUpdateEmailError(foyer)
    wasCooling.current = cooling
  })
  const current = foyer.persisted.get('email')
  return (
    <ViewFrame foyer={foyer} title={current ? t('email.changeTitle') : t('email.addTitle')}>
      <form
        className="foyer-form"
        noValidate
        aria-label={current ? t('email.changeTitle') : t('email.addTitle')}
        onSubmit={(event) => {
          event.preventDefault()
          if (!cooling) void startUpdateEmail(foyer, email)
        }}
      >
        {current ? (
          <p className="foyer-text">
            {rich('email.changeIntro', { email: <EmailAddress email={current} /> })}
          </p>
        ) : (
          <p className="foyer-text">{t('email.addIntro')}</p>
        )}
        <label htmlFor="foyer-new-email">{t('email.newEmailLabel')}</label>
        <input
          id="foyer-new-email"
          type="email"
          autoComplete="email"
          placeholder={t('email.placeholder')}
          data-autofocus=""
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'foyer-new-email-error' : undefined}
          onChange={(event) => {
            setEmail(event.target.value)
            forgetUpdateEmailError(foyer)
          }}
        />
        {error !== undefined && (
          <p id="foyer-new-email-error" className="foyer-field-error" role="alert">
            {errorNode(t, error)}
          </p>
        )}
        <button
          type="submit"
          className="foyer-primary"
          disabled={sending || cooling}
          aria-busy={sending}
        >
          {sending
            ? t('email.sendingCode')
            : cooling
              ? t('email.sendCodeIn', { seconds: wait })
              : t('email.sendCode')}
        </button>
      </form>
    </ViewFrame>
  )
}

/** The code of one step of the change, with Resend (the same change again) once allowed. */
function UpdateEmailCodeView({ foyer, step }: { foyer: Foyer; step: UpdateEmailStep }) {
  const { t, rich } = useI18n(foyer)
  const store = updateEmailStore(foyer)
  const state = useFoyerState(store, (s) => s)
  const current = foyer.persisted.get('email')
  return (
    <ViewFrame
      foyer={foyer}
      title={step === 'primary' ? t('email.currentCodeTitle') : t('email.newCodeTitle')}
    >
      <CodeForm
        t={t}
        intro={
          step === 'primary'
            ? rich('email.currentCodeIntro', {
                current: <EmailAddress email={current} />,
                email: <EmailAddress email={state.email} />,
              })
            : rich('email.newCodeIntro', { email: <EmailAddress email={state.email} /> })
        }
        error={state.error}
        verifying={state.status === 'verifying'}
        sending={state.status === 'sending'}
        sentAt={state.sentAt}
        onSubmit={(code) => void submitUpdateEmailCode(foyer, step, code)}
        onResend={() => void resendUpdateEmailCode(foyer)}
        onEdit={() => forgetUpdateEmailError(foyer)}
      />
    </ViewFrame>
  )
}

/** The code sent to the current email: it confirms the change, then the new email gets one. */
export function UpdateEmailPrimaryOtpView({ foyer }: { foyer: Foyer }) {
  return <UpdateEmailCodeView foyer={foyer} step="primary" />
}

/** The code sent to the new email: it saves the change; Account then shows the new email. */
export function UpdateEmailSecondaryOtpView({ foyer }: { foyer: Foyer }) {
  return <UpdateEmailCodeView foyer={foyer} step="secondary" />
}
