// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFoyer } from '../core/createFoyer.ts'
import { openModal } from '../core/modal/openModal.ts'
import { alerts, button, click, renderView } from '../testing/renderView.tsx'
import { ViewErrorBoundary } from './ViewErrorBoundary.tsx'

afterEach(() => vi.restoreAllMocks())

describe('ViewErrorBoundary', () => {
  it('a view that throws while rendering shows why with Retry, never a dead dialog', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const foyer = createFoyer({ projectId: 'test', chains: [1] }, { storage: undefined })
    openModal(foyer)
    let broken = true
    function View() {
      if (broken) throw new Error('Objects are not valid as a React child')
      return <p>Recovered view</p>
    }
    const { dialog } = renderView(
      <ViewErrorBoundary foyer={foyer}>
        <View />
      </ViewErrorBoundary>,
    )
    expect(dialog.querySelector('h2')?.textContent).toBe('Something went wrong')
    expect(alerts(dialog)[0]).toContain('Objects are not valid as a React child')
    broken = false
    click(button(dialog, 'Retry'))
    expect(dialog.textContent).toContain('Recovered view')
  })

  it('Close closes the modal', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const foyer = createFoyer({ projectId: 'test', chains: [1] }, { storage: undefined })
    openModal(foyer)
    function View(): never {
      throw new Error('boom')
    }
    const { dialog } = renderView(
      <ViewErrorBoundary foyer={foyer}>
        <View />
      </ViewErrorBoundary>,
    )
    click(button(dialog, 'Close'))
    expect(foyer.modal.getState().open).toBe(false)
  })
})
