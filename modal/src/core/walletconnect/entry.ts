import { walletConnect } from '@wagmi/connectors'
import type { Config, Connector } from '@wagmi/core'
import type { Foyer } from '../foyer.ts'
import { withBatchFallback } from '../rpc/calls/batchFallback.ts'
import { SESSION_METHODS, WALLETCONNECT_CONNECTOR_ID } from './constants.ts'
import { walletConnectStore } from './walletConnectState.ts'

/**
 * The lazy WalletConnect chunk (wagmi's connector over `@walletconnect/ethereum-provider`, which
 * it imports on first use): adds the connector to the wagmi config once, with the host's project
 * id and relay, the modal's own QR view instead of the vendor's, and telemetry off.
 */
export function addWalletConnectConnector(foyer: Foyer, config: Config): Connector {
  const existing = config.connectors.find((c) => c.id === WALLETCONNECT_CONNECTOR_ID)
  if (existing) return existing
  const options = foyer.config.walletConnect
  if (!options)
    throw new Error('WalletConnect is not configured (walletConnect in foyer.config.ts)')
  const { metadata } = foyer.config
  const connector = config._internal.connectors.setup(
    walletConnect({
      projectId: options.projectId,
      ...(options.relayUrl ? { relayUrl: options.relayUrl } : {}),
      showQrModal: false,
      telemetryEnabled: false,
      metadata: {
        name: metadata?.name ?? location.host,
        description: metadata?.description ?? '',
        url: metadata?.url ?? location.origin,
        icons: metadata?.icons ?? [],
      },
    }),
  )
  batchForAnyWallet(foyer, connector)
  signInWhilePairing(foyer, config, connector)
  config._internal.connectors.setState((list) => [...list, connector])
  return connector
}

type Eip1193 = { request: (args: { method: string; params?: unknown }) => Promise<unknown> }

/**
 * A wallet paired over WalletConnect whose session has no `wallet_sendCalls` gets the modal's
 * one-at-a-time batch (withBatchFallback), as a browser wallet does. The provider the connector
 * hands out answers `request` through the fallback; everything else is the provider's own, called
 * on it (so its state stays in one object).
 */
function batchForAnyWallet(foyer: Foyer, connector: Connector): void {
  const getProvider = connector.getProvider.bind(connector)
  let wrapped: { provider: object; proxy: object } | undefined
  connector.getProvider = (async (...args: Parameters<typeof getProvider>) => {
    const provider = (await getProvider(...args)) as Eip1193 | undefined
    if (!provider || typeof provider !== 'object') return provider
    if (wrapped?.provider !== provider) {
      const { request } = withBatchFallback(foyer, provider)
      const proxy = new Proxy(provider, {
        get(target, key) {
          if (key === 'request') return request
          const value = Reflect.get(target, key, target)
          return typeof value === 'function' ? value.bind(target) : value
        },
      })
      wrapped = { provider, proxy }
    }
    return wrapped.proxy
  }) as typeof connector.getProvider
}

/** A signed sign-in message as WalletConnect carries it (CAIP-74 CACAO). */
type Cacao = { p: { iss: string } & Record<string, unknown>; s: { t: string; s: string } }

/** What the WalletConnect provider (`@walletconnect/ethereum-provider`) offers for one-click sign-in. */
type AuthenticatingProvider = {
  session?: unknown
  /** The dapp's sign client, which writes a CACAO back as the message that was signed. */
  signer: { client: { formatAuthMessage(params: { request: Cacao['p']; iss: string }): string } }
  authenticate(params: {
    chains: number[]
    domain: string
    uri: string
    nonce: string
    statement?: string
    exp?: string
    methods?: string[]
  }): Promise<{ auths?: Cacao[] } | undefined>
  disconnect(): Promise<void>
  on(event: 'display_uri', listener: (uri: string) => void): unknown
  removeListener(event: 'display_uri', listener: (uri: string) => void): unknown
}

/**
 * A connect with a one-click sign-in waiting (`walletConnectStore().signIn`) pairs with
 * `authenticate` instead of a plain proposal, inside wagmi's connect (its status stays
 * `connecting`, so the session the provider announces is not taken as connected before the server
 * verified the message). The pairing URI goes out as the connector's `display_uri` message, as in
 * a plain connect; the wallet connects with the session it approved (no second pairing).
 */
function signInWhilePairing(foyer: Foyer, config: Config, connector: Connector): void {
  const connect = connector.connect.bind(connector)
  connector.connect = (async (parameters: Parameters<typeof connect>[0]) => {
    const signIn = walletConnectStore(foyer).getState().signIn
    if (!signIn) return connect(parameters)
    const provider = (await connector.getProvider()) as AuthenticatingProvider
    if (provider.session) {
      // Already paired: nothing to sign in with here; the visitor signs after connecting.
      signIn.abandon()
      return connect(parameters)
    }
    const showUri = (uri: string) =>
      connector.emitter.emit('message', { type: 'display_uri', data: uri })
    provider.on('display_uri', showUri)
    try {
      const { chains, nonce, domain, uri, statement, expirationTime } = signIn.request
      const answer = await provider.authenticate({
        chains,
        nonce,
        domain,
        uri,
        statement,
        exp: expirationTime.toISOString(),
        methods: [...SESSION_METHODS],
      })
      const cacao = answer?.auths?.[0]
      // Without a session (a wallet that signed but kept no methods) there is nothing to connect.
      if (!provider.session) throw new Error('The wallet signed in but started no session.')
      await signIn.finish(
        cacao && {
          message: provider.signer.client.formatAuthMessage({ request: cacao.p, iss: cacao.p.iss }),
          signature: cacao.s.s as `0x${string}`,
        },
        () => provider.disconnect(),
      )
    } finally {
      provider.removeListener('display_uri', showUri)
    }
    // The session covers every chain of the app: wagmi's connect must not pair again for them.
    const requested = connector as Connector & {
      setRequestedChainsIds?: (ids: number[]) => Promise<void>
    }
    await requested.setRequestedChainsIds?.(config.chains.map((chain) => chain.id))
    return connect(parameters)
  }) as typeof connector.connect
}
