export { WALLETCONNECT_CONNECTOR_ID } from '../connection/constants.ts'

/** How long a pairing offer waits for a wallet: WalletConnect's proposal expiry (5 min). */
export const PAIRING_TIMEOUT_MS = 5 * 60_000

/** How long the relay may take to give a pairing code before the view says it did not answer. */
export const RELAY_TIMEOUT_MS = 15_000

/**
 * The methods a one-click sign-in asks the session for (the ReCap of its message): what the
 * modal and the host send over WalletConnect. The wallet keeps those it supports.
 */
export const SESSION_METHODS = [
  'personal_sign',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_signTransaction',
  'eth_sendTransaction',
  'eth_sendRawTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_watchAsset',
  'wallet_getPermissions',
  'wallet_requestPermissions',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
] as const
