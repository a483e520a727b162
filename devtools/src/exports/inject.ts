// What the Vite plugin's `foyer:devtools` step loads on `vite dev`: finds the instance the
// mount script created and shows the panel for it.
import { type Bus, FOYER_INSTANCE_KEY } from '@foyer/modal/internal'
import { type AttachDevtoolsOptions, attachDevtools } from '../react/attachDevtools.ts'

const INSTANCE = Symbol.for(FOYER_INSTANCE_KEY)
const INJECTED = Symbol.for('foyer.devtools.injected')

type Holder = { [INSTANCE]?: { bus: Pick<Bus, 'subscribe'> }; [INJECTED]?: boolean }

export type InjectDevtoolsOptions = AttachDevtoolsOptions & {
  /** How long to wait for the page's instance. @default 10000 */
  waitMs?: number | undefined
}

/**
 * Attaches the panel to the page's Foyer instance (`globalThis[Symbol.for(FOYER_INSTANCE_KEY)]`),
 * waiting for the mount script if it has not run yet. Once per page.
 */
export function injectDevtools(options: InjectDevtoolsOptions = {}): void {
  const holder = globalThis as Holder
  if (holder[INJECTED]) return
  holder[INJECTED] = true
  const deadline = Date.now() + (options.waitMs ?? 10_000)
  const attach = () => {
    const foyer = holder[INSTANCE]
    if (foyer) {
      attachDevtools(foyer, options)
      return
    }
    if (Date.now() > deadline) {
      holder[INJECTED] = false
      console.warn('[foyer devtools] no Foyer instance on this page: the panel is not shown.')
      return
    }
    setTimeout(attach, 50)
  }
  attach()
}
