import { useEffect, useState } from 'react'
import {
  emailLoginStore,
  resendWaitSeconds,
  startEmailLogin,
  submitEmailCode,
} from '../../core/embedded/login/emailLogin.ts'
import type { Foyer } from '../../core/instantiateFoyer.ts'
import { useFoyerState } from '../useFoyerState.ts'
import { ViewFrame } from './ViewFrame.tsx'

/** A new device: the visitor opens the approval link from the mail; the code view follows. */
export function EmailVerifyDeviceView({ foyer }: { foyer: Foyer }) {
  const store = emailLoginStore(foyer)
  const email = useFoyerState(store, (s) => s.email)
  const error = useFoyerState(store, (s) => s.error)
  return (
    <ViewFrame foyer={foyer} title="Approve this device">
      <p className="foyer-text" role="status">
        We emailed <strong>{email}</strong> a link to approve this device. Open it, then come back
        here: the code view opens by itself.
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

/** Re-renders every second while `active`, for countdowns. */
function useTick(active: boolean): void {
  const [, setTick] = useState(0)
  useEffect(() => {
    if (!active) return
    const timer = setInterval(() => setTick((n) => n + 1), 1000)
    return () => clearInterval(timer)
  }, [active])
}

/** The code from the email: typed or pasted, checked, with a resend once the cooldown is over. */
export function EmailVerifyOtpView({ foyer }: { foyer: Foyer }) {
  const store = emailLoginStore(foyer)
  const state = useFoyerState(store, (s) => s)
  const [code, setCode] = useState('')
  const wait = resendWaitSeconds(state)
  useTick(wait > 0)
  const verifying = state.status === 'verifying'
  const sending = state.status === 'sending'
  return (
    <ViewFrame foyer={foyer} title="Enter the code">
      <form
        className="foyer-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void submitEmailCode(foyer, code)
        }}
      >
        <p className="foyer-text">
          We sent a 6-digit code to <strong>{state.email}</strong>. It works for 10 minutes.
        </p>
        <label htmlFor="foyer-otp">Code</label>
        <input
          id="foyer-otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          data-autofocus=""
          value={code}
          aria-invalid={state.error ? true : undefined}
          aria-describedby={state.error ? 'foyer-otp-error' : undefined}
          onChange={(event) => {
            setCode(event.target.value)
            if (store.getState().error) store.setState({ error: undefined })
          }}
          onPaste={(event) => {
            // A pasted code often comes with spaces or a dash ("123 456"): keep the digits.
            const digits = event.clipboardData.getData('text').replace(/\D/g, '')
            if (digits.length !== 6) return
            event.preventDefault()
            setCode(digits)
            void submitEmailCode(foyer, digits)
          }}
        />
        {state.error && (
          <p id="foyer-otp-error" className="foyer-field-error" role="alert">
            {state.error}
          </p>
        )}
        <button type="submit" className="foyer-primary" disabled={verifying} aria-busy={verifying}>
          {verifying ? 'Checking…' : 'Continue'}
        </button>
        <button
          type="button"
          className="foyer-secondary"
          disabled={wait > 0 || sending || verifying}
          onClick={() => void startEmailLogin(foyer, state.email ?? '')}
        >
          {wait > 0 ? `Resend code in ${wait} s` : sending ? 'Sending…' : 'Resend code'}
        </button>
      </form>
    </ViewFrame>
  )
}
