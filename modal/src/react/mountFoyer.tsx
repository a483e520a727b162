import { createRoot } from 'react-dom/client'
import { startFoyer } from '../core/composition/startFoyer.ts'
import { getDefaultFoyer, setDefaultFoyer } from '../core/defaultFoyer.ts'
import type { Foyer } from '../core/foyer.ts'
import { defineFoyerButton } from './defineFoyerButton.tsx'
import { prefetchViewsWhenIdle } from './loadViews.ts'
import { ModalRoot } from './ModalRoot.tsx'
import { shellCss } from './styles.ts'

export type MountFoyerOptions = {
  /**
   * The page's own React hydrates `document` after this runs (React Router in framework mode,
   * TanStack Start: the plugin's page module sets it). React registers its event listeners on a
   * root's container only once per container, and marks the document when its first root starts;
   * a root made here first would leave the host's `hydrateRoot(document)` without listeners (its
   * buttons would not react to clicks). With this set, the mark the modal's root left on the
   * document (its own, and those of `<foyer-button>` elements already in the page) is taken off
   * again, so the host's root registers its own.
   */
  beforeDocumentHydration?: boolean
}

/** React's "this node has event listeners" marks (a random suffix per copy of react-dom). */
function reactListeningMarks(node: object): string[] {
  return Object.keys(node).filter((key) => key.startsWith('_reactListening'))
}

/**
 * Renders the modal of `foyer` into an open shadow root on `document.body` and makes it the
 * page's instance for hooks used outside a `FoyerProvider`, for `getFoyer()` and `foyer.open()`,
 * and for `<foyer-button>`, which it registers. The Vite plugin's mount script calls this once. Returns `unmount`, which removes everything it added.
 * @example mountFoyer(createFoyer({ projectId: 'local-dev', chains: [1] }))
 */
export function mountFoyer(foyer: Foyer, options: MountFoyerOptions = {}): { unmount: () => void } {
  const marked = new Set(reactListeningMarks(document))
  setDefaultFoyer(foyer)
  // <foyer-button> for pages without React: elements already in the page render now.
  defineFoyerButton()

  const host = document.createElement('div')
  host.setAttribute('data-foyer', '')
  const shadow = host.attachShadow({ mode: 'open' })
  const style = document.createElement('style')
  style.textContent = shellCss
  const container = document.createElement('div')
  shadow.append(style, container)
  document.body.append(host)

  const root = createRoot(container)
  if (options.beforeDocumentHydration)
    for (const mark of reactListeningMarks(document))
      if (!marked.has(mark)) delete (document as unknown as Record<string, unknown>)[mark]
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
