export { defineConfig } from 'foyer/config'
export { MOUNT_URL } from 'foyer/internal'
export { type FoyerPluginOptions, foyer } from '../foyer.ts'
export { FoyerPluginError } from '../loadFoyerConfig.ts'
