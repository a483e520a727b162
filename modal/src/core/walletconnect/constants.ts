export { WALLETCONNECT_CONNECTOR_ID } from '../connection/constants.ts'

/** How long a pairing offer waits for a wallet: WalletConnect's proposal expiry (5 min). */
export const PAIRING_TIMEOUT_MS = 5 * 60_000

/** How long the relay may take to give a pairing code before the view says it did not answer. */
export const RELAY_TIMEOUT_MS = 15_000
