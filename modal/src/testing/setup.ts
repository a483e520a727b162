import { afterAll, afterEach, vi } from 'vitest'
import { unmountRendered } from './renderView.tsx'

// Runs before each test file of the `modal` project. The files share a worker's modules and
// window (`isolate: false`), so what one file leaves behind must not reach the next: the views
// it rendered and the globals it stubbed (after each test), its storage and page (after the file).
afterEach(() => {
  unmountRendered()
  vi.unstubAllGlobals()
})
afterAll(() => {
  if (typeof document === 'undefined') return
  window.localStorage.clear()
  window.sessionStorage.clear()
  document.body.replaceChildren()
})
