import type { RequestSummary } from './describeRequest.ts'
import { el } from './dom.ts'

export type FrameUi = {
  /** Shows the request with Approve and Reject; resolves true on Approve. Aborting closes it. */
  approve(summary: RequestSummary, appName: string, signal?: AbortSignal): Promise<boolean>
  /** Shows the new wallet's recovery key to keep, with the private key export; resolves on Continue. */
  offerRecovery(recoveryKey: string, exportKey: () => Promise<string>): Promise<void>
  /** Asks for the recovery key on a device without this wallet's device share. */
  askRecovery(address: string, check: (text: string) => Promise<void>): Promise<void>
  setTheme(mode: 'light' | 'dark' | undefined, variables?: Record<string, string | number>): void
}

/**
 * The frame's own UI, drawn only while the app reveals the frame over the modal: approvals,
 * the recovery key of a new wallet, and recovery on a new device. Everything a visitor decides
 * about their keys happens here, where no host script can click for them.
 */
export function createFrameUi(root: HTMLElement = document.body): FrameUi {
  let open: { close(): void; escape?: (() => void) | undefined } | undefined

  /** Shows one dialog; `build` gets a close function and returns the dialog's content. */
  function show(title: string, build: (close: () => void) => Node[], onEscape?: () => void): void {
    // A newer request replaces a dialog nobody answered (its request was aborted by the app).
    if (open?.escape) open.escape()
    else open?.close()
    const heading = el('h1', { id: 'foyer-frame-title', textContent: title })
    const dialog = el('div', { className: 'dialog' })
    dialog.setAttribute('role', 'dialog')
    dialog.setAttribute('aria-modal', 'true')
    dialog.setAttribute('aria-labelledby', heading.id)
    const backdrop = el('div', { className: 'backdrop' }, dialog)
    dialog.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') onEscape?.()
    })
    const close = () => {
      backdrop.remove()
      if (open === handle) open = undefined
    }
    const handle = { close, escape: onEscape }
    open = handle
    dialog.append(heading, ...build(close))
    root.append(backdrop)
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus()
  }

  const table = (summary: RequestSummary) =>
    el(
      'dl',
      { className: 'rows' },
      ...summary.rows.flatMap((row) => [
        el('dt', { textContent: row.label }),
        el('dd', { textContent: row.value, title: row.title ?? row.value }),
      ]),
    )

  return {
    approve(summary, appName, signal) {
      return new Promise((resolve) => {
        let onEscape = () => {}
        show(
          summary.title,
          (close) => {
            const finish = (approved: boolean) => {
              close()
              signal?.removeEventListener('abort', onAbort)
              resolve(approved)
            }
            const onAbort = () => finish(false)
            onEscape = onAbort
            signal?.addEventListener('abort', onAbort, { once: true })
            const reject = el('button', {
              type: 'button',
              className: 'secondary',
              textContent: 'Reject',
            })
            const approve = el('button', {
              type: 'button',
              className: 'primary',
              textContent: 'Approve',
            })
            approve.dataset.autofocus = ''
            reject.onclick = () => finish(false)
            approve.onclick = () => finish(true)
            return [
              el('p', {
                className: 'muted',
                textContent: `${appName} asks your wallet to approve:`,
              }),
              table(summary),
              el('div', { className: 'actions' }, reject, approve),
            ]
          },
          () => onEscape(),
        )
      })
    },
    offerRecovery(recoveryKey, exportKey) {
      return new Promise((resolve) => {
        show('Save your recovery key', (close) => {
          const code = el('output', { className: 'secret', textContent: recoveryKey })
          const status = el('p', { className: 'muted' })
          status.setAttribute('role', 'status')
          const copy = el('button', { type: 'button', className: 'secondary', textContent: 'Copy' })
          copy.onclick = () =>
            void navigator.clipboard?.writeText(recoveryKey).then(
              () => {
                status.textContent = 'Recovery key copied.'
              },
              () => {
                status.textContent = 'Copying is blocked here: select the key and copy it.'
              },
            )
          const reveal = el('button', {
            type: 'button',
            className: 'secondary',
            textContent: 'Export private key',
          })
          const privateKey = el('output', { className: 'secret' })
          privateKey.hidden = true
          reveal.onclick = () =>
            void exportKey().then((key) => {
              privateKey.textContent = key
              privateKey.hidden = false
              reveal.disabled = true
            })
          const done = el('button', {
            type: 'button',
            className: 'primary',
            textContent: 'I saved it',
          })
          done.dataset.autofocus = ''
          done.onclick = () => {
            close()
            resolve()
          }
          return [
            el('p', {
              className: 'muted',
              textContent:
                'With this key and your email you can open your wallet on a new device. Keep it somewhere safe: nobody, not even this app, can show it again.',
            }),
            code,
            el('div', { className: 'actions' }, copy, reveal),
            privateKey,
            status,
            el('div', { className: 'actions' }, done),
          ]
        })
      })
    },
    askRecovery(address, check) {
      return new Promise((resolve) => {
        show('Restore your wallet', (close) => {
          const input = el('input', {
            id: 'foyer-recovery',
            autocomplete: 'off',
            spellcheck: false,
          })
          input.dataset.autofocus = ''
          const error = el('p', { className: 'error' })
          error.setAttribute('role', 'alert')
          const submit = el('button', {
            type: 'submit',
            className: 'primary',
            textContent: 'Restore',
          })
          const form = el(
            'form',
            {},
            el('label', { htmlFor: input.id, textContent: 'Recovery key' }),
            input,
            error,
            el('div', { className: 'actions' }, submit),
          )
          form.onsubmit = (event) => {
            event.preventDefault()
            submit.disabled = true
            check(input.value.trim()).then(
              () => {
                close()
                resolve()
              },
              (reason: unknown) => {
                submit.disabled = false
                error.textContent = (reason as Error)?.message ?? 'That recovery key did not work.'
              },
            )
          }
          return [
            el('p', {
              className: 'muted',
              textContent: `This device does not hold the wallet ${address} yet. Enter the recovery key you saved when it was created.`,
            }),
            form,
          ]
        })
      })
    },
    setTheme(mode, variables = {}) {
      if (mode) document.documentElement.dataset.theme = mode
      for (const [name, value] of Object.entries(variables))
        if (/^--[\w-]{1,64}$/.test(name))
          document.documentElement.style.setProperty(name, String(value).slice(0, 200))
    },
  }
}
