// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFoyer } from '../core/createFoyer.ts'
import type { LoadEngine } from '../core/foyer.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function newFoyer() {
  const loadEngine = vi.fn<LoadEngine>(() => new Promise(() => {}))
  return createFoyer(
    { projectId: 'test', chains: [1] },
    { storage: window.localStorage, loadEngine },
  )
}

const unmounts: (() => void)[] = []
afterEach(() => {
  for (const unmount of unmounts.splice(0)) unmount()
  for (const key of Object.keys(document))
    if (key.startsWith('_reactListening'))
      delete (document as unknown as Record<string, unknown>)[key]
})

/**
 * What React Router and TanStack Start do after the page's modules ran: hydrate the whole
 * document, whose button must then react to a click.
 */
async function hostHydratesDocument() {
  // A fresh copy of react-dom and of the modal per test: listeners an earlier test's root left
  // on the document belong to another copy, and dispatch nothing to this one's roots.
  vi.resetModules()
  const { hydrateRoot } = await import('react-dom/client')
  const { mountFoyer } = await import('./mountFoyer.tsx')
  const clicked = vi.fn()
  document.documentElement.innerHTML = '<head></head><body><button id="host">Host</button></body>'
  document.documentElement.lang = 'en'
  return {
    clicked,
    mountFoyer,
    hydrate: async () => {
      await act(async () => {
        hydrateRoot(
          document,
          <html lang="en">
            <head />
            <body>
              <button id="host" type="button" onClick={clicked}>
                Host
              </button>
            </body>
          </html>,
          { onRecoverableError: () => {} },
        )
      })
    },
  }
}

// Order matters: a root that did register on the document would dispatch the next test's clicks.
describe('mountFoyer before the host hydrates document', () => {
  it('without it, React leaves the document root without listeners (why the option exists)', async () => {
    const host = await hostHydratesDocument()
    unmounts.push(host.mountFoyer(newFoyer()).unmount)
    await host.hydrate()
    document.getElementById('host')!.click()
    expect(host.clicked).not.toHaveBeenCalled()
  })

  it('with beforeDocumentHydration, the host’s own buttons still get their clicks', async () => {
    const host = await hostHydratesDocument()
    unmounts.push(host.mountFoyer(newFoyer(), { beforeDocumentHydration: true }).unmount)
    await host.hydrate()
    document.getElementById('host')!.click()
    expect(host.clicked).toHaveBeenCalledTimes(1)
  })
})
