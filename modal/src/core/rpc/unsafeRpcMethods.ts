/**
 * RPC methods that wait for the visitor's approval in the wallet (SPEC §6): those that sign or
 * spend, and the two the modal itself asks a wallet for, which the wallet puts to the visitor too
 * (connect: eth_requestAccounts; a network switch: wallet_switchEthereumChain).
 */
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
  'eth_requestAccounts',
  'wallet_switchEthereumChain',
] as const

export type UnsafeRpcMethod = (typeof UNSAFE_RPC_METHODS)[number]
