// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ARM_DELAY_MS, armButtons, tracksVisibility } from './armButtons.ts'

/** A person's click (jsdom's own events are never trusted, as a script's are not). */
const personClick = () =>
  ({ isTrusted: true, preventDefault: vi.fn(), type: 'click' }) as unknown as MouseEvent
const scriptClick = () =>
  ({ isTrusted: false, preventDefault: vi.fn(), type: 'click' }) as unknown as MouseEvent

function dialogWithButton() {
  const dialog = document.createElement('div')
  const approve = document.createElement('button')
  approve.textContent = 'Approve'
  dialog.append(approve)
  document.body.append(dialog)
  return { dialog, approve }
}

/** Lets MutationObserver callbacks run. */
const microtasks = () => new Promise<void>((resolve) => queueMicrotask(resolve))

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  document.body.replaceChildren()
})

describe('armButtons', () => {
  it('arms only after the delay, and acts only on a trusted event while armed', () => {
    const { dialog, approve } = dialogWithButton()
    const arming = armButtons({ dialog, buttons: [approve] })
    const action = vi.fn()
    const guarded = arming.guard(action)
    expect(approve.getAttribute('aria-disabled')).toBe('true')
    // Disarmed, not disabled: keyboard users still reach it.
    expect(approve.disabled).toBe(false)
    guarded(personClick())
    vi.advanceTimersByTime(ARM_DELAY_MS - 1)
    guarded(personClick())
    expect(action).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(arming.armed()).toBe(true)
    expect(approve.hasAttribute('aria-disabled')).toBe(false)
    const synthetic = scriptClick()
    guarded(synthetic)
    expect(action).not.toHaveBeenCalled()
    expect(synthetic.preventDefault).toHaveBeenCalled()
    guarded(personClick())
    expect(action).toHaveBeenCalledOnce()
    arming.destroy()
  })

  it('starts again when the content changes', async () => {
    const { dialog, approve } = dialogWithButton()
    const arming = armButtons({ dialog, buttons: [approve] })
    vi.advanceTimersByTime(ARM_DELAY_MS)
    expect(arming.armed()).toBe(true)
    dialog.append('a new line')
    await microtasks()
    expect(arming.armed()).toBe(false)
    vi.advanceTimersByTime(ARM_DELAY_MS)
    expect(arming.armed()).toBe(true)
    arming.destroy()
  })

  it('starts again when the frame loses focus, and takes focus off the button', () => {
    const { dialog, approve } = dialogWithButton()
    const arming = armButtons({ dialog, buttons: [approve] })
    vi.advanceTimersByTime(ARM_DELAY_MS)
    approve.focus()
    expect(document.activeElement).toBe(approve)
    window.dispatchEvent(new Event('blur'))
    expect(arming.armed()).toBe(false)
    expect(document.activeElement).not.toBe(approve)
    vi.advanceTimersByTime(ARM_DELAY_MS)
    expect(arming.armed()).toBe(true)
    arming.destroy()
  })

  it('stays disarmed while the document is hidden', () => {
    const { dialog, approve } = dialogWithButton()
    let state: DocumentVisibilityState = 'visible'
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => state)
    const arming = armButtons({ dialog, buttons: [approve] })
    state = 'hidden'
    document.dispatchEvent(new Event('visibilitychange'))
    vi.advanceTimersByTime(ARM_DELAY_MS * 3)
    expect(arming.armed()).toBe(false)
    state = 'visible'
    document.dispatchEvent(new Event('visibilitychange'))
    vi.advanceTimersByTime(ARM_DELAY_MS - 1)
    expect(arming.armed()).toBe(false)
    vi.advanceTimersByTime(1)
    expect(arming.armed()).toBe(true)
    arming.destroy()
  })

  it('with IntersectionObserver v2, arms only while the dialog is reported visible', () => {
    const observers: { callback: IntersectionObserverCallback; options: unknown }[] = []
    class Entry {}
    Object.defineProperty(Entry.prototype, 'isVisible', { get: () => false })
    vi.stubGlobal('IntersectionObserverEntry', Entry)
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options: unknown) {
          observers.push({ callback, options })
        }
        observe() {}
        disconnect() {}
      },
    )
    expect(tracksVisibility()).toBe(true)
    const { dialog, approve } = dialogWithButton()
    const arming = armButtons({ dialog, buttons: [approve] })
    expect(observers[0]?.options).toMatchObject({ trackVisibility: true, delay: 100 })
    const report = (isVisible: boolean) =>
      observers[0]!.callback(
        [{ isVisible, target: dialog } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      )
    // No report yet: not known to be visible.
    vi.advanceTimersByTime(ARM_DELAY_MS * 2)
    expect(arming.armed()).toBe(false)
    report(true)
    vi.advanceTimersByTime(ARM_DELAY_MS)
    expect(arming.armed()).toBe(true)
    // Covered or made transparent by the host page: disarmed at once, and again after the delay.
    report(false)
    expect(arming.armed()).toBe(false)
    vi.advanceTimersByTime(ARM_DELAY_MS * 2)
    expect(arming.armed()).toBe(false)
    report(true)
    vi.advanceTimersByTime(ARM_DELAY_MS - 1)
    expect(arming.armed()).toBe(false)
    vi.advanceTimersByTime(1)
    expect(arming.armed()).toBe(true)
    arming.destroy()
    expect(arming.armed()).toBe(false)
  })
})
