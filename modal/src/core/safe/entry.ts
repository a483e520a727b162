import SafeAppsSDK, { type SafeInfo } from '@safe-global/safe-apps-sdk'
import { type Config, type Connector, createConnector } from '@wagmi/core'
import { getAddress } from 'viem'
import { ProviderNotFoundError, SafeInfoTimeoutError } from '../connection/errors.ts'
import type { Foyer } from '../foyer.ts'
import { SAFE_CONNECTOR_ID } from './constants.ts'
import { safeOptions } from './framedBySafe.ts'

type SafeProvider = InstanceType<
  typeof import('@safe-global/safe-apps-provider')['SafeAppProvider']
>

/**
 * The Safe provider's EIP-5792 answers in the shape of its current version: a Safe runs a batch
 * as one Safe transaction (MultiSend), so its call statuses are `atomic: true` and its
 * capabilities say `atomic: supported`, where the provider still answers EIP-5792's first draft.
 */
function speaksEip5792v2(provider: SafeProvider): SafeProvider {
  const request = provider.request.bind(provider)
  provider.request = async (args) => {
    const result = await request(args)
    if (args.method === 'wallet_getCallsStatus' && result && typeof result === 'object')
      return { atomic: true, ...result }
    if (args.method === 'wallet_getCapabilities' && result && typeof result === 'object')
      return Object.fromEntries(
        Object.entries(result).map(([chain, capabilities]) => [
          chain,
          { ...(capabilities as object), atomic: { status: 'supported' } },
        ]),
      )
    return result
  }
  return provider
}

/** An exact origin as the SDK's allow-list wants it: a pattern matching that origin alone. */
const originPattern = (origin: string) =>
  new RegExp(`^${origin.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`)

/**
 * The lazy Safe chunk: a wagmi connector over the Safe Apps SDK and its EIP-1193 provider, for
 * an app framed by Safe{Wallet}. The SDK answers only messages from the parent window on one of
 * the configured origins. Asking the parent for its Safe waits `infoTimeout` ms (SPEC §9: 10),
 * then fails with 'Could not load Safe information'; a later connect asks again. Like wagmi's
 * `safe()`, which it follows, except for that error and the allow-list it always sets.
 */
function safeConnector({ origins, infoTimeout }: { origins: string[]; infoTimeout: number }) {
  let provider: SafeProvider | undefined
  let onDisconnect: (() => void) | undefined
  return createConnector<SafeProvider>((config) => ({
    id: SAFE_CONNECTOR_ID,
    name: 'Safe',
    type: 'safe',
    async connect() {
      const p = await this.getProvider()
      if (!onDisconnect) {
        onDisconnect = this.onDisconnect.bind(this)
        p.on('disconnect', onDisconnect)
      }
      return {
        accounts: (await this.getAccounts()) as never,
        chainId: await this.getChainId(),
      }
    },
    async disconnect() {
      if (provider && onDisconnect) provider.removeListener('disconnect', onDisconnect)
      onDisconnect = undefined
    },
    async getAccounts() {
      const p = await this.getProvider()
      return ((await p.request({ method: 'eth_accounts' })) as string[]).map((a) => getAddress(a))
    },
    async getProvider() {
      if (provider) return provider
      if (typeof window === 'undefined' || window.parent === window)
        throw new ProviderNotFoundError()
      const sdk = new SafeAppsSDK({ allowedDomains: origins.map(originPattern) })
      let timer: ReturnType<typeof setTimeout> | undefined
      const info = await Promise.race([
        sdk.safe.getInfo(),
        new Promise<undefined>((resolve) => {
          timer = setTimeout(() => resolve(undefined), infoTimeout)
        }),
      ]).finally(() => clearTimeout(timer))
      if (!info?.safeAddress) throw new SafeInfoTimeoutError({ timeout: infoTimeout })
      const { SafeAppProvider } = await import('@safe-global/safe-apps-provider')
      provider = speaksEip5792v2(new SafeAppProvider(info as SafeInfo, sdk))
      return provider
    },
    async getChainId() {
      return Number((await this.getProvider()).chainId)
    },
    async isAuthorized() {
      try {
        return (await this.getAccounts()).length > 0
      } catch {
        return false
      }
    },
    // A Safe lives on one chain, and its address does not change while the app is open.
    onAccountsChanged() {},
    onChainChanged() {},
    onDisconnect() {
      config.emitter.emit('disconnect')
    },
  }))
}

/** Adds the Safe connector to the wagmi config once (the same one on every call). */
export function addSafeConnector(foyer: Foyer, config: Config): Connector {
  const existing = config.connectors.find((c) => c.id === SAFE_CONNECTOR_ID)
  if (existing) return existing
  const options = safeOptions(foyer)
  if (!options) throw new Error('Safe is turned off (safe: false in foyer.config.ts)')
  const connector = config._internal.connectors.setup(safeConnector(options))
  config._internal.connectors.setState((list) => [connector, ...list])
  return connector
}
