import type { Address } from 'viem'

/** The token being sent (SPEC §3). No address means the chain's native currency. */
export type SendToken = {
  address?: Address | undefined
  symbol: string
  quantity: { decimals: number }
}

/** What the Send form holds (SPEC §3). Kept on failure so nothing typed is lost. */
export type SendState = {
  token?: SendToken | undefined
  /** The amount as typed, in whole units (e.g. "1.5"). */
  sendTokenAmount?: string | undefined
  receiverAddress?: string | undefined
  receiverProfileImageUrl?: string | undefined
  receiverProfileName?: string | undefined
  gasPrice?: bigint | undefined
  /** Gas the transaction is expected to use, from the preview's estimate. */
  gas?: bigint | undefined
  gasPriceInUSD?: number | undefined
  loading: boolean
  /** Why the last send failed, shown on the form. */
  error?: string | undefined
}

export const initialSendState: SendState = { loading: false }
