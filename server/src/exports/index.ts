export { createApp, type ServerDeps } from '../app.ts'
export {
  parseServerConfig,
  type ServerConfig,
  type ServerConfigInput,
  serverConfigSchema,
} from '../config.ts'
export type { ErrorBody, Reason } from '../http/errors.ts'
export { type RunningServer, type StartServerOptions, startServer } from '../serve.ts'
export { runMigrations } from '../storage/migrations.ts'
export {
  type Database,
  type OpenStorageOptions,
  openStorage,
  type Storage,
} from '../storage/openStorage.ts'
