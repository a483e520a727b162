export { type Bus, type BusChannels, type BusEvent, createBus } from '../core/bus/createBus.ts'
export type { FoyerConfig, FoyerConfigInput } from '../core/config/configSchema.ts'
export { defineConfig } from '../core/config/defineConfig.ts'
export { parseConfig } from '../core/config/parseConfig.ts'
export type {
  BalanceState,
  ConnectionState,
  WalletOption,
} from '../core/connection/connectionState.ts'
export { CHAIN_ID_CEILING, SDK_VERSION, SUPPORTED_CHAIN_IDS } from '../core/constants.ts'
export { createFoyer } from '../core/createFoyer.ts'
export { BaseError } from '../core/errors/BaseError.ts'
export { ConfigError } from '../core/errors/ConfigError.ts'
export { type CreateFoyerOptions, type Foyer, instantiateFoyer } from '../core/instantiateFoyer.ts'
export { closeModal } from '../core/modal/closeModal.ts'
export { type OpenModalParameters, openModal } from '../core/modal/openModal.ts'
export { shakeModal } from '../core/modal/shakeModal.ts'
export { goBack, pushRoute, replaceRoute, resetRoute } from '../core/router/navigate.ts'
export type { Route, View } from '../core/router/routes.ts'
export { connectWallet, disconnectWallet, refreshBalance } from '../core/wallet/actions.ts'
