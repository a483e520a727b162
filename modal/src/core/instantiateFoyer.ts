import { createStore, type StoreApi } from 'zustand/vanilla'
import { type Bus, createBus } from './bus/createBus.ts'
import type { FoyerConfig } from './config/configSchema.ts'
import {
  type BalanceState,
  type ConnectionState,
  initialConnectionState,
} from './connection/connectionState.ts'
import type { ModalState } from './modal/modalState.ts'
import type { RouterState } from './router/routes.ts'
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
  readonly storage: Storage | undefined
  /** @internal */
  readonly _internal: { loadWallet: LoadWallet; wallet: Promise<Wallet> | undefined }
}

/**
 * Builds an instance from a config that is already validated (the Vite plugin validates it at
 * build time, so the page does not need the schema code). Use `createFoyer` otherwise.
 */
export function instantiateFoyer(config: FoyerConfig, options: CreateFoyerOptions = {}): Foyer {
  return {
    config,
    bus: createBus(),
    modal: createStore<ModalState>(() => ({ open: false, loading: false, shake: false })),
    router: createStore<RouterState>(() => ({ history: [] })),
    connection: createStore<ConnectionState>(() => initialConnectionState),
    balance: createStore<BalanceState>(() => ({ status: 'idle' })),
    storage: options.storage ?? globalThis.localStorage,
    _internal: {
      loadWallet: options.loadWallet ?? (() => import('./wallet/createWallet.ts')),
      wallet: undefined,
    },
  }
}
