import { type ReactNode, useState } from 'react'
import { createRoot } from 'react-dom/client'
import type { EventStore } from '../core/createEventStore.ts'
import type { Tab } from '../core/panelPrefs.ts'
import { DevtoolsPanel } from './DevtoolsPanel.tsx'
import { FloatingDevtools, type FloatingDevtoolsProps } from './FloatingDevtools.tsx'
import { devtoolsCss } from './styles.ts'

/** Attribute of the element that holds the panel's shadow root. */
export const DEVTOOLS_HOST_ATTRIBUTE = 'data-foyer-devtools'

function mountInShadowRoot(node: ReactNode, parent: HTMLElement): { unmount: () => void } {
  const host = document.createElement('div')
  host.setAttribute(DEVTOOLS_HOST_ATTRIBUTE, '')
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
  return mountInShadowRoot(<FloatingDevtools store={store} {...options} />, document.body)
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
