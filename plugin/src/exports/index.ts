export { defineConfig } from '@foyer/modal/config'
export { MOUNT_URL } from '@foyer/modal/internal'
export { type FoyerPluginOptions, foyer } from '../foyer.ts'
export { FoyerPluginError } from '../loadFoyerConfig.ts'
