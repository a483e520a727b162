import { connectWithPasskey, passkeyLoginStore } from '../../core/embedded/login/passkeyLogin.ts'
import type { Foyer } from '../../core/foyer.ts'
import { describedNode } from '../describeErrorIn.ts'
import { useFoyerState } from '../useFoyerState.ts'
import { useI18n } from '../useI18n.ts'

/**
 * Connect's "Continue with a passkey": the wallet frame then asks to use the visitor's passkey or
 * create one, and runs the browser's prompt on the wallet's own origin.
 */
export function PasskeyButton({ foyer }: { foyer: Foyer }) {
  const { t } = useI18n(foyer)
  const store = passkeyLoginStore(foyer)
  const status = useFoyerState(store, (s) => s.status)
  const error = useFoyerState(store, (s) => s.error)
  const pending = status === 'pending'
  return (
    <div className="foyer-passkey">
      <button
        type="button"
        className="foyer-secondary foyer-passkey-button"
        aria-describedby={error ? 'foyer-passkey-error' : undefined}
        aria-busy={pending || undefined}
        disabled={pending}
        onClick={() => void connectWithPasskey(foyer)}
      >
        {pending ? t('passkey.waiting') : t('passkey.continue')}
      </button>
      {error && (
        <p id="foyer-passkey-error" className="foyer-error" role="alert">
          {describedNode(t, error)}
        </p>
      )}
    </div>
  )
}
