import { useEffect, useRef, useState } from 'react'
import type { Foyer } from '../../../core/foyer.ts'
import { checkAccountName } from '../../../core/names/checkAccountName.ts'
import { NAME_SUFFIX } from '../../../core/names/constants.ts'
import {
  checkNameAvailability,
  type NameAvailability,
} from '../../../core/names/nameAvailability.ts'
import { nameServiceStore } from '../../../core/names/nameServiceState.ts'
import {
  editNameDraft,
  refuseNameDraft,
  registerAccountName,
  registerNameForm,
} from '../../../core/names/registerName.ts'
import { chainName } from '../../../core/network/chainNames.ts'
import { showView } from '../../../core/router/showView.ts'
import { useFoyerState } from '../../useFoyerState.ts'
import { ViewFrame } from '../ViewFrame.tsx'

/** How long typing must pause before the name service is asked. */
const LOOKUP_DEBOUNCE_MS = 300

type Availability = NameAvailability | { status: 'checking'; name: string } | undefined

/**
 * Choose an account name: each rule is checked as the visitor types (SPEC §5 and ENSIP-15), then,
 * after a pause, whether the name is free; a taken name offers free ones. Register signs the name
 * message with the wallet and registers it (SPEC §4).
 */
export function RegisterAccountNameView({ foyer }: { foyer: Foyer }) {
  const form = registerNameForm(foyer)
  const draft = useFoyerState(form, (s) => s.draft)
  const registerError = useFoyerState(form, (s) => s.error)
  const chainId = useFoyerState(foyer.connection, (s) => s.chainId)
  const loading = useFoyerState(nameServiceStore(foyer), (s) => s.loading)
  const [availability, setAvailability] = useState<Availability>()
  const check = checkAccountName(draft)
  const fullName = check.ok ? check.fullName : undefined

  useEffect(() => {
    if (!fullName) return setAvailability(undefined)
    setAvailability({ status: 'checking', name: fullName })
    let current = true
    const timer = setTimeout(() => {
      void checkNameAvailability(foyer, fullName).then((found) => {
        if (current) setAvailability(found)
      })
    }, LOOKUP_DEBOUNCE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [foyer, fullName])

  const problem = !check.ok && check.rule !== 'empty' ? check.message : undefined
  const canRegister = check.ok && availability?.status === 'available' && !loading
  const describedBy = [problem ? 'foyer-name-error' : '', 'foyer-name-status']
    .filter(Boolean)
    .join(' ')

  return (
    <ViewFrame foyer={foyer} title="Register name">
      <form
        className="foyer-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (canRegister) void registerAccountName(foyer, draft).catch(() => {})
          else if (!check.ok) refuseNameDraft(foyer, check.message)
        }}
      >
        <label htmlFor="foyer-name">Account name</label>
        <div className="foyer-name-field">
          <input
            id="foyer-name"
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="none"
            placeholder="your-name"
            data-autofocus=""
            value={draft}
            aria-invalid={problem ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => editNameDraft(foyer, event.target.value)}
          />
          <span className="foyer-muted" aria-hidden="true">
            {NAME_SUFFIX}
          </span>
        </div>
        <p className="foyer-muted foyer-small" data-testid="foyer-name-rules">
          Letters, digits and hyphens, at least 4 characters. A name is per network: this one will
          point to your address on {chainName(chainId)} only.
        </p>
        {problem && (
          <p id="foyer-name-error" className="foyer-field-error">
            {problem}
          </p>
        )}
        <div id="foyer-name-status" aria-live="polite">
          {availability && <AvailabilityLine availability={availability} />}
        </div>
        {availability?.status === 'taken' && availability.suggestions.length > 0 && (
          <ul className="foyer-suggestions" aria-label="Free names">
            {availability.suggestions.map((suggestion) => (
              <li key={suggestion}>
                <button
                  type="button"
                  className="foyer-secondary"
                  onClick={() =>
                    editNameDraft(foyer, suggestion.slice(0, -NAME_SUFFIX.length) || suggestion)
                  }
                >
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        )}
        {registerError && (
          <p className="foyer-error" role="alert">
            {registerError}
          </p>
        )}
        <button
          type="submit"
          className="foyer-primary"
          aria-disabled={!canRegister}
          aria-busy={loading}
        >
          Register
        </button>
      </form>
    </ViewFrame>
  )
}

function AvailabilityLine({ availability }: { availability: NonNullable<Availability> }) {
  switch (availability.status) {
    case 'checking':
      return <p className="foyer-muted">Checking {availability.name}…</p>
    case 'available':
      return <p className="foyer-ok">{availability.name} is available.</p>
    case 'taken':
      return (
        <p className="foyer-field-error">
          {availability.name} is taken.
          {availability.suggestions.length > 0 ? ' Try one of these:' : ''}
        </p>
      )
    case 'error':
      return (
        <p className="foyer-field-error">
          Couldn’t check {availability.name}: {availability.message}
        </p>
      )
  }
}

/**
 * Shown while the name registers (SPEC §4: this view comes first, then the signature and the
 * registration), then the result. A failure returns to RegisterAccountName with the reason.
 */
export function RegisterAccountNameSuccessView({ foyer, name }: { foyer: Foyer; name: string }) {
  const loading = useFoyerState(nameServiceStore(foyer), (s) => s.loading)
  const back = useRef<HTMLButtonElement>(null)
  // The view's autofocus ran while it was loading: focus the way on once the name is registered.
  useEffect(() => {
    if (!loading) back.current?.focus()
  }, [loading])
  return (
    <ViewFrame foyer={foyer} title={loading ? 'Registering name' : 'Name registered'}>
      <div aria-live="polite" aria-busy={loading}>
        {loading ? (
          <>
            <p className="foyer-text">Registering {name}…</p>
            <p className="foyer-muted">Confirm the message in your wallet.</p>
          </>
        ) : (
          <p className="foyer-text" data-testid="foyer-registered-name">
            {name} is yours.
          </p>
        )}
      </div>
      {!loading && (
        <button
          type="button"
          className="foyer-primary"
          ref={back}
          onClick={() => showView(foyer, { view: 'Account' }, { back: false })}
        >
          Back to account
        </button>
      )}
    </ViewFrame>
  )
}
