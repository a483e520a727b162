import { type ReactNode, useEffect, useState } from 'react'
import { resendWaitSeconds } from '../../../core/embedded/login/emailLogin.ts'

/** Re-renders every second while `active`, for countdowns. */
export function useTick(active: boolean): void {
  const [, setTick] = useState(0)
  useEffect(() => {
    if (!active) return
    const timer = setInterval(() => setTick((n) => n + 1), 1000)
    return () => clearInterval(timer)
  }, [active])
}

/**
 * A code from an email: typed or pasted (a pasted code with spaces or a dash is sent at once),
 * the error below the field, and a resend once the 30 s cooldown since `sentAt` is over. The
 * field keeps what was typed; it has focus when the view opens.
 */
export function CodeForm({
  intro,
  error,
  verifying,
  sending,
  sentAt,
  onSubmit,
  onResend,
  onEdit,
}: {
  intro: ReactNode
  error: string | undefined
  verifying: boolean
  sending: boolean
  /** When the last code was sent (ms since epoch). */
  sentAt: number | undefined
  onSubmit: (code: string) => void
  onResend: () => void
  /** The visitor changed the code: an error about the old one no longer applies. */
  onEdit: () => void
}) {
  const [code, setCode] = useState('')
  const wait = resendWaitSeconds({ sentAt })
  useTick(wait > 0)
  return (
    <form
      className="foyer-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit(code)
      }}
    >
      <p className="foyer-text">{intro}</p>
      <label htmlFor="foyer-otp">Code</label>
      <input
        id="foyer-otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
        data-autofocus=""
        value={code}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'foyer-otp-error' : undefined}
        onChange={(event) => {
          setCode(event.target.value)
          if (error) onEdit()
        }}
        onPaste={(event) => {
          const digits = event.clipboardData.getData('text').replace(/\D/g, '')
          if (digits.length !== 6) return
          event.preventDefault()
          setCode(digits)
          onSubmit(digits)
        }}
      />
      {error && (
        <p id="foyer-otp-error" className="foyer-field-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="foyer-primary" disabled={verifying} aria-busy={verifying}>
        {verifying ? 'Checking…' : 'Continue'}
      </button>
      <button
        type="button"
        className="foyer-secondary"
        disabled={wait > 0 || sending || verifying}
        onClick={onResend}
      >
        {wait > 0 ? `Resend code in ${wait} s` : sending ? 'Sending…' : 'Resend code'}
      </button>
    </form>
  )
}
