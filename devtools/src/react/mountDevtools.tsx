import { type ReactNode, useState } from 'react'
import { createRoot } from 'react-dom/client'
import type { EventStore } from '../core/createEventStore.ts'
import type { Tab } from '../core/panelPrefs.ts'
import { DevtoolsPanel } from './DevtoolsPanel.tsx'
import { FloatingDevtools, type FloatingDevtoolsProps } from './FloatingDevtools.tsx'
import { devtoolsCss } from './styles.ts'

/**
 * Attribute of the element that holds the panel's shadow root. The modal leaves an element with
 * it out when it makes the rest of the page inert, so the panel stays usable while it is open.
 */
export const DEVTOOLS_HOST_ATTRIBUTE = 'data-foyer-devtools'

/**
 * Stacking of the floating panel's host: above the modal's host (z-index 2147483000) and its
 * backdrop, so the panel can be used, and seen, while the modal is open.
 */
export const DEVTOOLS_Z_INDEX = 2147483600

function mountInShadowRoot(
  node: ReactNode,
  parent: HTMLElement,
  hostStyle?: Partial<CSSStyleDeclaration>,
): { unmount: () => void } {
  const host = document.createElement('div')
  host.setAttribute(DEVTOOLS_HOST_ATTRIBUTE, '')
  // Inline: declarations from outside the shadow root, the style attribute included, win over
  // its `:host` rule (`all: initial`).
  if (hostStyle) Object.assign(host.style, hostStyle)
  // Open, like the modal's, so tests and accessibility tools can reach it.
  const shadow = host.attachShadow({ mode: 'open' })
  const style = document.createElement('style')
  style.textContent = devtoolsCss
  const container = document.createElement('div')
  shadow.append(style, container)
  parent.append(host)
  const root = createRoot(container)
  root.render(node)
  return {
    unmount() {
      root.unmount()
      host.remove()
    },
  }
}

/** Renders the floating panel of `store` in its own open shadow root on `document.body`. */
export function mountDevtools(
  store: EventStore,
  options: Omit<FloatingDevtoolsProps, 'store'> = {},
): { unmount: () => void } {
  // A fixed, empty box at the top left: its own stacking context above the modal, taking no
  // room in the page and catching no pointer; the toggle and the panel are fixed inside it.
  return mountInShadowRoot(<FloatingDevtools store={store} {...options} />, document.body, {
    position: 'fixed',
    zIndex: String(DEVTOOLS_Z_INDEX),
    top: '0',
    left: '0',
    width: '0',
    height: '0',
  })
}

function StandalonePanel({ store, status }: { store: EventStore; status?: ReactNode }) {
  const [tab, setTab] = useState<Tab>('timeline')
  return (
    <main className="panel standalone" aria-label="Foyer devtools">
      <DevtoolsPanel store={store} tab={tab} onTabChange={setTab} status={status} />
    </main>
  )
}

/** Renders the panel full-page (the standalone page), in its own shadow root on `parent`. */
export function mountStandalonePanel(
  store: EventStore,
  { parent = document.body, status }: { parent?: HTMLElement; status?: ReactNode } = {},
): { unmount: () => void } {
  return mountInShadowRoot(<StandalonePanel store={store} status={status} />, parent)
}
