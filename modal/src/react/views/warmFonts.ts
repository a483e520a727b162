/**
 * The weights and sizes the Connect view sets text in (body, buttons, title, notes, badges, the
 * Back and Close marks): a face is loaded per weight and size.
 */
const FACES = ['400 15px', '600 15px', '700 17px', '400 13px', '600 12px', '400 20px'] as const

type IdleCallback = (fn: () => void) => void

/**
 * Loads the font faces the views use while the page is idle, one face per idle period, by
 * measuring a word in each on a canvas. The first layout that meets a face loads it (a font
 * lookup and file read, shared by the page's canvases and layout): left to the first open, that
 * was half the dialog's layout on a slow phone. `font` is the dialog's computed family (the
 * theme's). Returns the function that stops what is still to come.
 */
export function warmFonts(
  font: string,
  idle: IdleCallback | undefined = (globalThis as { requestIdleCallback?: IdleCallback })
    .requestIdleCallback,
): () => void {
  const context = idle && font ? canvasContext() : undefined
  if (!idle || !context) return () => {}
  let stopped = false
  const next = (index: number) => {
    if (stopped || index >= FACES.length) return
    context.font = `${FACES[index]} ${font}`
    context.measureText('Continue with you@example.com × ‹')
    idle(() => next(index + 1))
  }
  idle(() => next(0))
  return () => {
    stopped = true
  }
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
