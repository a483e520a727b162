// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFoyer } from '../core/createFoyer.ts'
import { setDefaultFoyer } from '../core/defaultFoyer.ts'
import type { LoadEngine } from '../core/foyer.ts'
import { FoyerNotMountedError, getFoyer, foyer as pageFoyer } from '../core/pageFoyer.ts'
import { defineFoyerButton, FOYER_BUTTON_TAG } from './defineFoyerButton.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const ALICE = '0x00000000000000000000000000000000000a11ce'

function setup() {
  const loadEngine = vi.fn<LoadEngine>(() => Promise.reject(new Error('not expected to load')))
  const foyer = createFoyer(
    { projectId: 'test', chains: [1] },
    { storage: window.localStorage, loadEngine },
  )
  setDefaultFoyer(foyer)
  return foyer
}

afterEach(() => {
  setDefaultFoyer(undefined)
  document.body.innerHTML = ''
})

describe('the plain API of the page’s Foyer', () => {
  it('says what to do when no Foyer is mounted yet', () => {
    expect(() => getFoyer()).toThrow(FoyerNotMountedError)
    expect(() => pageFoyer.open()).toThrow(
      /^No Foyer on this page yet\n\nDetails: add foyer\(\) from @foyer\/vite/,
    )
  })

  it('subscribe() calls with the state now and on each change; open() and close() drive the modal', () => {
    const foyer = setup()
    const seen: Array<string | undefined> = []
    const stop = pageFoyer.subscribe((state) => seen.push(state.address))
    foyer.connection.setState({
      status: 'connected',
      address: ALICE,
      addresses: [ALICE],
      chainId: 1,
    })
    stop()
    foyer.connection.setState({ status: 'disconnected', address: undefined, addresses: [] })
    expect(seen).toEqual([undefined, ALICE])
    expect(pageFoyer.getState().status).toBe('disconnected')
    pageFoyer.open()
    expect(foyer.modal.getState().open).toBe(true)
    expect(foyer.router.getState().history.at(-1)?.view).toBe('Connect')
    pageFoyer.close()
    expect(foyer.modal.getState().open).toBe(false)
  })
})

describe('<foyer-button>', () => {
  it('renders the Connect button in its shadow root, follows the connection, opens the modal', async () => {
    const foyer = setup()
    defineFoyerButton()
    defineFoyerButton() // a second registration is a no-op
    const element = document.createElement(FOYER_BUTTON_TAG)
    await act(async () => {
      document.body.append(element)
    })
    const button = () => element.shadowRoot?.querySelector('button')
    expect(button()?.textContent).toBe('Connect wallet')
    expect(button()?.getAttribute('aria-haspopup')).toBe('dialog')
    await act(async () => {
      foyer.connection.setState({
        status: 'connected',
        address: ALICE,
        addresses: [ALICE],
        chainId: 1,
      })
    })
    expect(button()?.textContent).toBe('0x0000…11ce')
    await act(async () => button()?.click())
    expect(foyer.modal.getState().open).toBe(true)
    // Removed and added again: it renders afresh.
    await act(async () => element.remove())
    await act(async () => {
      document.body.append(element)
    })
    expect(button()?.textContent).toBe('0x0000…11ce')
  })
})
