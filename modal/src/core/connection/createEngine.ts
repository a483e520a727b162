import { reconnect } from '@wagmi/core'
import { watchBalances } from '../account/watchBalances.ts'
import type { Foyer } from '../instantiateFoyer.ts'
import { instrumentRequest } from '../rpc/instrumentRequest.ts'
import { createWagmiConfig } from './createWagmiConfig.ts'
import type { Engine } from './engine.ts'
import { hasStoredSession } from './hasStoredSession.ts'
import { mirrorConnection } from './mirrorConnection.ts'
import { updateConnection } from './updateConnection.ts'
import * as wagmi from './wagmiActions.ts'

/**
 * The entry of the lazy wallet chunk: builds the instance's wagmi config, mirrors it into the
 * instance's stores, keeps the balances fresh and restores the last session without a prompt.
 */
export async function createEngine(foyer: Foyer): Promise<Engine> {
  const config = createWagmiConfig(foyer)
  const recent = foyer.persisted.get('recentConnectorId')
  if (recent) updateConnection(foyer, { type: 'recentChanged', connectorId: recent })
  const stopMirror = mirrorConnection(foyer, config)
  const engine: Engine = {
    config,
    wagmi,
    destroy() {
      stopMirror()
      stopBalances()
    },
  }
  const stopBalances = watchBalances(foyer, engine)
  // Restoring a session asks the wallet for its accounts (eth_accounts), without a prompt.
  if (hasStoredSession(foyer.storage))
    await instrumentRequest(foyer, { method: 'eth_accounts', source: 'modal' }, () =>
      reconnect(config),
    )
  else await reconnect(config)
  return engine
}
