import { createRoot, type Root } from 'react-dom/client'
import { getDefaultFoyer } from '../core/defaultFoyer.ts'
import { ConnectButton } from './ConnectButton.tsx'
import { FoyerProvider } from './FoyerProvider.tsx'

/** The tag of Foyer's button for hosts without React: `<foyer-button></foyer-button>`. */
export const FOYER_BUTTON_TAG = 'foyer-button'

/**
 * Registers `<foyer-button>`: Foyer's Connect button as a custom element, for any page (Vue,
 * Svelte, Solid, plain HTML) without React in its own code. It renders the same button as the
 * React `ConnectButton` ("Connect wallet", then the account and its balance), in its own shadow
 * root, with the modal's own React, for the page's Foyer (the one the Vite plugin mounted); it
 * opens the modal on click and works from the keyboard. The plugin's mount registers it; a second
 * call does nothing. Before a Foyer is mounted the element stays empty.
 * @example document.body.append(document.createElement('foyer-button'))
 */
export function defineFoyerButton(): void {
  if (typeof customElements === 'undefined' || customElements.get(FOYER_BUTTON_TAG)) return
  class FoyerButtonElement extends HTMLElement {
    #root: Root | undefined
    connectedCallback() {
      const foyer = getDefaultFoyer()
      if (!foyer) return
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' })
      this.#root ??= createRoot(shadow)
      this.#root.render(
        <FoyerProvider foyer={foyer}>
          <ConnectButton />
        </FoyerProvider>,
      )
    }
    disconnectedCallback() {
      // Moved within the page: connectedCallback renders again into a fresh root.
      this.#root?.unmount()
      this.#root = undefined
    }
  }
  customElements.define(FOYER_BUTTON_TAG, FoyerButtonElement)
}
