import { SOLANA_CHAIN_IDS } from '@foyer/modal/config'

/** One local Solana network `foyer anvil` runs (an in-process SVM behind a JSON-RPC server). */
export type DevSolana = {
  /** The CAIP-2 id it answers as (its `getGenesisHash` is that network's). */
  chainId: string
  name: string
  rpcUrl: string
  /** The USDC mint it holds (Circle's address on that network), each dev key holding 1000. */
  usdc: string
}

export type DevSolanas = {
  networks: DevSolana[]
  /** Dev keys: 1000 SOL and 1000 USDC each, on every network. */
  keys: readonly { address: string; seed: string }[]
  stop(): Promise<void>
}

const NAMES = {
  [SOLANA_CHAIN_IDS.mainnet]: ['mainnet', 'Solana'],
  [SOLANA_CHAIN_IDS.devnet]: ['devnet', 'Solana Devnet'],
  [SOLANA_CHAIN_IDS.testnet]: ['testnet', 'Solana Testnet'],
} as const

/** A Solana network's CAIP-2 id, as `foyer.config` and `--chains` write it. */
export function isSolanaChainId(id: unknown): id is keyof typeof NAMES {
  return typeof id === 'string' && Object.hasOwn(NAMES, id)
}

/**
 * Starts a local Solana (`startLocalSolana` of @foyer/testing/solana) for each network, on
 * `ports[i]` when given (else a free port): the dev keys funded with SOL and USDC.
 */
export async function startDevSolana(
  chainIds: readonly string[],
  ports: readonly (number | undefined)[],
): Promise<DevSolanas> {
  const { startLocalSolana, solanaDevKeys } = await import('@foyer/testing/solana')
  const started: Awaited<ReturnType<typeof startLocalSolana>>[] = []
  try {
    for (const [i, id] of chainIds.entries()) {
      if (!isSolanaChainId(id)) throw new Error(`${id} is not a Solana network id`)
      const port = ports[i]
      started.push(
        await startLocalSolana({ network: NAMES[id][0], ...(port === undefined ? {} : { port }) }),
      )
    }
  } catch (error) {
    await Promise.all(started.map((s) => s.stop()))
    throw error
  }
  let stopping: Promise<void> | undefined
  return {
    networks: started.map((s) => ({
      chainId: s.chainId,
      name: NAMES[s.chainId as keyof typeof NAMES][1],
      rpcUrl: s.url,
      usdc: s.usdcMint,
    })),
    keys: solanaDevKeys,
    stop() {
      stopping ??= Promise.all(started.map((s) => s.stop())).then(() => undefined)
      return stopping
    },
  }
}
