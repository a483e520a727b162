// For hosts that use wagmi hooks or actions: the modal's wagmi config, shared. Importing this
// entry loads wagmi up front; a host that does not import it pays nothing for it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { Config } from '@wagmi/core'
import { type ReactNode, useState } from 'react'
import { WagmiProvider } from 'wagmi'
import { createWagmiConfig } from '../core/connection/createWagmiConfig.ts'
import { ensureEngine } from '../core/connection/ensureEngine.ts'
import type { Foyer } from '../core/foyer.ts'
import { useFoyer } from '../react/useFoyer.ts'

/**
 * The wagmi config the modal runs on: the host's own when foyer.config.ts names one
 * (`wagmiConfig`), else the one Foyer made from foyer.config.ts, with its chains, RPC URLs,
 * connectors (EIP-6963 wallets) and storage. One object per page: a connect, switch or
 * disconnect made through the modal shows at once in wagmi's hooks, and the other way round.
 * @example
 * import { getFoyerWagmiConfig } from '@foyer/modal/wagmi'
 * await writeContract(getFoyerWagmiConfig(foyer), { address, abi, functionName: 'approve', args })
 */
export function getFoyerWagmiConfig(foyer: Foyer): Config {
  foyer._internal.wagmiConfig ??= createWagmiConfig(foyer)
  // The modal follows the config from now on (mirror, wallet discovery, session restore).
  void ensureEngine(foyer).catch(() => {
    // A wallet code that cannot load is shown by the Connect view.
  })
  return foyer._internal.wagmiConfig
}

/** The page's (or the nearest `FoyerProvider`'s) wagmi config; see `getFoyerWagmiConfig`. */
export function useFoyerWagmiConfig(): Config {
  return getFoyerWagmiConfig(useFoyer())
}

export type FoyerWagmiProviderProps = {
  children: ReactNode
  /** The host's TanStack Query client, if it has one. @default a new one */
  queryClient?: QueryClient | undefined
}

/**
 * wagmi's `WagmiProvider` (and a TanStack Query provider) on the modal's config, so the host's
 * wagmi hooks (`useAccount`, `useWriteContract`, `useSwitchChain`, …) see the connection the
 * visitor made in the modal. Foyer restores the session itself: the provider does not reconnect
 * again on mount.
 * @example
 * <FoyerWagmiProvider><App /></FoyerWagmiProvider>
 */
export function FoyerWagmiProvider({ children, queryClient }: FoyerWagmiProviderProps) {
  const config = useFoyerWagmiConfig()
  const [client] = useState(() => queryClient ?? new QueryClient())
  return (
    <WagmiProvider config={config} reconnectOnMount={false}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </WagmiProvider>
  )
}
