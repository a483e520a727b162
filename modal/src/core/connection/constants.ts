/**
 * How long the Safe connector waits for Safe info before 'Could not load Safe information'
 * (SPEC §8, §9). In milliseconds, as wagmi's Safe connector passes it to `withTimeout`.
 */
export const SAFE_INFO_TIMEOUT = 10

/** The origins of Safe{Wallet} a Safe App trusts as its parent unless the config names others. */
export const SAFE_ORIGINS = ['https://app.safe.global'] as const

/** The id of the Safe connector (wagmi's `safe()`), offered when the app runs as a Safe App. */
export const SAFE_CONNECTOR_ID = 'safe'

/**
 * How long a connect waits for the wallet before the modal says it did not answer. The request
 * stays with the wallet: an approval that comes later still connects.
 */
export const CONNECT_TIMEOUT_MS = 30_000

/** The wagmi connector id of the embedded wallet (email login). */
export const EMBEDDED_CONNECTOR_ID = 'foyer-embedded'

/** The id of the WalletConnect connector (wagmi's `walletConnect()`). */
export const WALLETCONNECT_CONNECTOR_ID = 'walletConnect'
