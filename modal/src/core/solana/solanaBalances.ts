import type { Foyer } from '../foyer.ts'
import type { SolanaChainId } from '../network/constants.ts'
import { SOLANA_NETWORKS } from './networks.ts'
import { solanaRpc } from './solanaRpc.ts'
import { solanaStore } from './solanaState.ts'

type TokenAccounts = {
  value: { account: { data: { parsed?: { info?: { tokenAmount?: { amount?: string } } } } } }[]
}

/** SOL (lamports) and USDC (micro-units; none where the network has no USDC) of `address`. */
export async function readSolanaBalances(
  foyer: Foyer,
  chainId: SolanaChainId,
  address: string,
): Promise<{ lamports: bigint; usdc: bigint | undefined }> {
  const mint = SOLANA_NETWORKS[chainId].usdcMint
  const [sol, tokens] = await Promise.all([
    solanaRpc<{ value: number }>(foyer, chainId, 'getBalance', [
      address,
      { commitment: 'confirmed' },
    ]),
    mint
      ? solanaRpc<TokenAccounts>(foyer, chainId, 'getTokenAccountsByOwner', [
          address,
          { mint },
          { encoding: 'jsonParsed', commitment: 'confirmed' },
        ])
      : undefined,
  ])
  const usdc = tokens?.value.reduce(
    (sum, { account }) => sum + BigInt(account.data.parsed?.info?.tokenAmount?.amount ?? '0'),
    0n,
  )
  return { lamports: BigInt(sol.value), usdc }
}

/** Reads the connected account's balances into the store (`balances`); never throws. */
export async function refreshSolanaBalances(foyer: Foyer): Promise<void> {
  const store = solanaStore(foyer)
  const { address, chainId } = store.getState()
  if (!address || !chainId) return
  store.setState({ balances: { status: 'loading' } })
  try {
    const { lamports, usdc } = await readSolanaBalances(foyer, chainId, address)
    // Another account or network since: its own read will land.
    if (store.getState().address !== address || store.getState().chainId !== chainId) return
    store.setState({ balances: { status: 'ready', lamports, usdc } })
  } catch (error) {
    store.setState({
      balances: {
        status: 'error',
        message: error instanceof Error ? error.message : String(error),
      },
    })
  }
}
