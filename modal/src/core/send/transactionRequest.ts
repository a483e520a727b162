import type { Abi, Address, Hex } from 'viem'

/** A transaction as Foyer sends it: legacy type (SPEC §3, §9). */
export type TransactionRequest = {
  /** The sending account. @default the current one */
  account?: Address | undefined
  to: Address
  value?: bigint | undefined
  data?: Hex | undefined
  gas?: bigint | undefined
  gasPrice?: bigint | undefined
  /** @default the chain of the current connection */
  chainId?: number | undefined
}

export type ContractWriteRequest = {
  address: Address
  abi: Abi
  functionName: string
  args?: readonly unknown[] | undefined
  value?: bigint | undefined
  chainId?: number | undefined
}

/** CAIP-2 namespace of the chain a request is for; gas and sends are refused for non-EVM. */
export type NamespaceParameter = {
  /** Only 'eip155' is accepted. @default 'eip155' */
  chainNamespace?: string | undefined
}
