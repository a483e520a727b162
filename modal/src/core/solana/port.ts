import type { SolanaChainId } from '../network/constants.ts'

/** The two things the modal sends on Solana: SOL, and USDC (an SPL token at Circle's mint). */
export type SolanaToken = 'SOL' | 'USDC'

/**
 * What the send flow (`sendToken`, in the wallet code's chunk) asks of the Solana chunk, found on
 * the instance's slots under `SOLANA_SEND_PORT` once that chunk has loaded. The key is a
 * `Symbol.for`, so a reader needs no value from here (a type import): the two chunks share no
 * module (see `discoverSolanaWallets`).
 */
export type SolanaSendPort = {
  /** The network of the connected Solana account, if one is connected. */
  chainId(): SolanaChainId | undefined
  /** Builds, simulates and has the wallet sign and send the transfer; resolves with its signature. */
  send(input: { token: SolanaToken; amount: string; to: string }): Promise<{ signature: string }>
  /** Follows a sent transfer to its confirmation, the notice saying the outcome. */
  confirm(signature: string): Promise<void>
}

export const SOLANA_SEND_PORT = Symbol.for('foyer.solana.send')
