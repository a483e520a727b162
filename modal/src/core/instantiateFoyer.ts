import { createStore, type StoreApi } from 'zustand/vanilla'
import { createBus } from './bus/createBus.ts'
import type { FoyerConfig } from './config/configSchema.ts'
import { type ConnectionState, initialConnectionState } from './connection/connectionState.ts'
import type { CreateFoyerOptions, Foyer } from './foyer.ts'
import { initialModalState, type ModalState } from './modal/modalState.ts'
import { initialNoticeState, type NoticeState } from './modal/noticeState.ts'
import { initialTooltipState, type TooltipState } from './modal/tooltipState.ts'
import type { RouterState } from './router/routes.ts'
import { initialSendState, type SendState } from './sendState.ts'
import { createFoyerStorage } from './storage/createFoyerStorage.ts'
import { initialTokensState, type TokensState } from './tokensState.ts'

/**
 * Builds an instance from a config that is already validated (the Vite plugin validates it at
 * build time, so the page does not need the schema code). Use `createFoyer` otherwise. With
 * `storage: 'cookie'` the caller passes the cookie storage (`createCookieStorage()`, as
 * `createFoyer` and the plugin's mount script do), so pages on localStorage do not carry its code.
 */
export function instantiateFoyer(config: FoyerConfig, options: CreateFoyerOptions = {}): Foyer {
  const bus = createBus({ logLevel: config.logLevel })
  if (config.storage === 'cookie' && !options.storage)
    throw new Error('[foyer] storage: "cookie" needs options.storage = createCookieStorage()')
  const storage = options.storage ?? globalThis.localStorage
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
      loadEngine: options.loadEngine ?? (() => import('./composition/createEngine.ts')),
      engine: undefined,
      wagmiConfig: options.wagmiConfig,
      navigationPolicies: new Map(),
      featureStores,
      signIn: undefined,
      slots: new Map(),
    },
  }
}
