/**
 * Runs `fn` once the browser has painted the current frame, and returns the function that
 * cancels it. Work that would delay the first paint of a view (evaluating the wallet code) waits
 * for it, so the visitor sees the dialog first.
 */
export function afterPaint(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(fn, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
