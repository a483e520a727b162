export type { SiweSession } from '@foyer/modal/contracts'
/** drizzle's `sql` tag, for queries of your own on `storage.db`. */
export { sql } from 'drizzle-orm'
export { createApp } from '../app.ts'
export { type EmailUser, findSessionUser } from '../auth/sessions.ts'
export {
  isAppOrigin,
  parseServerConfig,
  type ServerConfig,
  type ServerConfigInput,
  serverConfigSchema,
} from '../config.ts'
export type { ObservedRequest, ServerDeps, ServerFaults } from '../deps.ts'
export { findFrameDir } from '../frame/frameDir.ts'
export { serverConfigFromFoyerConfig } from '../fromFoyerConfig.ts'
export type { ErrorBody, Reason } from '../http/errors.ts'
export { type CaughtMail, type DevMailbox, startDevMailbox } from '../mail/devMailbox.ts'
export { createMailer, type Mailer, type MailMessage, MailSendError } from '../mail/sendMail.ts'
export { type PriceSource, staticPriceSource } from '../onramp/priceSource.ts'
export { type RunningServer, type StartServerOptions, startServer } from '../serve.ts'
export {
  createSessionVerifier,
  type SessionVerifierOptions,
} from '../siwe/createSessionVerifier.ts'
export { getSiweSession } from '../siwe/getSiweSession.ts'
export {
  FARCASTER_ID_REGISTRY_ADDRESS,
  hasCredentials,
  OAUTH_PROVIDERS,
  type OAuthProvider,
  OP_MAINNET_PUBLIC_RPC,
  socialProvidersFromEnv,
} from '../social/socialConfig.ts'
export { DataDirInUseError } from '../storage/lockDataDir.ts'
export { runMigrations } from '../storage/migrations.ts'
export {
  type Database,
  type OpenStorageOptions,
  openStorage,
  type Storage,
} from '../storage/openStorage.ts'
export { queryRows } from '../storage/queryRows.ts'
export { type SweepResult, sweepExpired } from '../storage/sweepExpired.ts'
