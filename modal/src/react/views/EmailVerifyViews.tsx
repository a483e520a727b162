import {
  emailLoginStore,
  forgetEmailLoginError,
  startEmailLogin,
  submitEmailCode,
} from '../../core/embedded/login/emailLogin.ts'
import type { Foyer } from '../../core/foyer.ts'
import { useFoyerState } from '../useFoyerState.ts'
import { CodeForm } from './email/CodeForm.tsx'
import { ViewFrame } from './ViewFrame.tsx'

/** A new device: the visitor opens the approval link from the mail; the code view follows. */
export function EmailVerifyDeviceView({ foyer }: { foyer: Foyer }) {
  const store = emailLoginStore(foyer)
  const email = useFoyerState(store, (s) => s.email)
  const error = useFoyerState(store, (s) => s.error)
  return (
    <ViewFrame foyer={foyer} title="Approve this device">
      <p className="foyer-text" role="status">
        Your wallet is already on another device, so this one needs your approval once. We emailed{' '}
        <strong>{email}</strong> a link: open it in this browser, then come back here. The code view
        opens by itself.
      </p>
      <p className="foyer-muted foyer-text">Waiting for the approval…</p>
      {error && (
        <p className="foyer-error foyer-text" role="alert">
          {error}
        </p>
      )}
    </ViewFrame>
  )
}

/** The code from the email: typed or pasted, checked, with a resend once the cooldown is over. */
export function EmailVerifyOtpView({ foyer }: { foyer: Foyer }) {
  const store = emailLoginStore(foyer)
  const state = useFoyerState(store, (s) => s)
  return (
    <ViewFrame foyer={foyer} title="Enter the code">
      <CodeForm
        intro={
          <>
            We sent a 6-digit code to <strong>{state.email}</strong>. It works for 10 minutes.
          </>
        }
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
