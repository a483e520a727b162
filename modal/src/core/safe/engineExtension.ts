import type { EngineExtension } from '../connection/engineExtension.ts'
import { SAFE_CONNECTOR_ID } from './constants.ts'
import { framedBySafe } from './framedBySafe.ts'
import { registerSafeConnector } from './loadSafe.ts'

/**
 * In an app framed by Safe{Wallet} (a Safe App), the "Safe" wallet is offered: its code loads as
 * the engine starts, and a stored Safe session comes back with it. Elsewhere nothing loads.
 */
export const safeEngineExtension: EngineExtension = {
  name: 'safe',
  start(foyer, engine) {
    if (framedBySafe(foyer))
      registerSafeConnector(foyer, engine.config).catch((error: unknown) =>
        foyer.bus.emit('connection', {
          type: 'connector_unavailable',
          connectorId: SAFE_CONNECTOR_ID,
          reason: String((error as Error)?.message ?? error),
        }),
      )
    return () => {}
  },
  restoreConnector: {
    connectorId: SAFE_CONNECTOR_ID,
    enabled: framedBySafe,
    register: registerSafeConnector,
  },
}
