import type { Config as WagmiConfig } from '@wagmi/core'
import { createStore, type StoreApi } from 'zustand/vanilla'
import { type Bus, createBus } from './bus/createBus.ts'
import type { FoyerConfig } from './config/configSchema.ts'
import { type ConnectionState, initialConnectionState } from './connection/connectionState.ts'
import type { Engine, LoadEngine } from './connection/engine.ts'
import type { InstanceSlots } from './instanceSlot.ts'
import { initialModalState, type ModalState } from './modal/modalState.ts'
import { initialNoticeState, type NoticeState } from './modal/noticeState.ts'
import { initialTooltipState, type TooltipState } from './modal/tooltipState.ts'
import type { RouterState } from './router/routes.ts'
import { initialSendState, type SendState } from './sendState.ts'
import { createCookieStorage } from './storage/createCookieStorage.ts'
import {
  createFoyerStorage,
  type FoyerStorage,
  type StorageBackend,
} from './storage/createFoyerStorage.ts'
import { initialTokensState, type TokensState } from './tokensState.ts'

export type CreateFoyerOptions = {
  /**
   * Where sessions and preferences persist: `localStorage`, `sessionStorage` or
   * `createCookieStorage()`. @default per `config.storage`: localStorage, or cookies
   */
  storage?: StorageBackend | undefined
  /** Loads the wallet code; tests inject their own. @default () => import('./connection/createEngine') */
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

/**
 * Builds an instance from a config that is already validated (the Vite plugin validates it at
 * build time, so the page does not need the schema code). Use `createFoyer` otherwise.
 */
export function instantiateFoyer(config: FoyerConfig, options: CreateFoyerOptions = {}): Foyer {
  const bus = createBus({ logLevel: config.logLevel })
  const storage =
    options.storage ??
    (config.storage === 'cookie' ? createCookieStorage() : globalThis.localStorage)
  const stores = {
    modal: createStore<ModalState>(() => initialModalState),
    router: createStore<RouterState>(() => ({ history: [] })),
    connection: createStore<ConnectionState>(() => initialConnectionState),
    tokens: createStore<TokensState>(() => initialTokensState),
    send: createStore<SendState>(() => initialSendState),
    notice: createStore<NoticeState>(() => initialNoticeState),
    tooltip: createStore<TooltipState>(initialTooltipState),
  }
  const featureStores = new Map<string, StoreApi<unknown>>()
  return {
    config,
    bus,
    ...stores,
    storage,
    persisted: createFoyerStorage({ storage, bus }),
    listStores: () => ({ ...stores, ...Object.fromEntries(featureStores) }),
    _internal: {
      loadEngine: options.loadEngine ?? (() => import('./connection/createEngine.ts')),
      engine: undefined,
      wagmiConfig: options.wagmiConfig,
      navigationPolicies: new Map(),
      featureStores,
      signIn: undefined,
      slots: new Map(),
    },
  }
}
