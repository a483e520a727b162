// For Foyer's own packages (the Vite plugin, devtools, the CLI, benchmarks and tests), not for
// hosts: the contracts they share with the modal, each with one home here. Loaded by Node code
// (a host's vite.config through the plugin): nothing here may need browser types or globals.
export { type Bus, type BusListener, createBus } from '../core/bus/createBus.ts'
export type * from '../core/bus/events.ts'
export { configSchema } from '../core/config/configSchema.ts'
export { ConfigError } from '../core/config/errors.ts'
export { parseConfig } from '../core/config/parseConfig.ts'
export { FOYER_INSTANCE_KEY } from '../core/instanceKey.ts'
export { chainsById } from '../core/network/chains.ts'
export { armWalletRejection, WALLET_FAULT_SLOT } from '../core/rpc/walletFault.ts'
export { STORAGE_PREFIX } from '../core/storage/constants.ts'
export { ANVIL_FILE, type AnvilFile, parseAnvilFile } from '../internal/anvilFile.ts'
export {
  API_PATH,
  devServerPath,
  MOUNT_URL,
  PAGE_MODULE,
  VIRTUAL_CONFIG_ID,
  VIRTUAL_DEVTOOLS_ID,
  VIRTUAL_DEVTOOLS_STANDALONE_ID,
  VIRTUAL_MOUNT_ID,
} from '../internal/virtualModules.ts'
export { withAnvilRpc } from '../internal/withAnvilRpc.ts'
