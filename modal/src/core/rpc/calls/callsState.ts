import type { Address, Hex } from 'viem'
import { instanceStore } from '../../instanceStore.ts'

/** Where one call of a batch the modal runs call by call stands. */
export type CallStep =
  /** Not asked yet: an earlier call is still under way. */
  | 'waiting'
  /** The wallet is asking the visitor. */
  | 'asking'
  /** Sent: waiting for its block. */
  | 'sent'
  | 'confirmed'
  /** Included but reverted. */
  | 'reverted'
  /** The visitor refused it in the wallet. */
  | 'rejected'
  /** The wallet or the chain failed it before it was sent. */
  | 'failed'
  /** Never sent: a call before it was refused or failed. */
  | 'skipped'

export type BatchCall = {
  to?: Address | undefined
  value?: Hex | undefined
  data?: Hex | undefined
  step: CallStep
  hash?: Hex | undefined
}

/**
 * A batch (EIP-5792 `wallet_sendCalls`) the modal runs one call at a time because the wallet
 * cannot run it itself. `status`: `running`, `confirmed` (every call), `rejected` (the visitor
 * refused call `stoppedAt`), `failed` (call `stoppedAt` failed or reverted).
 */
export type CallsBatch = {
  id: string
  chainId: number
  /** The chain's native currency, for the calls' values. */
  symbol: string
  from: Address
  calls: BatchCall[]
  status: 'running' | 'confirmed' | 'rejected' | 'failed'
  /** Index of the call that stopped the batch. */
  stoppedAt?: number | undefined
  /** Why it stopped, as a person reads it. */
  error?: string | undefined
}

export type CallsState = {
  /** The batches of this page, newest last (ids are the modal's own: `foyer-calls-…`). */
  batches: CallsBatch[]
  /** The batch the Calls view shows. */
  shown?: string | undefined
}

export const callsStore = instanceStore<CallsState>('calls', () => ({ batches: [] }))
