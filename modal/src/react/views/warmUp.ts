/**
 * The weights and sizes the Connect view sets text in (body, buttons, title, notes, badges, the
 * Back and Close marks): a face is loaded per weight and size.
 */
const FACES = ['400 15px', '600 15px', '700 17px', '400 13px', '600 12px', '400 20px'] as const

/** How many idle periods the layout step waits for the view rendered ahead before giving up. */
export const LAYOUT_TRIES = 50

type IdleCallback = (fn: () => void) => void

/**
 * Prepares the first open while the page is idle, one step per idle period, so a slow phone's
 * click pays for neither:
 *   1. the font faces the views use, by measuring a word in each on a canvas, in the dialog's
 *      computed family (the theme's). The first layout that meets a face loads it (a font lookup
 *      and file read, shared by the page's canvases and layout);
 *   2. then one layout of a hidden copy of the view rendered ahead (`layOutCopy`), which fills the
 *      caches the open's own layout reads (each word's shaping, the matched styles).
 * Returns the function that stops what is still to come.
 */
export function warmUp(
  dialog: HTMLElement,
  idle: IdleCallback | undefined = (globalThis as { requestIdleCallback?: IdleCallback })
    .requestIdleCallback,
): () => void {
  if (!idle) return () => {}
  const font = getComputedStyle(dialog).fontFamily
  const context = font ? canvasContext() : undefined
  // A step returns false when it has to run again (the view is not rendered ahead yet).
  const steps: (() => boolean)[] = context
    ? FACES.map((face) => () => {
        context.font = `${face} ${font}`
        context.measureText('Continue with you@example.com × ‹')
        return true
      })
    : []
  let tries = 0
  steps.push(() => layOutCopy(dialog) || ++tries >= LAYOUT_TRIES)
  let stopped = false
  const next = (index: number) => {
    if (stopped || index >= steps.length) return
    const done = steps[index]?.() ?? true
    idle(() => next(done ? index + 1 : index))
  }
  idle(() => next(0))
  return () => {
    stopped = true
  }
}

/**
 * Lays out a copy of what the closed dialog holds (the view rendered ahead, hidden by React with
 * an inline `display: none !important`), shown, then removes it, all in one task: a frame is
 * never rendered in between, so nothing of it is ever painted, hit, focused or in the
 * accessibility tree (it is also transparent and `aria-hidden`, should that change). It inherits
 * exactly what the view will: an inherited property set on it (`visibility`, `inert`,
 * `pointer-events`) would give each element a style the open's own recalculation cannot reuse.
 * Returns false when there is nothing to copy yet; true once done, or when the dialog is open
 * (its own layout did it).
 */
export function layOutCopy(dialog: HTMLElement): boolean {
  if (dialog.hasAttribute('open')) return true
  if (!dialog.querySelector(':scope > :not(style)')) return false
  const copy = dialog.cloneNode(true) as HTMLElement
  // The dialog's own stylesheet applies to the copy already: a second one would restyle the root.
  for (const el of copy.querySelectorAll('style, iframe')) el.remove()
  for (const el of copy.querySelectorAll<HTMLElement>('[id]')) el.removeAttribute('id')
  for (const el of copy.querySelectorAll<HTMLElement>('[style]'))
    if (el.style.display === 'none' && el.style.getPropertyPriority('display') === 'important')
      el.style.removeProperty('display')
  copy.removeAttribute('aria-labelledby')
  copy.setAttribute('aria-hidden', 'true')
  copy.setAttribute('open', '')
  copy.style.setProperty('opacity', '0', 'important')
  dialog.after(copy)
  void copy.offsetHeight
  copy.remove()
  return true
}

function canvasContext(): OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | undefined {
  try {
    if (typeof OffscreenCanvas === 'function')
      return new OffscreenCanvas(1, 1).getContext('2d') ?? undefined
    return document.createElement('canvas').getContext('2d') ?? undefined
  } catch {
    return undefined
  }
}
