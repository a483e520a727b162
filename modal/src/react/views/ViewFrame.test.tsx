// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { BusEvent } from '../../core/bus/createBus.ts'
import { createFoyer } from '../../core/createFoyer.ts'
import { openModal } from '../../core/modal/openModal.ts'
import { pushRoute } from '../../core/router/pushRoute.ts'
import { act, button, click, queryButton, renderView } from '../../testing/renderView.tsx'
import { ViewFrame } from './ViewFrame.tsx'

function setup() {
  const loadEngine = vi.fn(() => Promise.reject(new Error('no wallet code in this test')))
  const foyer = createFoyer(
    { projectId: 'test', chains: [1, 137] },
    { storage: window.localStorage, loadEngine },
  )
  const events: BusEvent[] = []
  foyer.bus.subscribe((event) => events.push(event))
  return { foyer, events, loadEngine }
}

afterEach(() => window.localStorage.clear())

describe('ViewFrame', () => {
  it('shows the title as the heading the dialog is labelled by', () => {
    const { foyer } = setup()
    openModal(foyer, { view: 'Account' })
    const { dialog } = renderView(
      <ViewFrame foyer={foyer} title="Account">
        <p>body</p>
      </ViewFrame>,
    )
    expect(dialog.querySelector('h2#foyer-title')?.textContent).toBe('Account')
    expect(dialog.textContent).toContain('body')
  })

  it('focuses the [data-autofocus] element on mount', () => {
    const { foyer } = setup()
    openModal(foyer, { view: 'Send' })
    const { dialog } = renderView(
      <ViewFrame foyer={foyer} title="Send">
        <button type="button">First</button>
        <input aria-label="Amount" data-autofocus="" />
      </ViewFrame>,
    )
    const input = dialog.querySelector('input')
    expect(input).not.toBeNull()
    expect(document.activeElement).toBe(input)
  })

  it('focuses the Close button when nothing asks for focus', () => {
    const { foyer } = setup()
    openModal(foyer, { view: 'Account' })
    const { dialog } = renderView(
      <ViewFrame foyer={foyer} title="Account">
        <button type="button">Copy address</button>
      </ViewFrame>,
    )
    expect(document.activeElement).toBe(button(dialog, 'Close'))
  })

  it('has no Back button on the first view of the history', () => {
    const { foyer } = setup()
    openModal(foyer, { view: 'Account' })
    const { dialog } = renderView(
      <ViewFrame foyer={foyer} title="Account">
        <p>body</p>
      </ViewFrame>,
    )
    expect(queryButton(dialog, 'Back')).toBeUndefined()
    expect(queryButton(dialog, 'Close')).toBeDefined()
  })

  it('Back pops the history and disappears once one view is left', () => {
    const { foyer, events } = setup()
    openModal(foyer, { view: 'Account' })
    pushRoute(foyer, { view: 'Networks' })
    const { dialog } = renderView(
      <ViewFrame foyer={foyer} title="Networks">
        <p>body</p>
      </ViewFrame>,
    )

    click(button(dialog, 'Back'))

    expect(foyer.router.getState().history).toEqual([{ view: 'Account' }])
    expect(events.at(-1)).toMatchObject({ channel: 'router', payload: { action: 'back' } })
    expect(foyer.modal.getState().open).toBe(true)
    expect(queryButton(dialog, 'Back')).toBeUndefined()
  })

  it('the Back button appears when a view is pushed', () => {
    const { foyer } = setup()
    openModal(foyer, { view: 'Account' })
    const { dialog } = renderView(
      <ViewFrame foyer={foyer} title="Account">
        <p>body</p>
      </ViewFrame>,
    )
    expect(queryButton(dialog, 'Back')).toBeUndefined()

    act(() => pushRoute(foyer, { view: 'Networks' }))

    expect(queryButton(dialog, 'Back')).toBeDefined()
  })

  it('Close closes the modal and emits MODAL_CLOSE', () => {
    const { foyer, events, loadEngine } = setup()
    openModal(foyer, { view: 'Account' })
    pushRoute(foyer, { view: 'Networks' })
    const { dialog } = renderView(
      <ViewFrame foyer={foyer} title="Networks">
        <p>body</p>
      </ViewFrame>,
    )

    click(button(dialog, 'Close'))

    expect(foyer.modal.getState().open).toBe(false)
    expect(events.filter((e) => e.channel === 'tracking').map((e) => e.payload)).toEqual([
      { event: 'MODAL_OPEN', properties: { connected: false } },
      { event: 'MODAL_CLOSE', properties: { connected: false } },
    ])
    expect(loadEngine).not.toHaveBeenCalled()
  })

  it('Close reports a connected visitor in MODAL_CLOSE', () => {
    const { foyer, events } = setup()
    foyer.connection.setState({ status: 'connected' })
    openModal(foyer, { view: 'Account' })
    const { dialog } = renderView(
      <ViewFrame foyer={foyer} title="Account">
        <p>body</p>
      </ViewFrame>,
    )

    click(button(dialog, 'Close'))

    expect(events.at(-1)).toMatchObject({
      channel: 'tracking',
      payload: { event: 'MODAL_CLOSE', properties: { connected: true } },
    })
  })
})
