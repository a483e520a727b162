/** RPC methods that sign or spend, and so wait for the visitor's approval (SPEC §6). */
export const UNSAFE_RPC_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'eth_sendUserOperation',
] as const

export type UnsafeRpcMethod = (typeof UNSAFE_RPC_METHODS)[number]
