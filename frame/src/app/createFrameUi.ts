import { rich, t } from '../i18n/frameI18n.ts'
import type { FrameMessageKey } from '../i18n/messages/en.ts'
import { type ArmedButtons, armButtons } from './armButtons.ts'
import type { RequestSummary } from './describeRequest.ts'
import { actions, type Built, button, type Guard, ltr, trusted } from './dialogParts.ts'
import { plainText, showControls } from './displayText.ts'
import { el } from './dom.ts'
import { createRecoveryDialogs } from './recoveryDialogs.ts'
// The security dialogs' own stylesheet: literal colours, which no theme variable reaches.
import './secure.css'

/**
 * Who asks: `origin` is the verified origin of the app event (the message event's, checked by
 * the transport), `appName` what the app calls itself (SYNC_DAPP_DATA), shown only as secondary.
 */
export type Requester = { origin: string; appName?: string | undefined }

/** An email change to confirm: the new email, and the current one when the wallet has one. */
export type EmailChange = { email: string; currentEmail?: string | undefined }

export type FrameUi = {
  /** Shows the request with Approve and Reject; resolves true on Approve. Aborting closes it. */
  approve(summary: RequestSummary, requester: Requester, signal?: AbortSignal): Promise<boolean>
  /** Asks to confirm an email change with Confirm and Cancel; resolves true on Confirm. */
  confirmEmailChange(
    change: EmailChange,
    requester: Requester,
    signal?: AbortSignal,
  ): Promise<boolean>
  /**
   * Shows the new wallet's recovery key to keep; resolves on "I saved it". `login` names how the
   * visitor signs in ("your email", "your Google account"), which the key goes with. The private
   * key is not offered here: its export is on the wallet's own page, behind its warning.
   */
  offerRecovery(words: readonly string[], login: string, note?: string): Promise<void>
  /**
   * "Continue with a passkey": resolves 'use' (a passkey made before) or 'create' (a new one),
   * undefined when the visitor cancelled. The click on either is the user activation the
   * browser's passkey prompt needs, and it happens here, in the frame, where no host script can
   * click for the visitor.
   */
  choosePasskey(requester: Requester, signal?: AbortSignal): Promise<'use' | 'create' | undefined>
  /**
   * Asks for the recovery key on a device without this wallet's device share: resolves true once
   * `check` accepted a key, false when the visitor cancelled (Cancel, Escape, or "I lost my
   * recovery key" then Cancel sign-in).
   */
  askRecovery(address: string, check: (text: string) => Promise<void>): Promise<boolean>
}

/** The longest app name shown (after control and bidi characters are removed). */
export const APP_NAME_MAX = 40

/**
 * "<origin> asks …" (`asks`, a message with an `{origin}`), the verified origin first; the app's
 * own name below, as it says it.
 */
function requesterLines(requester: Requester, asks: FrameMessageKey): Node[] {
  const lines: Node[] = [
    el(
      'p',
      { className: 'requester' },
      ...rich(asks, { origin: ltr(plainText(requester.origin, 200), 'origin') }),
    ),
  ]
  const name = plainText(requester.appName ?? '', APP_NAME_MAX)
  if (name)
    lines.push(
      el('p', { className: 'muted app-name' }, ...rich('dialog.appName', { name: ltr(name) })),
    )
  return lines
}

/**
 * Tab and Shift+Tab cycle through the dialog's controls instead of leaving it for the frame's
 * empty page behind (aria-modal).
 */
function keepFocusIn(dialog: HTMLElement, event: KeyboardEvent): void {
  const controls = [
    ...dialog.querySelectorAll<HTMLElement>('button, input, textarea, a[href], [tabindex="0"]'),
  ].filter((node) => !(node as HTMLButtonElement).disabled && !node.closest('[hidden]'))
  const first = controls[0]
  const last = controls.at(-1)
  if (!first || !last) {
    event.preventDefault()
    return
  }
  const active = document.activeElement
  const outside = !active || !controls.includes(active as HTMLElement)
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && active === last) {
    event.preventDefault()
    first.focus()
  }
}

/**
 * The frame's own UI, drawn only while the app reveals the frame over the modal: approvals, the
 * email change, the recovery key of a new wallet, and recovery on a new device. Everything a
 * visitor decides about their keys happens here, where no host script can click for them: the
 * dialogs have their own stylesheet (secure.css) that theme variables cannot reach, show the
 * verified origin that asks, and their deciding buttons arm only after the dialog has been
 * visible and unchanged for ARM_DELAY_MS (armButtons.ts); Approve never has focus by default.
 */
export function createFrameUi(root: HTMLElement = document.body): FrameUi {
  let open: { close(): void; escape?: (() => void) | undefined } | undefined

  /** Shows one dialog; `build` gets a close function and the guard of the armed buttons. */
  function show(
    title: string | (Node | string)[],
    build: (tools: { close: () => void; guard: Guard }) => Built,
    onEscape?: () => void,
  ): void {
    // A newer request replaces a dialog nobody answered (its request was aborted by the app);
    // the new dialog's buttons start disarmed, so a click aimed at the old one does nothing.
    if (open?.escape) open.escape()
    else open?.close()
    const heading = el('h1', { id: 'foyer-frame-title' })
    heading.append(...(typeof title === 'string' ? [plainText(title)] : title))
    heading.tabIndex = -1
    const dialog = el('div', { className: 'dialog' })
    dialog.setAttribute('role', 'dialog')
    dialog.setAttribute('aria-modal', 'true')
    dialog.setAttribute('aria-labelledby', heading.id)
    const backdrop = el('div', { className: 'backdrop' }, dialog)
    dialog.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && event.isTrusted) onEscape?.()
      if (event.key === 'Tab') keepFocusIn(dialog, event)
    })
    let arming: ArmedButtons | undefined
    const guard: Guard = (action) => (event) => {
      if (arming) arming.guard(action)(event)
      else event.preventDefault()
    }
    const close = () => {
      arming?.destroy()
      backdrop.remove()
      if (open === handle) open = undefined
    }
    const handle = { close, escape: onEscape }
    open = handle
    const built = build({ close, guard })
    dialog.append(heading, ...built.nodes)
    root.append(backdrop)
    if (built.armed?.length) arming = armButtons({ dialog, buttons: built.armed })
    ;(built.focus ?? heading).focus()
  }

  /**
   * The request's rows. A value is shown exactly as decoded, so no page translator may rewrite
   * what is signed (`translate="no"`); its direction is its own text's (`unicode-bidi: plaintext`).
   */
  const table = (rows: { label: string; value: string; title?: string | undefined }[]) =>
    el(
      'dl',
      { className: 'rows' },
      ...rows.flatMap((row) => {
        const value = el('dd', {
          textContent: showControls(row.value),
          title: row.title ?? row.value,
        })
        value.setAttribute('translate', 'no')
        return [el('dt', { textContent: row.label }), value]
      }),
    )

  /**
   * A question with one way out (`cancel`, Escape, or the app's abort: `undefined`) and deciding
   * buttons (armed, the last one primary); resolves to the value of the one pressed.
   */
  function choose<T>(
    title: string | (Node | string)[],
    body: (guard: Guard) => Node[],
    cancel: string,
    choices: readonly { label: string; value: T }[],
    signal: AbortSignal | undefined,
  ): Promise<T | undefined> {
    return new Promise((resolve) => {
      let onEscape = () => {}
      show(
        title,
        ({ close, guard }) => {
          const finish = (value: T | undefined) => {
            close()
            signal?.removeEventListener('abort', onAbort)
            resolve(value)
          }
          const onAbort = () => finish(undefined)
          onEscape = onAbort
          if (signal?.aborted) queueMicrotask(onAbort)
          else signal?.addEventListener('abort', onAbort, { once: true })
          const no = button(cancel, 'secondary')
          no.addEventListener(
            'click',
            trusted(() => finish(undefined)),
          )
          const deciding = choices.map((choice, i) => {
            const node = button(choice.label, i === choices.length - 1 ? 'primary' : 'secondary')
            node.addEventListener(
              'click',
              guard(() => finish(choice.value)),
            )
            return node
          })
          return { nodes: [...body(guard), actions(no, ...deciding)], armed: deciding }
        },
        () => onEscape(),
      )
    })
  }

  /** A question with a deciding button; resolves true on it, false on the other, Escape or abort. */
  const decide = async (
    title: string | (Node | string)[],
    body: (guard: Guard) => Node[],
    labels: { yes: string; no: string },
    signal: AbortSignal | undefined,
  ): Promise<boolean> =>
    (await choose(title, body, labels.no, [{ label: labels.yes, value: true }], signal)) === true

  return {
    approve(summary, requester, signal) {
      return decide(
        summary.title,
        () => [
          ...requesterLines(requester, 'dialog.asksApprove'),
          table(summary.rows),
          ...(summary.warnings ?? []).map((text) => el('p', { className: 'warning' }, text)),
        ],
        { yes: t('dialog.approve'), no: t('dialog.reject') },
        signal,
      )
    },
    confirmEmailChange({ email, currentEmail }, requester, signal) {
      const next = plainText(email)
      return decide(
        rich('dialog.changeEmailTitle', { email: ltr(next) }),
        () => [
          ...requesterLines(requester, 'dialog.asksEmailChange'),
          table([
            ...(currentEmail
              ? [{ label: t('dialog.currentEmail'), value: plainText(currentEmail) }]
              : []),
            { label: t('dialog.newEmail'), value: next },
          ]),
          el('p', { className: 'muted' }, ...rich('dialog.emailChangeNote', { email: ltr(next) })),
        ],
        { yes: t('dialog.confirm'), no: t('dialog.cancel') },
        signal,
      )
    },
    choosePasskey(requester, signal) {
      return choose(
        t('dialog.passkeyTitle'),
        () => [
          ...requesterLines(requester, 'dialog.asksPasskey'),
          el(
            'p',
            { className: 'muted' },
            ...rich('dialog.passkeyNote', { host: ltr(location.hostname) }),
          ),
        ],
        t('dialog.cancel'),
        [
          { label: t('dialog.createPasskey'), value: 'create' as const },
          { label: t('dialog.usePasskey'), value: 'use' as const },
        ],
        signal,
      )
    },
    ...createRecoveryDialogs(show),
  }
}
