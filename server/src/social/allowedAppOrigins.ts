import type { ServerDeps } from '../app.ts'
import { isAppOrigin } from '../config.ts'

/** The origins that may embed the frame: the only ones a login may hand its result to. */
export function allowedAppOrigins({ config, appOrigins }: ServerDeps): string[] {
  return [...new Set([...config.frame.appOrigins, ...(appOrigins?.() ?? []).filter(isAppOrigin)])]
}
