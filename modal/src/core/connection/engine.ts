import type { Config } from '@wagmi/core'
import type * as wagmiActions from './wagmiActions.ts'

/** The wagmi and viem functions Foyer's actions call, loaded with the wallet code. */
export type WagmiActions = typeof wagmiActions

/**
 * The lazily loaded part of an instance that talks to wallets and chains: its wagmi config (the
 * source of truth for connections) and the wagmi/viem functions actions call on it. Actions
 * import only its type, so that importing them costs the host's first load nothing.
 */
export type Engine = {
  readonly config: Config
  readonly wagmi: WagmiActions
  destroy(): void
}
