import { existsSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { chainName } from '@foyer/modal/config'
import { anvilAccounts } from '@foyer/testing/anvil'
import { CliError } from '../errors.ts'
import { FOYER_CONFIG_FILES } from '../project/detectViteApp.ts'
import { readConfig } from '../transforms/renderConfig.ts'
import { type DevSolana, type DevSolanas, startDevSolana } from './startDevSolana.ts'

export type StartDevChainsOptions = {
  /** The app; its foyer.config.* gives the chains, its `.foyer/anvil.json` is written. */
  cwd: string
  /** EVM chains and Solana networks (CAIP-2 ids) to start. @default the app's configured ones */
  networks?: { evm: number[]; solana: string[] } | undefined
  /** Port of the first chain, the next ones counting up. @default 8545 and up when free, else any free port */
  port?: number
  /** Fork this RPC URL; needs exactly one chain. */
  forkUrl?: string
  forkBlockNumber?: bigint
}

export type DevChain = {
  chainId: number
  name: string
  rpcUrl: string
  pid: number
  /** The fixture USDC, at Circle's address for this chain; none where Circle has none we know. */
  usdc: string | undefined
  blockNumber: bigint
}

export type DevChains = {
  chains: DevChain[]
  /** The local Solana networks (the config's Solana ids, or those given with `--chains`). */
  solana: DevSolana[]
  /** Solana dev keys: 1000 SOL and 1000 USDC each. */
  solanaKeys: readonly { address: string; seed: string }[]
  /** Dev accounts: 10 000 ETH each on every chain; the first two also hold USDC. */
  accounts: readonly { address: string; privateKey: string }[]
  forkUrl: string | undefined
  /** Path of the `.foyer/anvil.json` written. */
  file: string
  /** Reads each chain's block number again. */
  refresh(): Promise<DevChain[]>
  /** Stops every anvil and removes `.foyer/anvil.json`. Safe to call twice. */
  stop(): Promise<void>
}

/** The chains of the app's foyer.config.*, by namespace, when written as a literal list. */
export function readAppNetworks(root: string): { evm: number[]; solana: string[] } | undefined {
  const name = FOYER_CONFIG_FILES.find((f) => existsSync(path.join(root, f)))
  if (!name) return undefined
  const read = readConfig(readFileSync(path.join(root, name), 'utf8'))
  return read.networks ?? (read.chains ? { evm: read.chains, solana: [] } : undefined)
}

/** The EVM chain ids of the app's foyer.config.*, when written as a literal list. */
export function readAppChains(root: string): number[] | undefined {
  return readAppNetworks(root)?.evm
}

/**
 * Starts one anvil per chain with that chain's id, installs the USDC fixture at its canonical
 * address and mints it to the dev accounts (`startLocalChains` from @foyer/testing), and writes
 * `.foyer/anvil.json` so the app's dev server uses them.
 */
export async function startDevChains(options: StartDevChainsOptions): Promise<DevChains> {
  const root = path.resolve(options.cwd)
  const networks = options.networks ?? readAppNetworks(root)
  const chainIds = networks?.evm ?? []
  const solanaIds = networks?.solana ?? []
  if (chainIds.length === 0 && solanaIds.length === 0)
    throw new CliError(
      `No chains to start: ${root} has no foyer.config.* with a literal \`chains\` list. Pass --chains 1,137 or run \`foyer init\` first.`,
    )
  if (options.forkUrl && chainIds.length !== 1)
    throw new CliError(
      `--fork-url forks one chain, but ${chainIds.length} are configured (${chainIds.join(', ')}). Pick the one to fork with --chains <id>.`,
    )
  // Loaded once the request is valid (viem, the USDC fixture, the modal's anvil-file schema): a
  // refusal is said at once.
  const [{ startLocalChains }, { usdcAddresses }, { removeAnvilFile, writeAnvilFile }] =
    await Promise.all([
      import('@foyer/testing/chains'),
      import('@foyer/testing/contracts'),
      import('./anvilFile.ts'),
    ])
  const ports: Record<number, number | undefined> = {}
  for (const [i, id] of chainIds.entries())
    ports[id] = options.port !== undefined ? options.port + i : await preferredPort(8545 + i)
  const local = await startLocalChains(chainIds, {
    ports,
    forkUrl: options.forkUrl,
    forkBlockNumber: options.forkBlockNumber,
  })
  // Solana's own default port (8899) and up, after the EVM chains' with --port.
  const solanaPorts: (number | undefined)[] = []
  for (const [i] of solanaIds.entries())
    solanaPorts.push(
      options.port !== undefined
        ? options.port + chainIds.length + i
        : await preferredPort(8899 + i),
    )
  let solana: DevSolanas
  try {
    solana = await startDevSolana(solanaIds, solanaPorts)
  } catch (error) {
    await local.stop()
    throw error
  }
  const rpcUrls: Record<string, string> = { ...local.rpcUrls }
  for (const network of solana.networks) rpcUrls[network.chainId] = network.rpcUrl
  const file = writeAnvilFile(root, rpcUrls)
  let stopped: Promise<void> | undefined
  const chains: DevChain[] = chainIds.map((id) => {
    const anvil = local.chains[id]!
    return {
      chainId: id,
      name: chainName(id),
      rpcUrl: anvil.url,
      pid: anvil.pid,
      usdc: usdcAddresses[id as keyof typeof usdcAddresses],
      blockNumber: 0n,
    }
  })
  const refresh = async () => {
    await Promise.all(
      chains.map(async (chain) => {
        chain.blockNumber = (await blockNumber(chain.rpcUrl)) ?? chain.blockNumber
      }),
    )
    return chains
  }
  await refresh()
  return {
    chains,
    solana: solana.networks,
    solanaKeys: solana.keys,
    accounts: anvilAccounts,
    forkUrl: options.forkUrl,
    file,
    refresh,
    stop() {
      stopped ??= Promise.all([local.stop(), solana.stop()])
        .then(() => undefined)
        .finally(() => removeAnvilFile(root, rpcUrls))
      return stopped
    },
  }
}

async function blockNumber(url: string): Promise<bigint | undefined> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
      signal: AbortSignal.timeout(2_000),
    })
    return BigInt(((await response.json()) as { result: string }).result)
  } catch {
    return undefined
  }
}

/** `port` when it is free now, else `undefined` (anvil then gets any free port). */
function preferredPort(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(undefined))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(port)))
  })
}
