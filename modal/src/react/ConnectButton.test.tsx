// @vitest-environment jsdom
import { act } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFoyer } from '../core/createFoyer.ts'
import { setDefaultFoyer } from '../core/defaultFoyer.ts'
import type { LoadEngine } from '../core/foyer.ts'
import { ConnectButton, MOUNT_WAIT_MS } from './ConnectButton.tsx'
import { NO_FOYER_MESSAGE } from './useFoyer.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const ALICE = '0x00000000000000000000000000000000000a11ce'

function connectedFoyer() {
  const loadEngine = vi.fn<LoadEngine>(() => Promise.reject(new Error('not expected to load')))
  const foyer = createFoyer(
    { projectId: 'test', chains: [1] },
    { storage: window.localStorage, loadEngine },
  )
  foyer.connection.setState({ status: 'connected', address: ALICE, addresses: [ALICE], chainId: 1 })
  return foyer
}

/** A ConnectButton rendered on the client with no Foyer mounted yet. */
async function renderButton() {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  await act(async () => root.render(<ConnectButton />))
  return { container, root }
}

afterEach(() => {
  setDefaultFoyer(undefined)
  document.body.innerHTML = ''
})

describe('ConnectButton under server rendering', () => {
  it('renders the disconnected button on the server, with no Foyer mounted there', () => {
    const html = renderToString(<ConnectButton />)
    expect(html).toContain('Connect wallet')
    expect(html).not.toContain(ALICE)
  })

  it('hydrates without a mismatch, then shows the restored session', async () => {
    // The server's HTML: nothing per-user. The browser's Foyer already restored a session.
    const html = renderToString(<ConnectButton />)
    expect(html).not.toContain('data-foyer-status')
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    setDefaultFoyer(connectedFoyer())
    const recoverable: unknown[] = []
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      await act(async () => {
        hydrateRoot(container, <ConnectButton />, {
          onRecoverableError: (error) => recoverable.push(error),
        })
      })
      expect(recoverable).toEqual([])
      expect(consoleError).not.toHaveBeenCalled()
    } finally {
      consoleError.mockRestore()
    }
    const button = container.querySelector('button')
    expect(button?.getAttribute('title')).toBe(ALICE)
    expect(button?.textContent).toBe('0x0000…11ce')
    expect(button?.getAttribute('data-foyer-status')).toBe('connected')
  })

  it('waits for a Foyer mounted after it rendered (an island hydrated before the mount script)', async () => {
    const { container, root } = await renderButton()
    expect(container.textContent).toBe('Connect wallet')
    await act(async () => setDefaultFoyer(connectedFoyer()))
    expect(container.querySelector('button')?.getAttribute('title')).toBe(ALICE)
    await act(async () => root.unmount())
  })

  it('opens the modal for a click that came before the Foyer was mounted, once it is', async () => {
    const { container, root } = await renderButton()
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      // A cold `vite dev`: the app rendered the button, the modal is still being transformed.
      await act(async () => container.querySelector('button')?.click())
      await act(async () => container.querySelector('button')?.click())
      const foyer = connectedFoyer()
      expect(foyer.modal.getState().open).toBe(false)
      await act(async () => setDefaultFoyer(foyer))
      expect(foyer.modal.getState().open).toBe(true)
      expect(consoleError).not.toHaveBeenCalled()
    } finally {
      consoleError.mockRestore()
      await act(async () => root.unmount())
    }
  })

  it('says the plugin is missing when no Foyer is mounted in time after a click, and still opens a late one', async () => {
    const { container, root } = await renderButton()
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.useFakeTimers()
    try {
      container.querySelector('button')?.click()
      vi.advanceTimersByTime(MOUNT_WAIT_MS - 1)
      expect(consoleError).not.toHaveBeenCalled()
      vi.advanceTimersByTime(1)
      expect(consoleError).toHaveBeenCalledWith(`[foyer] ${NO_FOYER_MESSAGE}`)
      // The click is kept: an instance mounted later still opens, once, and says nothing more.
      const foyer = connectedFoyer()
      await act(async () => setDefaultFoyer(foyer))
      expect(foyer.modal.getState().open).toBe(true)
      expect(consoleError).toHaveBeenCalledTimes(1)
    } finally {
      vi.useRealTimers()
      consoleError.mockRestore()
      await act(async () => root.unmount())
    }
  })
})
