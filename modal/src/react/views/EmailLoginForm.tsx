import { useState } from 'react'
import {
  emailLoginStore,
  forgetEmailLoginError,
  prepareEmailLogin,
  startEmailLogin,
} from '../../core/embedded/login/emailLogin.ts'
import type { Foyer } from '../../core/foyer.ts'
import { errorNode } from '../describeErrorIn.ts'
import { useFoyerState } from '../useFoyerState.ts'
import { useI18n } from '../useI18n.ts'

/** The Connect view's email field: the embedded wallet's login (a code by email). */
export function EmailLoginForm({ foyer, autoFocus }: { foyer: Foyer; autoFocus: boolean }) {
  const { t } = useI18n(foyer)
  const store = emailLoginStore(foyer)
  const status = useFoyerState(store, (s) => s.status)
  const error = useFoyerState(store, (s) => s.error)
  const [email, setEmail] = useState(() => store.getState().email ?? '')
  const sending = status === 'sending'
  return (
    <form
      className="foyer-form foyer-email"
      noValidate
      aria-label={t('email.formLabel')}
      onSubmit={(event) => {
        event.preventDefault()
        void startEmailLogin(foyer, email)
      }}
    >
      <label htmlFor="foyer-email">{t('email.label')}</label>
      <input
        id="foyer-email"
        type="email"
        autoComplete="email"
        placeholder={t('email.placeholder')}
        data-autofocus={autoFocus ? '' : undefined}
        value={email}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'foyer-email-error' : undefined}
        onChange={(event) => {
          setEmail(event.target.value)
          forgetEmailLoginError(foyer)
          // An address is being typed: the wallet's frame loads while the visitor finishes it.
          if (event.target.value.includes('@')) prepareEmailLogin(foyer)
        }}
      />
      {error !== undefined && (
        <p id="foyer-email-error" className="foyer-field-error" role="alert">
          {errorNode(t, error)}
        </p>
      )}
      <button type="submit" className="foyer-primary" disabled={sending} aria-busy={sending}>
        {sending ? t('email.sendingCode') : t('email.continue')}
      </button>
    </form>
  )
}
