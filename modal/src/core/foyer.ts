// The instance's types, apart from the code that builds it (`instantiateFoyer.ts`), so that every
// file of core can name `Foyer` without an import circle: this file imports only the types of the
// instance's parts, and none of them imports it back (docs/ARCHITECTURE.md §Layers).

import type { Config as WagmiConfig } from '@wagmi/core'
import type { StoreApi } from 'zustand/vanilla'
import type { Bus } from './bus/createBus.ts'
import type { FoyerConfig } from './config/configSchema.ts'
import type { ConnectionState } from './connection/connectionState.ts'
import type { Engine } from './connection/engine.ts'
import type { InstanceSlots } from './instanceSlot.ts'
import type { ModalState } from './modal/modalState.ts'
import type { NoticeState } from './modal/noticeState.ts'
import type { TooltipState } from './modal/tooltipState.ts'
import type { RouterState } from './router/routes.ts'
import type { SendState } from './sendState.ts'
import type { FoyerStorage, StorageBackend } from './storage/createFoyerStorage.ts'
import type { TokensState } from './tokensState.ts'

/** Loads the wallet code: the engine's entry, `createEngine`. Tests inject their own. */
export type LoadEngine = () => Promise<{ createEngine: (foyer: Foyer) => Promise<Engine> }>

export type CreateFoyerOptions = {
  /**
   * Where sessions and preferences persist: `localStorage`, `sessionStorage` or
   * `createCookieStorage()`. @default per `config.storage`: localStorage, or cookies
   */
  storage?: StorageBackend | undefined
  /**
   * Loads the wallet code; tests inject their own. @default the engine with every feature plugged
   * in, `() => import('./composition/createEngine')`
   */
  loadEngine?: LoadEngine | undefined
  /**
   * The host's own wagmi config, for hosts that already have one (`wagmiConfig` in
   * foyer.config.ts). The modal then uses it, with its chains, transports and connectors, and
   * adds its own wallet discovery to it. Its chains must be those of the Foyer config.
   */
  wagmiConfig?: WagmiConfig | undefined
}

/** A store as views, hosts and devtools get it: read and subscribe, never write. */
export type ReadonlyStore<T> = Pick<StoreApi<T>, 'getState' | 'getInitialState' | 'subscribe'>

/**
 * What a sign-in feature plugs into the connection (siwe/ does when it is on): the connection and
 * the router ask it without importing the feature (docs/ARCHITECTURE.md §Layers).
 */
export type SignInPort = {
  /** True when `address` (@default the current account) must sign in before Account shows. */
  needsSignIn(address?: string): boolean
  /** The last connection closed: ends the session. `disconnect` is emitted after it settles. */
  signOut(): Promise<void>
  /**
   * Before a browser wallet connects: asks it to connect and sign in in one approval (ERC-7846
   * `wallet_connect` with `signInWithEthereum`), verified before the connect goes on. True when
   * the wallet connected that way (the connect then asks it nothing more); false when it cannot
   * (the visitor signs after connecting). Throws when the visitor or the server refuses.
   */
  connectAndSignIn?(provider: {
    request(args: { method: string; params?: unknown }): Promise<unknown>
  }): Promise<boolean>
}

/** One Foyer instance: its config, stores and bus. Two instances never share state. */
export type Foyer = {
  readonly config: FoyerConfig
  /** Every decision the modal makes, as typed events (router, rpc, tracking, …). */
  readonly bus: Bus
  readonly modal: StoreApi<ModalState>
  readonly router: StoreApi<RouterState>
  /** The wallet connection (SPEC §3, §4). */
  readonly connection: StoreApi<ConnectionState>
  /** Native and token balances of the current account on the current chain. */
  readonly tokens: StoreApi<TokensState>
  /** The Send form (SPEC §3 send state). */
  readonly send: StoreApi<SendState>
  /** The message shown over the current view ('Transaction started', …). */
  readonly notice: StoreApi<NoticeState>
  /** The modal's one tooltip (SPEC §3). */
  readonly tooltip: StoreApi<TooltipState>
  readonly storage: StorageBackend | undefined
  /** Typed access to every persisted value, over `storage`; writes are emitted on the bus. */
  readonly persisted: FoyerStorage
  /**
   * Every store of the instance by name: the ones above and those its features made when first
   * used (`siwe`, `emailLogin`, `onramp`, …). Read-only: devtools lists the whole state with it.
   */
  listStores(): Record<string, ReadonlyStore<unknown>>
  /** @internal */
  readonly _internal: {
    loadEngine: LoadEngine
    engine: Promise<Engine> | undefined
    /** The wagmi config the engine runs on: the host's, or the one the engine created. */
    wagmiConfig: WagmiConfig | undefined
    /** The navigation policies registered on this instance, by feature, with their unsubscribe. */
    navigationPolicies: Map<string, () => void>
    /** The stores features made on this instance (`instanceStore`), by name. */
    featureStores: Map<string, StoreApi<unknown>>
    /** The sign-in plugged into the connection, if any (`SignInPort`). */
    signIn: SignInPort | undefined
    /**
     * What the instance keeps that is no store (`instanceSlot`): abort controllers of runs in
     * progress, lazy loads, request counts.
     */
    slots: InstanceSlots
  }
}
