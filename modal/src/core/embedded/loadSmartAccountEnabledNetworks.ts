import type { FoyerStorage } from '../storage/createFoyerStorage.ts'

export type LoadSmartAccountEnabledNetworksParameters = {
  /** Asks the embedded wallet (GET_SMART_ACCOUNT_ENABLED_NETWORKS). */
  getNetworks: () => Promise<readonly number[]>
  storage: FoyerStorage
}

/**
 * Loads and stores the chains where smart accounts are enabled. A failed lookup stores and
 * returns an empty list (SPEC §8), so no chain offers a smart account it may not have.
 */
export async function loadSmartAccountEnabledNetworks({
  getNetworks,
  storage,
}: LoadSmartAccountEnabledNetworksParameters): Promise<number[]> {
  let networks: number[]
  try {
    networks = [...(await getNetworks())]
  } catch {
    networks = []
  }
  storage.set('smartAccountEnabledNetworks', networks)
  return networks
}
