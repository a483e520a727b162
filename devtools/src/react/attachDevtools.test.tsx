// @vitest-environment jsdom
import { createFoyer, openModal } from '@foyer/modal'
import { FOYER_INSTANCE_KEY } from '@foyer/modal/internal'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { injectDevtools } from '../exports/inject.ts'
import { RELAY_EVENT } from '../exports/protocol.ts'
import { act } from '../testing/render.tsx'
import { attachDevtools } from './attachDevtools.ts'
import { DEVTOOLS_HOST_ATTRIBUTE } from './mountDevtools.tsx'

const INSTANCE = Symbol.for(FOYER_INSTANCE_KEY)
const INJECTED = Symbol.for('foyer.devtools.injected')
const hosts = () => document.querySelectorAll(`[${DEVTOOLS_HOST_ATTRIBUTE}]`)

afterEach(() => {
  for (const host of hosts()) host.remove()
  delete (globalThis as Record<symbol, unknown>)[INSTANCE]
  delete (globalThis as Record<symbol, unknown>)[INJECTED]
  vi.useRealTimers()
})

describe('attachDevtools', () => {
  it('renders in its own open shadow root and follows the bus', () => {
    const foyer = createFoyer({ projectId: 'test', chains: [1] }, { storage: undefined })
    const storage = { getItem: () => '{"open":true}', setItem: () => {} }
    const subscribe = vi.spyOn(foyer.bus, 'subscribe')
    let attached: ReturnType<typeof attachDevtools> | undefined
    act(() => {
      attached = attachDevtools(foyer, { storage })
    })
    const [host] = hosts()
    expect(host?.shadowRoot?.mode).toBe('open')
    // Above the modal's host (z-index 2147483000), which leaves it out of its inert page.
    expect(host?.getAttribute('style')).toContain('position: fixed')
    expect((host as HTMLElement | undefined)?.style.zIndex).toBe('2147483600')
    expect(host?.shadowRoot?.querySelector('style')?.textContent).toContain('.panel')
    act(() => openModal(foyer))
    expect(host?.shadowRoot?.querySelector('ol[aria-label="Timeline"]')?.textContent).toContain(
      'MODAL_OPEN',
    )
    expect(subscribe).toHaveBeenCalledTimes(1)
    act(() => attached?.detach())
    expect(hosts()).toHaveLength(0)
  })

  it('relays each event to the dev server when given import.meta.hot', () => {
    const foyer = createFoyer({ projectId: 'test', chains: [1] }, { storage: undefined })
    const hot = { send: vi.fn(), on: vi.fn() }
    act(() => {
      attachDevtools(foyer, { hot })
    })
    act(() => openModal(foyer))
    expect(hot.send).toHaveBeenCalledWith(
      RELAY_EVENT,
      expect.objectContaining({
        n: 2,
        event: expect.objectContaining({ channel: 'tracking', payload: expect.any(Object) }),
      }),
    )
  })
})

describe('injectDevtools', () => {
  it("waits for the page's instance, then attaches once", async () => {
    vi.useFakeTimers()
    act(() => injectDevtools())
    act(() => injectDevtools())
    expect(hosts()).toHaveLength(0)
    ;(globalThis as Record<symbol, unknown>)[INSTANCE] = createFoyer(
      { projectId: 'test', chains: [1] },
      { storage: undefined },
    )
    await act(async () => vi.advanceTimersByTime(100))
    expect(hosts()).toHaveLength(1)
  })

  it('gives up with a warning when the page has no instance', async () => {
    vi.useFakeTimers()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    injectDevtools({ waitMs: 200 })
    await vi.advanceTimersByTimeAsync(500)
    expect(warn).toHaveBeenCalledWith(
      '[foyer devtools] no Foyer instance on this page: the panel is not shown.',
    )
    expect(hosts()).toHaveLength(0)
  })
})
