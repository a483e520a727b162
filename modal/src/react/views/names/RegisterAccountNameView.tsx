import { type ReactNode, useEffect, useRef, useState } from 'react'
import type { Foyer } from '../../../core/foyer.ts'
import { type AccountNameCheck, checkAccountName } from '../../../core/names/checkAccountName.ts'
import { ACCOUNT_NAME_MIN_LENGTH, NAME_SUFFIX } from '../../../core/names/constants.ts'
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
import { showView } from '../../../core/router/showView.ts'
import { useFoyerState } from '../../useFoyerState.ts'
import { type I18n, useI18n } from '../../useI18n.ts'
import { networkNode, sendErrorText } from '../TransferDetails.tsx'
import { ViewFrame } from '../ViewFrame.tsx'

/** How long typing must pause before the name service is asked. */
const LOOKUP_DEBOUNCE_MS = 300

type Availability = NameAvailability | { status: 'checking'; name: string } | undefined

/** A name or label as typed or found: kept out of page translation, isolated. */
const nameNode = (name: string) => (
  <bdi dir="ltr" translate="no">
    {name}
  </bdi>
)

/** The typed label `checkAccountName` checks (a trailing `.foyer.id` dropped). */
function labelOf(typed: string): string {
  const raw = typed.trim()
  return raw.toLowerCase().endsWith(NAME_SUFFIX) ? raw.slice(0, -NAME_SUFFIX.length) : raw
}

/** The rule a typed name breaks (`checkAccountName`), in the visitor's language. */
function nameProblem({ t, rich }: I18n, typed: string, check: AccountNameCheck): ReactNode {
  if (check.ok) return undefined
  const label = labelOf(typed)
  switch (check.rule) {
    case 'empty':
      return t('names.typeName')
    case 'characters':
      return rich('names.badCharacter', {
        character: nameNode([...label].find((char) => !/^[a-zA-Z0-9-]$/.test(char)) ?? ''),
      })
    case 'length':
      return rich('names.tooShort', {
        min: ACCOUNT_NAME_MIN_LENGTH,
        name: nameNode(label),
        length: label.length,
      })
    case 'ensip15':
      return rich('names.notEns', {
        reason: (
          <bdi translate="no">
            {check.message.replace(/^Not a valid ENS name \(ENSIP-15\): /, '').replace(/\.$/, '')}
          </bdi>
        ),
      })
  }
}

/** An error the name service or the wallet gave (`describeError`'s sentence), translated when known. */
function nameErrorText(i18n: I18n, text: string): ReactNode {
  if (text === 'Account names need a Foyer server.') return i18n.t('names.needsServer')
  return sendErrorText(i18n, text)
}

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
  const i18n = useI18n(foyer)
  const { t } = i18n
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

  const problem = !check.ok && check.rule !== 'empty' ? nameProblem(i18n, draft, check) : undefined
  const canRegister = check.ok && availability?.status === 'available' && !loading
  const describedBy = [problem ? 'foyer-name-error' : '', 'foyer-name-status']
    .filter(Boolean)
    .join(' ')

  return (
    <ViewFrame foyer={foyer} title={t('names.title')}>
      <form
        className="foyer-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (canRegister) void registerAccountName(foyer, draft).catch(() => {})
          else if (!check.ok) refuseNameDraft(foyer, check.message)
        }}
      >
        <label htmlFor="foyer-name">{t('names.label')}</label>
        <div className="foyer-name-field">
          <input
            id="foyer-name"
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="none"
            placeholder={t('names.placeholder')}
            data-autofocus=""
            value={draft}
            aria-invalid={problem ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => editNameDraft(foyer, event.target.value)}
          />
          <span className="foyer-muted" aria-hidden="true" dir="ltr" translate="no">
            {NAME_SUFFIX}
          </span>
        </div>
        <p className="foyer-muted foyer-small" data-testid="foyer-name-rules">
          {i18n.rich('names.rules', {
            min: ACCOUNT_NAME_MIN_LENGTH,
            network: networkNode(t, chainId),
          })}
        </p>
        {problem && (
          <p id="foyer-name-error" className="foyer-field-error">
            {problem}
          </p>
        )}
        <div id="foyer-name-status" aria-live="polite">
          {availability && <AvailabilityLine i18n={i18n} availability={availability} />}
        </div>
        {availability?.status === 'taken' && availability.suggestions.length > 0 && (
          <ul className="foyer-suggestions" aria-label={t('names.suggestionsLabel')}>
            {availability.suggestions.map((suggestion) => (
              <li key={suggestion}>
                <button
                  type="button"
                  className="foyer-secondary"
                  translate="no"
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
            {/* A refused draft's reason is the rule it breaks, said as the field says it. */}
            {!check.ok && registerError === check.message
              ? nameProblem(i18n, draft, check)
              : nameErrorText(i18n, registerError)}
          </p>
        )}
        <button
          type="submit"
          className="foyer-primary"
          aria-disabled={!canRegister}
          aria-busy={loading}
        >
          {t('names.register')}
        </button>
      </form>
    </ViewFrame>
  )
}

function AvailabilityLine({
  i18n,
  availability,
}: {
  i18n: I18n
  availability: NonNullable<Availability>
}) {
  const name = nameNode(availability.name)
  switch (availability.status) {
    case 'checking':
      return <p className="foyer-muted">{i18n.rich('names.checking', { name })}</p>
    case 'available':
      return <p className="foyer-ok">{i18n.rich('names.available', { name })}</p>
    case 'taken':
      return (
        <p className="foyer-field-error">
          {availability.suggestions.length > 0
            ? i18n.rich('names.takenTryThese', { name })
            : i18n.rich('names.taken', { name })}
        </p>
      )
    case 'error':
      return (
        <p className="foyer-field-error">
          {i18n.rich('names.checkFailed', {
            name,
            reason: nameErrorText(i18n, availability.message),
          })}
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
  const { t, rich } = useI18n(foyer)
  // The view's autofocus ran while it was loading: focus the way on once the name is registered.
  useEffect(() => {
    if (!loading) back.current?.focus()
  }, [loading])
  return (
    <ViewFrame
      foyer={foyer}
      title={loading ? t('names.registeringTitle') : t('names.registeredTitle')}
    >
      <div aria-live="polite" aria-busy={loading}>
        {loading ? (
          <>
            <p className="foyer-text">{rich('names.registering', { name: nameNode(name) })}</p>
            <p className="foyer-muted">{t('names.confirmInWallet')}</p>
          </>
        ) : (
          <p className="foyer-text" data-testid="foyer-registered-name">
            {rich('names.yours', { name: nameNode(name) })}
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
          {t('names.backToAccount')}
        </button>
      )}
    </ViewFrame>
  )
}
