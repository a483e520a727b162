import { afterAll, afterEach, vi } from 'vitest'
import { initialI18n } from '../core/i18n/i18nState.ts'
import { en } from '../core/i18n/messages/en.ts'
import { unmountRendered } from './renderView.tsx'

// A view rendered alone speaks English at once (the product loads the catalog, a chunk, first).
initialI18n.state = { status: 'ready', locale: 'en', dir: 'ltr', messages: en }

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
