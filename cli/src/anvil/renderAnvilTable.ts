import type { DevChain } from './startDevChains.ts'
import type { DevSolana } from './startDevSolana.ts'

export type AnvilTableInput = {
  chains: readonly DevChain[]
  /** The local Solana networks, if the config has any. */
  solana?: readonly DevSolana[] | undefined
  solanaKeys?: readonly { address: string; seed: string }[] | undefined
  accounts: readonly { address: string; privateKey: string }[]
  forkUrl?: string | undefined
  /** Relative path of the file written for the plugin. */
  file: string
}

/** The table `foyer anvil` prints: plain text, the same in a terminal (live) and in logs. */
export function renderAnvilTable(input: AnvilTableInput): string {
  const rows = [
    ['chain', 'id', 'rpc', 'block', 'pid', 'USDC'],
    ...input.chains.map((c) => [
      c.name,
      String(c.chainId),
      c.rpcUrl,
      String(c.blockNumber),
      String(c.pid),
      c.usdc ?? '—',
    ]),
  ]
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((r) => r[col]!.length)))
  const table = rows.map(
    (r) =>
      `  ${r
        .map((cell, col) => cell.padEnd(widths[col]!))
        .join('  ')
        .trimEnd()}`,
  )
  const holders = input.chains.some((c) => c.usdc)
    ? '; accounts 0 and 1 also hold 1,000,000 USDC'
    : ''
  const solana = input.solana ?? []
  const solanaLines =
    solana.length === 0
      ? []
      : [
          ...solana.map((n) => `  ${n.name}  ${n.chainId}  ${n.rpcUrl}  USDC ${n.usdc}`),
          '',
          'Solana dev keys (1,000 SOL and 1,000 USDC each; address, then the 32-byte seed):',
          ...(input.solanaKeys ?? []).slice(0, 2).map((k, i) => `  (${i}) ${k.address}  ${k.seed}`),
          '',
        ]
  return [
    `Foyer local chains${input.forkUrl ? ` (forked from ${input.forkUrl})` : ''}`,
    '',
    ...(input.chains.length > 0
      ? [
          ...table,
          '',
          `Dev accounts (10,000 ETH each on every chain${holders}):`,
          ...input.accounts.map((a, i) => `  (${i}) ${a.address}  ${a.privateKey}`),
          '',
        ]
      : []),
    ...solanaLines,
    `Wrote ${input.file}: \`vite dev\` with @foyer/vite uses these RPC URLs for chains your foyer.config has none for.`,
    'Public test keys: never use them on a real chain. Ctrl-C stops the chains.',
    '',
  ].join('\n')
}
