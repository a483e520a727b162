// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import type { Engine } from '../../core/connection/engine.ts'
import { updateConnection } from '../../core/connection/updateConnection.ts'
import * as wagmiActions from '../../core/connection/wagmiActions.ts'
import { createFoyer } from '../../core/createFoyer.ts'
import type { LoadEngine } from '../../core/foyer.ts'
import { closeModal } from '../../core/modal/closeModal.ts'
import { openModal } from '../../core/modal/openModal.ts'
import { offlineConfig } from '../../testing/offlineConfig.ts'
import {
  act,
  buttons,
  flush,
  renderView,
  type,
  unmountRendered,
} from '../../testing/renderView.tsx'
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
    // Closed: the rules are in, no view is shown.
    expect(sheets()).toHaveLength(1)
    expect(sheets()[0]).toContain('.foyer-socials')
    expect(sheets()[0]).toContain('.foyer-code')
    expect(sheets()[0]).toContain('a.foyer-primary')
    expect(buttons(dialog).filter(shown)).toHaveLength(0)

    // Open on Connect, with its social logins: still the one stylesheet, the same element.
    const before = dialog.querySelector('style')
    act(() => openModal(foyer, { view: 'Connect' }))
    await flush()
    expect(buttons(dialog).some((b) => b.dataset.provider === 'github' && shown(b))).toBe(true)
    expect(dialog.querySelectorAll('style')).toHaveLength(1)
    expect(dialog.querySelector('style')).toBe(before)

    act(() => closeModal(foyer))
    await flush()
    expect(dialog.querySelectorAll('style')).toHaveLength(1)
    expect(buttons(dialog).filter(shown)).toHaveLength(0)
  })
})

/** Not inside an element the views hide (`display: none`, how React hides an Activity). */
function shown(element: HTMLElement): boolean {
  for (let at: HTMLElement | null = element; at; at = at.parentElement)
    if (at.style.display === 'none') return false
  return true
}

describe('Views: the Connect view rendered ahead, while closed', () => {
  const socialFoyer = () =>
    createFoyer(
      {
        projectId: 'test',
        chains: [1],
        frameUrl: 'https://wallet.example.com/frame',
        email: true,
        socials: ['google', 'github'],
      },
      { storage: window.localStorage, loadEngine: noWallets },
    )

  it('shows the elements it rendered ahead when the modal opens, and each open starts afresh', async () => {
    const foyer = socialFoyer()
    const { dialog } = renderView(<Views foyer={foyer} />)
    await flush()
    // Rendered, hidden: the open then commits these elements instead of rendering new ones.
    const ahead = buttons(dialog).find((b) => b.dataset.provider === 'github')
    expect(ahead).toBeDefined()
    expect(shown(ahead!)).toBe(false)
    act(() => openModal(foyer))
    await flush()
    const github = buttons(dialog).find((b) => b.dataset.provider === 'github')
    expect(github).toBe(ahead)
    expect(shown(github!)).toBe(true)

    // What the visitor typed goes with a close, as it did when the views unmounted.
    const email = dialog.querySelector<HTMLInputElement>('#foyer-email')!
    act(() => type(email, 'ada@example.com'))
    expect(email.value).toBe('ada@example.com')
    act(() => closeModal(foyer))
    await flush()
    act(() => openModal(foyer))
    await flush()
    const again = dialog.querySelector<HTMLInputElement>('#foyer-email')!
    expect(shown(again)).toBe(true)
    expect(again.value).toBe('')
  })

  it('runs no view effect before the open: MODAL_OPEN is the first event, focus stays put', async () => {
    const foyer = socialFoyer()
    const events: unknown[] = []
    foyer.bus.subscribe((event) => events.push(event))
    const outside = document.createElement('button')
    document.body.append(outside)
    outside.focus()
    renderView(<Views foyer={foyer} />)
    await flush()
    expect(buttons(document.body).some((b) => b.dataset.provider === 'google')).toBe(true)
    expect(events).toEqual([])
    expect(document.activeElement).toBe(outside)
    outside.remove()
  })

  it('renders it again when wallets become known while closed: they come first on open', async () => {
    const foyer = socialFoyer()
    const { dialog } = renderView(<Views foyer={foyer} />)
    await flush()
    // A hover loaded the wallet code, which found an installed wallet.
    act(() =>
      updateConnection(foyer, {
        type: 'walletsChanged',
        wallets: [{ id: 'io.metamask', name: 'MetaMask' }],
      }),
    )
    await flush()
    act(() => openModal(foyer))
    await flush()
    const first = dialog.querySelector(
      '.foyer-panel .foyer-body button, .foyer-panel .foyer-body input',
    )
    expect(first?.closest('ul[aria-label="Wallets"]')).not.toBeNull()
    expect(document.activeElement?.textContent).toContain('MetaMask')
  })

  it('renders nothing ahead for a connected visitor (their open shows Account)', async () => {
    const foyer = socialFoyer()
    act(() => foyer.connection.setState({ status: 'connected' } as never))
    const { dialog } = renderView(<Views foyer={foyer} />)
    await flush()
    expect(buttons(dialog)).toHaveLength(0)
  })
})
