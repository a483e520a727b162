import { FRAME_ELEMENT_ID } from '../constants.ts'

export type MountedFrame = {
  iframe: HTMLIFrameElement
  /** Shows the frame over the modal (an approval, a recovery key); returns the function that hides it. */
  reveal(): () => void
  remove(): void
}

const HIDDEN =
  'position:fixed;left:0;top:0;width:1px;height:1px;opacity:0;border:0;pointer-events:none;'
const SHOWN =
  'position:fixed;left:0;top:0;width:100vw;height:100vh;opacity:1;border:0;z-index:2147483600;background:transparent;color-scheme:normal;'

/**
 * Adds the hidden embedded-wallet iframe (`id="w3m-iframe"`, SPEC §7) to the page. It stays out
 * of the tab order and the accessibility tree until revealed; revealed, it covers the page and
 * takes focus, and hiding it gives focus back to where it was.
 */
export function mountFrame(src: URL, parent: HTMLElement = document.body): MountedFrame {
  document.getElementById(FRAME_ELEMENT_ID)?.remove()
  const iframe = document.createElement('iframe')
  iframe.id = FRAME_ELEMENT_ID
  iframe.title = 'Foyer wallet'
  iframe.src = src.href
  // Passkeys run in the frame, on the wallet's origin (the relying party), never on the page.
  iframe.setAttribute(
    'allow',
    'clipboard-write; publickey-credentials-get; publickey-credentials-create',
  )
  iframe.setAttribute('referrerpolicy', 'no-referrer')
  iframe.style.cssText = HIDDEN
  iframe.tabIndex = -1
  iframe.setAttribute('aria-hidden', 'true')
  parent.append(iframe)
  let reveals = 0
  let returnFocus: Element | null = null
  return {
    iframe,
    reveal() {
      if (reveals++ === 0) {
        returnFocus = deepActiveElement()
        iframe.style.cssText = SHOWN
        iframe.removeAttribute('aria-hidden')
        iframe.removeAttribute('tabindex')
        iframe.focus()
      }
      let hidden = false
      return () => {
        if (hidden) return
        hidden = true
        if (--reveals > 0) return
        iframe.style.cssText = HIDDEN
        iframe.tabIndex = -1
        iframe.setAttribute('aria-hidden', 'true')
        if (returnFocus instanceof HTMLElement && returnFocus.isConnected) returnFocus.focus()
        returnFocus = null
      }
    },
    remove() {
      iframe.remove()
    },
  }
}

/** The focused element, inside shadow roots too (the modal lives in one). */
function deepActiveElement(): Element | null {
  let active = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active
}
