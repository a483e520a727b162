import { createRoot } from 'react-dom/client'
import { startFoyer } from '../core/composition/startFoyer.ts'
import { getDefaultFoyer, setDefaultFoyer } from '../core/defaultFoyer.ts'
import type { Foyer } from '../core/foyer.ts'
import { defineFoyerButton } from './defineFoyerButton.tsx'
import { prefetchViewsWhenIdle } from './loadViews.ts'
import { ModalRoot } from './ModalRoot.tsx'
import { modalCss } from './styles.ts'

/**
 * Renders the modal of `foyer` into an open shadow root on `document.body` and makes it the
 * page's instance for hooks used outside a `FoyerProvider`, for `getFoyer()` and `foyer.open()`,
 * and for `<foyer-button>`, which it registers. The Vite plugin's mount script calls this once. Returns `unmount`, which removes everything it added.
 * @example mountFoyer(createFoyer({ projectId: 'local-dev', chains: [1] }))
 */
export function mountFoyer(foyer: Foyer): { unmount: () => void } {
  setDefaultFoyer(foyer)
  // <foyer-button> for pages without React: elements already in the page render now.
  defineFoyerButton()

  const host = document.createElement('div')
  host.setAttribute('data-foyer', '')
  const shadow = host.attachShadow({ mode: 'open' })
  const style = document.createElement('style')
  style.textContent = modalCss
  const container = document.createElement('div')
  shadow.append(style, container)
  document.body.append(host)

  const root = createRoot(container)
  root.render(<ModalRoot foyer={foyer} />)
  prefetchViewsWhenIdle()
  void startFoyer(foyer).catch((error: unknown) => {
    console.error('[foyer] could not restore the wallet session', error)
  })

  return {
    unmount() {
      root.unmount()
      host.remove()
      if (getDefaultFoyer() === foyer) setDefaultFoyer(undefined)
    },
  }
}
