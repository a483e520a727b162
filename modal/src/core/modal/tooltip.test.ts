import { describe, expect, it } from 'vitest'
import { createFoyer } from '../createFoyer.ts'
import { hideTooltip } from './hideTooltip.ts'
import { showTooltip } from './showTooltip.ts'

const newFoyer = () => createFoyer({ projectId: 'test', chains: [1] }, { storage: undefined })

describe('tooltip state (SPEC §3)', () => {
  it('starts closed with the shade variant', () => {
    expect(newFoyer().tooltip.getState()).toEqual({
      message: '',
      open: false,
      triggerRect: { width: 0, height: 0, top: 0, left: 0 },
      variant: 'shade',
    })
  })

  it('shows next to an element and hides again', () => {
    const foyer = newFoyer()
    const rect = { width: 10, height: 20, top: 30, left: 40, x: 40, y: 30, right: 50, bottom: 50 }
    showTooltip(foyer, { message: 'Copied', triggerRect: rect })
    expect(foyer.tooltip.getState()).toEqual({
      message: 'Copied',
      open: true,
      triggerRect: { width: 10, height: 20, top: 30, left: 40 },
      variant: 'shade',
    })
    showTooltip(foyer, { message: 'Hi', triggerRect: rect, variant: 'fill' })
    expect(foyer.tooltip.getState().variant).toBe('fill')
    hideTooltip(foyer)
    expect(foyer.tooltip.getState()).toMatchObject({ open: false, message: '', variant: 'shade' })
  })
})
