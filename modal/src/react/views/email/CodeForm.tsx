import { type ReactNode, useEffect, useRef, useState } from 'react'
import { resendWaitSeconds } from '../../../core/embedded/login/emailLogin.ts'
import { errorNode } from '../../describeErrorIn.ts'
import type { I18n } from '../../useI18n.ts'

/** Digits in a code from an email. */
export const CODE_LENGTH = 6

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
 * One field drawn as six boxes: a single labelled input (screen readers, autofill and paste see
 * one field) over six boxes that show its digits and where the next one goes. Rendered once with
 * the views' rules (Views.tsx), not by each render: a stylesheet added on open makes the browser
 * restyle the whole dialog.
 */
export const codeFormCss = `
.foyer-code { position: relative; height: 48px; margin: 2px 0; }
.foyer-code input { position: absolute; inset: 0; width: 100%; height: 100%; padding: 0; border: 0;
  background: transparent; color: transparent; caret-color: transparent; font-size: 16px; }
.foyer-code input::selection { background: transparent; }
.foyer-code input:focus-visible { outline: none; }
.foyer-code-boxes { display: grid; grid-template-columns: repeat(6, 1fr); gap: 8px; height: 100%; pointer-events: none; }
.foyer-code-boxes span { display: grid; place-items: center; border: 1px solid var(--field-line); border-radius: 10px;
  background: var(--field); font: 600 22px/1 ui-monospace, monospace; color: var(--fg); }
.foyer-code:focus-within .foyer-code-boxes span[data-next] { outline: 2px solid var(--accent); outline-offset: 1px; }
.foyer-code input[aria-invalid="true"] + .foyer-code-boxes span { border-color: var(--danger); }
`

/** An email address in a sentence: bold, isolated, never translated. */
export function EmailAddress({ email }: { email: string | undefined }) {
  return (
    <strong>
      <bdi translate="no">{email}</bdi>
    </strong>
  )
}

/**
 * A code from an email, in six boxes: typed, pasted (spaces and dashes dropped) or filled by the
 * phone's autofill (`one-time-code`), it is sent by itself once the sixth digit is in; Continue
 * (or Enter) sends it too. A code already sent is not sent again until it changes, so a wrong
 * one costs one attempt; with `sendAgain` (its check failed before the code was judged) Continue
 * sends the same code again. The error shows below; the field keeps the code and has focus when
 * the view opens. Resend waits 30 s from `sentAt`.
 */
export function CodeForm({
  t,
  intro,
  error,
  verifying,
  sending,
  sentAt,
  sendAgain = false,
  onSubmit,
  onResend,
  onEdit,
}: {
  /** The view's messages (`useI18n`). */
  t: I18n['t']
  intro: ReactNode
  /** The last attempt's error (`errorNode` says it). */
  error: unknown
  verifying: boolean
  sending: boolean
  /** When the last code was sent (ms since epoch). */
  sentAt: number | undefined
  /**
   * The last check failed before the code was judged (the wallet code could not load): Continue
   * (or Enter) sends the same code again. Otherwise a code is not sent twice in a row.
   */
  sendAgain?: boolean | undefined
  onSubmit: (code: string) => void
  onResend: () => void
  /** The visitor changed the code: an error about the old one no longer applies. */
  onEdit: () => void
}) {
  const [code, setCode] = useState('')
  /** The code last sent, until it changes: never sent twice in a row. */
  const sent = useRef<string | undefined>(undefined)
  const wait = resendWaitSeconds({ sentAt })
  useTick(wait > 0)
  // A new code was sent: whatever is typed next is worth sending.
  useEffect(() => {
    sent.current = undefined
  }, [sentAt])
  const send = (digits: string, { again = false } = {}) => {
    if (verifying || (digits === sent.current && !again)) return
    sent.current = digits
    onSubmit(digits)
  }
  const enter = (text: string) => {
    const digits = text.replace(/\D/g, '').slice(0, CODE_LENGTH)
    if (digits !== code && error) onEdit()
    if (digits !== sent.current) sent.current = undefined
    setCode(digits)
    if (digits.length === CODE_LENGTH) send(digits)
  }
  return (
    <form
      className="foyer-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        // Too short: the check explains it (an empty or cut code is never "sent").
        if (code.length < CODE_LENGTH) onSubmit(code)
        else send(code, { again: sendAgain })
      }}
    >
      <p className="foyer-text">{intro}</p>
      <label htmlFor="foyer-otp">{t('email.codeLabel')}</label>
      <div className="foyer-code">
        <input
          id="foyer-otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH * 2}
          data-autofocus=""
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'foyer-otp-error' : undefined}
          onChange={(event) => enter(event.target.value)}
          onPaste={(event) => {
            event.preventDefault()
            enter(event.clipboardData.getData('text'))
          }}
        />
        <div className="foyer-code-boxes" aria-hidden="true" data-testid="foyer-code-boxes">
          {Array.from({ length: CODE_LENGTH }, (_, i) => (
            <span key={i} data-next={i === Math.min(code.length, CODE_LENGTH - 1) ? '' : undefined}>
              {code[i] ?? ''}
            </span>
          ))}
        </div>
      </div>
      {error !== undefined && (
        <p id="foyer-otp-error" className="foyer-field-error" role="alert">
          {errorNode(t, error)}
        </p>
      )}
      <button type="submit" className="foyer-primary" disabled={verifying} aria-busy={verifying}>
        {verifying ? t('email.checking') : t('email.continue')}
      </button>
      <button
        type="button"
        className="foyer-secondary"
        disabled={wait > 0 || sending || verifying}
        onClick={onResend}
      >
        {wait > 0
          ? t('email.resendIn', { seconds: wait })
          : sending
            ? t('email.sending')
            : t('email.resend')}
      </button>
    </form>
  )
}
