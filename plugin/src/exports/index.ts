export { defineConfig } from 'foyer/config'
export { type FoyerPluginOptions, foyer, MOUNT_URL } from '../foyer.ts'
export { FoyerPluginError } from '../loadFoyerConfig.ts'
