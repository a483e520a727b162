import { createStore, type StoreApi } from 'zustand/vanilla'
import { type Bus, createBus } from './bus/createBus.ts'
import type { FoyerConfig } from './config/configSchema.ts'
import {
  type BalanceState,
  type ConnectionState,
  initialConnectionState,
} from './connection/connectionState.ts'
import type { TokensState } from './connection/tokenState.ts'
import type { ModalState } from './modal/modalState.ts'
import { initialNoticeState, type NoticeState } from './notice/noticeState.ts'
import type { RouterState } from './router/routes.ts'
import { initialSendState, type SendState } from './send/sendState.ts'
import { initialNameServiceState, type NameServiceState } from './state/nameServiceState.ts'
import { initialOnrampState, type OnrampState } from './state/onrampState.ts'
import { initialTooltipState, type TooltipState } from './state/tooltipState.ts'
import { createFoyerStorage, type FoyerStorage } from './storage/createFoyerStorage.ts'
import type { LoadWallet, Wallet } from './wallet/wallet.ts'

export type CreateFoyerOptions = {
  /** Where wallet sessions persist. @default globalThis.localStorage */
  storage?: Storage | undefined
  /** Loads the wallet code; tests inject their own. @default () => import('./wallet/createWallet') */
  loadWallet?: LoadWallet | undefined
}

/** One Foyer instance: its config, stores and bus. Two instances never share state. */
export type Foyer = {
  readonly config: FoyerConfig
  readonly bus: Bus
  readonly modal: StoreApi<ModalState>
  readonly router: StoreApi<RouterState>
  readonly connection: StoreApi<ConnectionState>
  readonly balance: StoreApi<BalanceState>
  /** Native and token balances of the current account on the current chain. */
  readonly tokens: StoreApi<TokensState>
  /** The Send form (SPEC §3 send state). */
  readonly send: StoreApi<SendState>
  /** The message shown over the current view. */
  readonly notice: StoreApi<NoticeState>
  readonly storage: Storage | undefined
  readonly onramp: StoreApi<OnrampState>
  readonly names: StoreApi<NameServiceState>
  readonly tooltip: StoreApi<TooltipState>
  /** Typed access to every persisted value, over `storage`; writes are emitted on the bus. */
  readonly persisted: FoyerStorage
  /** @internal */
  readonly _internal: { loadWallet: LoadWallet; wallet: Promise<Wallet> | undefined }
}

/**
 * Builds an instance from a config that is already validated (the Vite plugin validates it at
 * build time, so the page does not need the schema code). Use `createFoyer` otherwise.
 */
export function instantiateFoyer(config: FoyerConfig, options: CreateFoyerOptions = {}): Foyer {
  const bus = createBus()
  const storage = options.storage ?? globalThis.localStorage
  return {
    config,
    bus,
    modal: createStore<ModalState>(() => ({ open: false, loading: false, shake: false })),
    router: createStore<RouterState>(() => ({ history: [] })),
    connection: createStore<ConnectionState>(() => initialConnectionState),
    balance: createStore<BalanceState>(() => ({ status: 'idle' })),
    tokens: createStore<TokensState>(() => ({ status: 'idle', items: [] })),
    send: createStore<SendState>(() => initialSendState),
    notice: createStore<NoticeState>(() => initialNoticeState),
    storage,
    onramp: createStore<OnrampState>(initialOnrampState),
    names: createStore<NameServiceState>(initialNameServiceState),
    tooltip: createStore<TooltipState>(initialTooltipState),
    persisted: createFoyerStorage({ storage, bus }),
    _internal: {
      loadWallet: options.loadWallet ?? (() => import('./wallet/createWallet.ts')),
      wallet: undefined,
    },
  }
}
