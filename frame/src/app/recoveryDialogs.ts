import { recoveryWord } from '../custody/recoveryKey.ts'
import { frameLocale, rich, t } from '../i18n/frameI18n.ts'
import { actions, button, ltr, type ShowDialog, trusted } from './dialogParts.ts'
import { plainText } from './displayText.ts'
import { el } from './dom.ts'

/** How many of the key's words the visitor types back to show it was written down. */
export const CONFIRM_WORDS = 3

/** `count` distinct word positions (1-based) of a `length`-word key, in order, at random. */
export function confirmPositions(length: number, count = CONFIRM_WORDS): number[] {
  const chosen = new Set<number>()
  const random = new Uint32Array(1)
  while (chosen.size < Math.min(count, length)) {
    crypto.getRandomValues(random)
    chosen.add(((random[0] as number) % length) + 1)
  }
  return [...chosen].sort((a, b) => a - b)
}

/** "3, 11 and 19", in the frame's language. */
const listed = (numbers: number[]) => {
  const locale = frameLocale()
  const numeric = new Intl.NumberFormat(locale)
  return new Intl.ListFormat(locale.startsWith('en') ? 'en-GB' : locale, {
    type: 'conjunction',
  }).format(numbers.map((n) => numeric.format(n)))
}

/**
 * The frame's recovery dialogs: the new wallet's recovery key, written down and typed back in
 * part, and "Restore your wallet" on a device that does not hold the wallet, with its honest
 * ways out. Shown with the frame's `show`, so they have its focus trap and armed buttons.
 */
export function createRecoveryDialogs(show: ShowDialog) {
  return {
    /**
     * Shows the new wallet's recovery key (its words, numbered) to write down, then asks for
     * CONFIRM_WORDS of them; resolves once they match. `login` names how the visitor signs in
     * ("your email", "your Google account"), which the key goes with.
     */
    offerRecovery(words: readonly string[], login: string, note?: string): Promise<void> {
      return new Promise((resolve) => {
        const positions = confirmPositions(words.length)
        /** What the visitor typed in the confirmation, kept when they go back to the key. */
        const typed = new Map<number, string>()
        /** Back from the confirmation to the key (the shown confirmation's, for Escape). */
        let leaveConfirm: (() => void) | undefined

        const showKey = () =>
          show(t('recovery.saveTitle'), ({ close, guard }) => {
            const list = el(
              'ol',
              { className: 'secret words', id: 'foyer-recovery-words' },
              ...words.map((word) => el('li', { textContent: word })),
            )
            // The key's words are the BIP-39 English list's: never translated.
            list.setAttribute('translate', 'no')
            list.setAttribute('aria-label', t('recovery.wordsLabel', { count: words.length }))
            const status = el('p', { className: 'muted' })
            status.setAttribute('role', 'status')
            const copy = button(t('recovery.copy'), 'secondary')
            copy.addEventListener(
              'click',
              trusted(
                () =>
                  void navigator.clipboard?.writeText(words.join(' ')).then(
                    () => {
                      status.textContent = t('recovery.copied')
                    },
                    () => {
                      status.textContent = t('recovery.copyBlocked')
                    },
                  ),
              ),
            )
            const saved = button(t('recovery.saved'), 'primary')
            saved.addEventListener(
              'click',
              guard(() => {
                close()
                confirmKey()
              }),
            )
            return {
              nodes: [
                ...(note
                  ? [
                      el('p', {
                        className: 'warning',
                        id: 'foyer-recovery-note',
                        textContent: note,
                      }),
                    ]
                  : []),
                el('p', {
                  className: 'muted',
                  textContent: t('recovery.intro', {
                    count: words.length,
                    login: plainText(login, 80),
                  }),
                }),
                list,
                actions(copy),
                status,
                actions(saved),
              ],
              armed: [saved],
              // Nothing is approved here: the keyboard's way on is the main button, armed like the rest.
              focus: saved,
            }
          })

        const confirmKey = () =>
          show(
            t('recovery.confirmTitle'),
            ({ close }) => {
              const inputs = positions.map((position) =>
                el('input', {
                  id: `foyer-confirm-word-${position}`,
                  autocomplete: 'off',
                  spellcheck: false,
                  value: typed.get(position) ?? '',
                }),
              )
              for (const input of inputs) input.setAttribute('autocapitalize', 'none')
              const error = el('p', { className: 'error', id: 'foyer-confirm-error' })
              error.setAttribute('role', 'alert')
              const back = button(t('recovery.back'), 'secondary')
              const goBack = () => {
                for (const [i, input] of inputs.entries())
                  typed.set(positions[i] as number, input.value)
                close()
                showKey()
              }
              back.addEventListener('click', trusted(goBack))
              leaveConfirm = goBack
              const submit = el('button', {
                type: 'submit',
                className: 'primary',
                textContent: t('recovery.confirm'),
              })
              const form = el(
                'form',
                { className: 'confirm-words' },
                ...positions.flatMap((position, i) => [
                  el('label', {
                    htmlFor: inputs[i]?.id,
                    textContent: t('recovery.wordLabel', { position }),
                  }),
                  inputs[i] as HTMLInputElement,
                ]),
                error,
                actions(back, submit),
              )
              form.onsubmit = (event) => {
                event.preventDefault()
                if (!event.isTrusted) return
                const empty = positions.filter((_, i) => !inputs[i]?.value.trim())
                const wrong = empty.length
                  ? empty
                  : positions.filter(
                      (position, i) => recoveryWord(inputs[i]?.value ?? '') !== words[position - 1],
                    )
                if (wrong.length === 0) {
                  close()
                  resolve()
                  return
                }
                const first = inputs[positions.indexOf(wrong[0] as number)]
                for (const [i, input] of inputs.entries())
                  input.setAttribute('aria-invalid', String(wrong.includes(positions[i] as number)))
                const named = { count: wrong.length, words: listed(wrong) }
                error.textContent = empty.length
                  ? t('recovery.missingWords', named)
                  : t('recovery.wrongWords', named)
                first?.setAttribute('aria-describedby', error.id)
                first?.focus()
              }
              return {
                nodes: [
                  el('p', {
                    className: 'muted',
                    textContent: t('recovery.confirmIntro', { words: listed(positions) }),
                  }),
                  form,
                ],
                focus: inputs[0] as HTMLInputElement,
              }
            },
            // Escape goes back to the key, as Back does: the wallet is made, its key must be kept.
            () => leaveConfirm?.(),
          )

        showKey()
      })
    },

    /**
     * Asks for the recovery key on a device without this wallet's device share: resolves true
     * once `check` accepted a key, false when the visitor cancelled (Cancel, Escape, or "I lost
     * my recovery key" then Cancel sign-in).
     */
    askRecovery(address: string, check: (text: string) => Promise<void>): Promise<boolean> {
      return new Promise((resolve) => {
        let current: (() => void) | undefined
        const leave = () => {
          current?.()
          resolve(false)
        }
        const wallet = () => {
          const node = ltr(plainText(address), 'address')
          node.setAttribute('translate', 'no')
          return node
        }

        const askForKey = () =>
          show(
            t('restore.title'),
            ({ close }) => {
              current = close
              const input = el('textarea', {
                id: 'foyer-recovery',
                autocomplete: 'off',
                spellcheck: false,
                rows: 4,
              })
              input.setAttribute('autocapitalize', 'none')
              const error = el('p', { className: 'error' })
              error.setAttribute('role', 'alert')
              const submit = el('button', {
                type: 'submit',
                className: 'primary',
                textContent: t('restore.submit'),
              })
              const cancel = button(t('restore.cancel'), 'secondary')
              cancel.addEventListener('click', trusted(leave))
              const lost = el('button', {
                type: 'button',
                className: 'link',
                textContent: t('restore.lostKey'),
              })
              lost.addEventListener(
                'click',
                trusted(() => {
                  close()
                  explainLostKey()
                }),
              )
              const form = el(
                'form',
                {},
                el('label', { htmlFor: input.id, textContent: t('restore.label') }),
                input,
                error,
                actions(cancel, submit),
              )
              const restore = () => {
                submit.disabled = true
                check(input.value.trim()).then(
                  () => {
                    close()
                    resolve(true)
                  },
                  (reason: unknown) => {
                    submit.disabled = false
                    error.textContent = (reason as Error)?.message ?? t('restore.failed')
                  },
                )
              }
              form.onsubmit = (event) => {
                event.preventDefault()
                if (event.isTrusted) restore()
              }
              // Enter restores, as in a one-line field; Shift+Enter starts a new line.
              input.addEventListener('keydown', (event) => {
                if (event.key !== 'Enter' || event.shiftKey || !event.isTrusted) return
                event.preventDefault()
                if (!submit.disabled) restore()
              })
              return {
                nodes: [
                  el('p', { className: 'muted' }, ...rich('restore.intro', { address: wallet() })),
                  form,
                  lost,
                ],
                focus: input,
              }
            },
            leave,
          )

        const explainLostKey = () =>
          show(
            t('restore.lostTitle'),
            ({ close }) => {
              current = close
              const back = button(t('restore.back'), 'secondary')
              back.addEventListener(
                'click',
                trusted(() => {
                  close()
                  askForKey()
                }),
              )
              const cancel = button(t('restore.cancelSignIn'), 'primary')
              cancel.addEventListener('click', trusted(leave))
              return {
                nodes: [
                  el(
                    'p',
                    { className: 'muted' },
                    ...rich('restore.lostIntro', { address: wallet() }),
                  ),
                  el(
                    'ul',
                    { className: 'steps' },
                    el('li', { textContent: t('restore.lostOtherDevice') }),
                    el('li', { textContent: t('restore.lostFindKey') }),
                  ),
                  el('p', { className: 'muted', textContent: t('restore.lostNothingLost') }),
                  actions(back, cancel),
                ],
                focus: back,
              }
            },
            // Escape goes back to the key, as Back does.
            () => {
              current?.()
              askForKey()
            },
          )

        askForKey()
      })
    },
  }
}
