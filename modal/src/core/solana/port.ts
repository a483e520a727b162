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
  /** The connected Solana account (Buy's receiver), if one is connected. */
  account(): { address: string; chainId: SolanaChainId } | undefined
  /** Builds, simulates and has the wallet sign and send the transfer; resolves with its signature. */
  send(input: { token: SolanaToken; amount: string; to: string }): Promise<{ signature: string }>
  /** Follows a sent transfer to its confirmation, the notice saying the outcome. */
  confirm(signature: string): Promise<void>
}

export const SOLANA_SEND_PORT = Symbol.for('foyer.solana.send')

/** A Solana signing request the embedded wallet's frame runs after the visitor's approval. */
export type EmbeddedSolanaMethod =
  | 'solana_signMessage'
  | 'solana_signTransaction'
  | 'solana_signAndSendTransaction'

/** The embedded wallet's Solana account while its login is open (the frame holds the key). */
export type EmbeddedSolanaAccount = {
  /** Base58. */
  address: string
  /** Asks the frame (the visitor approves there); bytes travel as base64. */
  request(method: EmbeddedSolanaMethod, params: Record<string, string>): Promise<unknown>
}

/**
 * Where the embedded wallet's chunk leaves its Solana account for the Solana chunk, whichever
 * loads first: the account (none while signed out) and who to tell when it changes. Found on the
 * instance's slots under `EMBEDDED_SOLANA`, a `Symbol.for` for the same reason as above.
 */
export type EmbeddedSolanaBox = {
  account: EmbeddedSolanaAccount | undefined
  listeners: Set<() => void>
}

export const EMBEDDED_SOLANA = Symbol.for('foyer.solana.embedded')
