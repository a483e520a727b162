// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import type { Engine } from '../../core/connection/engine.ts'
import * as wagmiActions from '../../core/connection/wagmiActions.ts'
import { createFoyer } from '../../core/createFoyer.ts'
import type { LoadEngine } from '../../core/foyer.ts'
import { closeModal } from '../../core/modal/closeModal.ts'
import { openModal } from '../../core/modal/openModal.ts'
import { offlineConfig } from '../../testing/offlineConfig.ts'
import { act, buttons, flush, renderView, unmountRendered } from '../../testing/renderView.tsx'
import Views from './Views.tsx'

const noWallets: LoadEngine = async () => ({
  createEngine: async () =>
    ({ config: offlineConfig(), wagmi: wagmiActions, destroy() {} }) satisfies Engine,
})

afterEach(() => {
  unmountRendered()
  window.localStorage.clear()
})

describe('Views: one stylesheet, mounted before the first open', () => {
  it('holds every view rule (social logins, code boxes) while closed, and opening adds none', async () => {
    const foyer = createFoyer(
      {
        projectId: 'test',
        chains: [1],
        frameUrl: 'https://wallet.example.com/frame',
        email: true,
        socials: ['google', 'github', 'farcaster'],
      },
      { storage: window.localStorage, loadEngine: noWallets },
    )
    const { dialog } = renderView(<Views foyer={foyer} />)
    const sheets = () =>
      [...dialog.querySelectorAll('style')].map((style) => style.textContent ?? '')
    // Closed: the rules are in, no view is rendered.
    expect(sheets()).toHaveLength(1)
    expect(sheets()[0]).toContain('.foyer-socials')
    expect(sheets()[0]).toContain('.foyer-code')
    expect(sheets()[0]).toContain('a.foyer-primary')
    expect(buttons(dialog)).toHaveLength(0)

    // Open on Connect, with its social logins: still the one stylesheet, the same element.
    const before = dialog.querySelector('style')
    act(() => openModal(foyer, { view: 'Connect' }))
    await flush()
    expect(buttons(dialog).some((b) => b.dataset.provider === 'github')).toBe(true)
    expect(dialog.querySelectorAll('style')).toHaveLength(1)
    expect(dialog.querySelector('style')).toBe(before)

    act(() => closeModal(foyer))
    await flush()
    expect(dialog.querySelectorAll('style')).toHaveLength(1)
  })
})
