import type { SolanaWalletOption } from './solanaState.ts'

/** An EVM wallet of the Connect view, as far as telling twins apart needs it. */
export type EvmWalletLike = {
  id: string
  name: string
  icon?: string | undefined
  warning?: string | undefined
}

/**
 * The Solana wallets that are the same wallet as one EVM wallet of the page (Phantom announces
 * itself both ways): the same name and the same icon, each announced once. Such a wallet is shown
 * once, with both namespaces. Names and icons are public, so a pair with a warning on either side
 * (another wallet claimed the name) is never joined: both stay listed, marked.
 * @returns the Solana option's id by the EVM wallet's id
 */
export function solanaTwins(
  evm: readonly EvmWalletLike[],
  solana: readonly SolanaWalletOption[],
): Map<string, string> {
  const twins = new Map<string, string>()
  for (const option of solana) {
    if (option.warning) continue
    const same = evm.filter((w) => w.name === option.name)
    const wallet = same.length === 1 ? same[0] : undefined
    if (!wallet || wallet.warning || !wallet.icon || wallet.icon !== option.icon) continue
    twins.set(wallet.id, option.id)
  }
  return twins
}
