import {
  emailLoginStore,
  forgetEmailLoginError,
  startEmailLogin,
  submitEmailCode,
} from '../../core/embedded/login/emailLogin.ts'
import type { Foyer } from '../../core/foyer.ts'
import { errorNode } from '../describeErrorIn.ts'
import { useFoyerState } from '../useFoyerState.ts'
import { useI18n } from '../useI18n.ts'
import { CodeForm, EmailAddress } from './email/CodeForm.tsx'
import { ViewFrame } from './ViewFrame.tsx'

/** A new device: the visitor opens the approval link from the mail; the code view follows. */
export function EmailVerifyDeviceView({ foyer }: { foyer: Foyer }) {
  const { t, rich } = useI18n(foyer)
  const store = emailLoginStore(foyer)
  const email = useFoyerState(store, (s) => s.email)
  const error = useFoyerState(store, (s) => s.error)
  return (
    <ViewFrame foyer={foyer} title={t('email.approveDeviceTitle')}>
      <p className="foyer-text" role="status">
        {rich('email.approveDeviceBody', { email: <EmailAddress email={email} /> })}
      </p>
      <p className="foyer-muted foyer-text">{t('email.waitingApproval')}</p>
      {error !== undefined && (
        <p className="foyer-error foyer-text" role="alert">
          {errorNode(t, error)}
        </p>
      )}
    </ViewFrame>
  )
}

/** The code from the email: typed or pasted, checked, with a resend once the cooldown is over. */
export function EmailVerifyOtpView({ foyer }: { foyer: Foyer }) {
  const { t, rich } = useI18n(foyer)
  const store = emailLoginStore(foyer)
  const state = useFoyerState(store, (s) => s)
  return (
    <ViewFrame foyer={foyer} title={t('email.enterCodeTitle')}>
      <CodeForm
        t={t}
        intro={rich('email.codeSent', { email: <EmailAddress email={state.email} /> })}
        error={state.error}
        verifying={state.status === 'verifying'}
        sending={state.status === 'sending'}
        sentAt={state.sentAt}
        sendAgain={state.codeUnchecked}
        onSubmit={(code) => void submitEmailCode(foyer, code)}
        onResend={() => void startEmailLogin(foyer, state.email ?? '')}
        onEdit={() => forgetEmailLoginError(foyer)}
      />
    </ViewFrame>
  )
}
