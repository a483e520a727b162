/**
 * How long a security dialog must have been shown, visible and unchanged before its deciding
 * button (Approve, Confirm, I saved it, Export private key) works: 600 ms. Longer than the usual
 * double-click interval (500 ms on Windows and most desktops), so the second click of a
 * double-click begun on a decoy, or a click aimed at a dialog that was swapped under the cursor,
 * lands on a button that is not armed yet; short enough that nobody who reads the request first
 * notices it. Browsers protect their own permission prompts the same way (Chromium ignores input
 * on a new prompt for about the double-click time).
 */
export const ARM_DELAY_MS = 600

/** How often IntersectionObserver v2 may report visibility (its minimum is 100 ms). */
const VISIBILITY_DELAY_MS = 100

export type ArmButtonsParameters = {
  /** The dialog: watched for visibility (IntersectionObserver v2) and for content changes. */
  dialog: HTMLElement
  /** The buttons that act; they start disarmed (`aria-disabled="true"`). */
  buttons: readonly HTMLElement[]
  /** @default ARM_DELAY_MS */
  delayMs?: number | undefined
}

export type ArmedButtons = {
  /** True when a trusted activation of the buttons may act now. */
  armed(): boolean
  /**
   * Wraps a button's activation: it runs only for a trusted event (`isTrusted`, a person's click
   * or key, never a script's) while armed; otherwise it does nothing.
   */
  guard<E extends Event>(action: (event: E) => void): (event: E) => void
  /** Disarms and starts the delay again (the dialog changed). */
  restart(): void
  /** Removes the listeners and observers. */
  destroy(): void
}

/** Whether this browser reports real visibility (IntersectionObserver v2: Chromium). */
export function tracksVisibility(): boolean {
  return (
    typeof IntersectionObserver === 'function' &&
    typeof IntersectionObserverEntry === 'function' &&
    'isVisible' in IntersectionObserverEntry.prototype
  )
}

/**
 * Arms a security dialog's buttons the way a host page cannot get round: they start disarmed
 * (`aria-disabled="true"`, so keyboard users still reach them and hear they are not available
 * yet) and arm once the dialog has been shown, visible and unchanged for `delayMs`. The delay
 * starts again when the content changes, the frame is resized, its document is hidden or it
 * loses focus (and focus is then taken off the buttons, so a host that focuses the iframe again
 * never lands on one). Where the browser has IntersectionObserver v2 (`trackVisibility`), they
 * are armed only while the dialog `isVisible`: not covered, not transparent, not filtered or
 * transformed by the host page; elsewhere the delay and focus rules apply alone. Chromium adds
 * its own guard to a frame that tracks visibility this way: it drops pointer input to the frame
 * for about 500 ms after the frame moved or was resized (as when the modal reveals it), so even
 * Reject and Cancel take a click only once the dialog has been up a moment.
 * @example
 * const arming = armButtons({ dialog, buttons: [approve] })
 * approve.addEventListener('click', arming.guard(() => finish(true)))
 */
export function armButtons({
  dialog,
  buttons,
  delayMs = ARM_DELAY_MS,
}: ArmButtonsParameters): ArmedButtons {
  const doc = dialog.ownerDocument
  const win = doc.defaultView ?? window
  const watchesVisibility = tracksVisibility()
  // Without IntersectionObserver v2 the frame cannot know; with it, unknown until its first report.
  let visible = !watchesVisibility
  let armed = false
  let destroyed = false
  let timer: ReturnType<typeof setTimeout> | undefined

  const setArmed = (value: boolean) => {
    armed = value
    for (const button of buttons) {
      if (value) button.removeAttribute('aria-disabled')
      else button.setAttribute('aria-disabled', 'true')
      button.dataset.armed = String(value)
    }
  }
  const arm = () => {
    timer = undefined
    if (!destroyed && visible && doc.visibilityState !== 'hidden') setArmed(true)
  }
  const restart = () => {
    clearTimeout(timer)
    setArmed(false)
    if (!destroyed) timer = setTimeout(arm, delayMs)
  }
  const disarm = () => {
    clearTimeout(timer)
    timer = undefined
    setArmed(false)
  }

  const onBlur = () => {
    // Focus went to the host page (or elsewhere): when it comes back it must not land on a button.
    const active = doc.activeElement
    if (active instanceof HTMLElement && buttons.includes(active)) active.blur()
    restart()
  }
  const onVisibility = () => (doc.visibilityState === 'hidden' ? disarm() : restart())

  let observer: IntersectionObserver | undefined
  if (watchesVisibility) {
    observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1) as
          | (IntersectionObserverEntry & { isVisible?: boolean })
          | undefined
        if (!entry) return
        const now = entry.isVisible === true
        if (now === visible) return
        visible = now
        if (visible) restart()
        else disarm()
      },
      // trackVisibility and delay are IntersectionObserver v2 options (not in every lib.dom yet).
      { trackVisibility: true, delay: VISIBILITY_DELAY_MS } as IntersectionObserverInit,
    )
    observer.observe(dialog)
  }
  const mutations = new MutationObserver(() => restart())
  mutations.observe(dialog, { childList: true, subtree: true, characterData: true })
  win.addEventListener('blur', onBlur)
  win.addEventListener('resize', restart)
  doc.addEventListener('visibilitychange', onVisibility)
  restart()

  return {
    armed: () => armed,
    guard(action) {
      return (event) => {
        if (!event.isTrusted || !armed || destroyed) {
          event.preventDefault()
          return
        }
        action(event)
      }
    },
    restart,
    destroy() {
      destroyed = true
      disarm()
      observer?.disconnect()
      mutations.disconnect()
      win.removeEventListener('blur', onBlur)
      win.removeEventListener('resize', restart)
      doc.removeEventListener('visibilitychange', onVisibility)
    },
  }
}
