// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadedViews, prefetchViewsWhenIdle } from './loadViews.ts'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('prefetchViewsWhenIdle: the contracts, then the views, each in an idle period of its own', () => {
  it('evaluates the server contracts in one idle callback and the views only in a later one', async () => {
    const queue: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => queue.push(callback))
    const settle = () => new Promise((resolve) => setTimeout(resolve, 50))
    expect(document.readyState).toBe('complete')

    prefetchViewsWhenIdle()
    expect(queue).toHaveLength(1) // nothing runs before the browser is idle
    queue.shift()?.()
    await vi.waitFor(() => expect(queue).toHaveLength(1), { timeout: 10_000 })
    await settle()
    // The first idle period built the contracts; the views wait for the next one.
    expect(loadedViews()).toBeUndefined()

    queue.shift()?.()
    await vi.waitFor(() => expect(loadedViews()).toBeTypeOf('function'), { timeout: 10_000 })
    expect(queue).toHaveLength(0)
    // Each step transforms and evaluates a chunk's worth of modules: seconds on a busy machine.
  }, 30_000)

  it('fetches nothing for a visitor saving data', () => {
    const queue: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => queue.push(callback))
    vi.stubGlobal('navigator', { connection: { saveData: true } })
    prefetchViewsWhenIdle()
    expect(queue).toHaveLength(0)
  })
})
