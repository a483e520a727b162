import { sql } from 'drizzle-orm'
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

// The tables the queries use. Their DDL is in migrations.ts (versioned, applied on start);
// storage.test.ts checks that both agree, column by column.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/** Which migrations ran. */
export const schemaMigrations = pgTable('schema_migrations', {
  version: integer('version').primaryKey(),
  name: text('name').notNull(),
  appliedAt: at('applied_at').notNull().default(sql`now()`),
})

/** Fixed-window counters: one row per key and window, incremented atomically. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: at('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
)

/** Registered account names, first come, first served (the primary key decides). */
export const names = pgTable(
  'names',
  {
    /** The normalised name with the shared suffix, e.g. `ada.foyer.id`. */
    name: text('name').primaryKey(),
    /** Lower-case 0x address. */
    address: text('address').notNull(),
    /** ENSIP-11 coin type: 60 for Ethereum, `0x80000000 + chainId` for other EVM chains. */
    coinType: bigint('coin_type', { mode: 'number' }).notNull(),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull(),
    registeredAt: at('registered_at').notNull().default(sql`now()`),
    updatedAt: at('updated_at').notNull().default(sql`now()`),
  },
  (t) => [index('names_address_idx').on(t.address)],
)

/** Signed messages already used: a replay of one is refused, on any instance. */
export const usedMessages = pgTable('used_messages', {
  /** sha256 of the signature. */
  hash: text('hash').primaryKey(),
  purpose: text('purpose').notNull(),
  usedAt: at('used_at').notNull().default(sql`now()`),
})

/** SIWE nonces: single use, with an expiry. */
export const siweNonces = pgTable('siwe_nonces', {
  nonce: text('nonce').primaryKey(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
})

/** SIWE sessions, looked up by the id in the session cookie. */
export const siweSessions = pgTable(
  'siwe_sessions',
  {
    id: text('id').primaryKey(),
    address: text('address').notNull(),
    chainId: integer('chain_id').notNull(),
    domain: text('domain').notNull(),
    issuedAt: at('issued_at').notNull().default(sql`now()`),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('siwe_sessions_address_idx').on(t.address)],
)

/** Users of the embedded wallet: one per (lower-case) email, or per social identity (no email). */
export const authUsers = pgTable('auth_users', {
  id: text('id').primaryKey(),
  email: text('email').unique(),
  createdAt: at('created_at').notNull().default(sql`now()`),
})

/**
 * The wrong-code count and lock, per email and scope: `login` for codes sent to an account's own
 * email (login, the email change's primary step), `new-email` for codes sent to an email being
 * added (the secondary step).
 */
export const authCodeLocks = pgTable(
  'auth_code_locks',
  {
    email: text('email').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: at('locked_until'),
    scope: text('scope').notNull().default('login'),
  },
  (t) => [primaryKey({ columns: [t.email, t.scope] })],
)

/** When the last code went to each email from each device (the 30 s cooldown). */
export const authEmailCooldowns = pgTable(
  'auth_email_cooldowns',
  {
    email: text('email').notNull(),
    deviceId: text('device_id').notNull(),
    lastSentAt: at('last_sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.email, t.deviceId] })],
)

/** One-time codes, stored as sha256(salt || code); single use, with an expiry. */
export const authEmailCodes = pgTable(
  'auth_email_codes',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    deviceId: text('device_id').notNull(),
    salt: text('salt').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: at('created_at').notNull().default(sql`now()`),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    /** `login` or `email-change`: a code counts only for what it was sent for. */
    purpose: text('purpose').notNull().default('login'),
  },
  (t) => [index('auth_email_codes_email_idx').on(t.email, t.deviceId)],
)

/** A user's pending email change: the new email and whose code is awaited (one per user). */
export const authEmailChanges = pgTable('auth_email_changes', {
  userId: text('user_id')
    .primaryKey()
    .references(() => authUsers.id),
  newEmail: text('new_email').notNull(),
  /** `primary`: the current email's code is awaited; `secondary`: the new email's. */
  step: text('step').notNull(),
  createdAt: at('created_at').notNull().default(sql`now()`),
  expiresAt: at('expires_at').notNull(),
})

/** Devices seen per email; a device is known once its approval link was followed. */
export const authDevices = pgTable(
  'auth_devices',
  {
    email: text('email').notNull(),
    deviceId: text('device_id').notNull(),
    createdAt: at('created_at').notNull().default(sql`now()`),
    approvedAt: at('approved_at'),
  },
  (t) => [primaryKey({ columns: [t.email, t.deviceId] })],
)

/** Device-approval links, by the sha256 of their token; single use, with an expiry. */
export const authDeviceApprovals = pgTable('auth_device_approvals', {
  tokenHash: text('token_hash').primaryKey(),
  email: text('email').notNull(),
  deviceId: text('device_id').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
})

/** Email login sessions, by the sha256 of their bearer token. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id),
    deviceId: text('device_id').notNull(),
    issuedAt: at('issued_at').notNull().default(sql`now()`),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
)

/** The server's current share of each user's embedded-wallet key (2-of-3), one per user. */
export const authShares = pgTable('auth_shares', {
  userId: text('user_id')
    .primaryKey()
    .references(() => authUsers.id),
  address: text('address').notNull(),
  share: text('share').notNull(),
  createdAt: at('created_at').notNull().default(sql`now()`),
  updatedAt: at('updated_at').notNull().default(sql`now()`),
  /** The version in `auth_share_versions` this share is. */
  version: integer('version').notNull().default(1),
})

/**
 * Every auth share a user stored: version 1 is the first, each replacement (signed by the
 * wallet's key, `signature`) the next. Older versions are kept.
 */
export const authShareVersions = pgTable(
  'auth_share_versions',
  {
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id),
    version: integer('version').notNull(),
    address: text('address').notNull(),
    share: text('share').notNull(),
    signature: text('signature'),
    createdAt: at('created_at').notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.version] })],
)

/** Social identities: the pair (provider, subject) opens one user, so one wallet. */
export const authIdentities = pgTable(
  'auth_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id),
    username: text('username'),
    email: text('email'),
    createdAt: at('created_at').notNull().default(sql`now()`),
    lastLoginAt: at('last_login_at').notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject] }),
    index('auth_identities_user_idx').on(t.userId),
  ],
)

/**
 * Started social logins (OAuth and Farcaster): what the provider's answer must match (state,
 * stored hashed; PKCE verifier or Farcaster channel token; nonce; redirect URI), and once
 * answered, the one-time result the frame finishes it with (its binding secret, hashed).
 */
export const authSocialLogins = pgTable('auth_social_logins', {
  stateHash: text('state_hash').primaryKey(),
  provider: text('provider').notNull(),
  deviceId: text('device_id').notNull(),
  bindingHash: text('binding_hash').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  appOrigin: text('app_origin').notNull(),
  returnTo: text('return_to'),
  createdAt: at('created_at').notNull().default(sql`now()`),
  expiresAt: at('expires_at').notNull(),
  resultHash: text('result_hash').unique(),
  userId: text('user_id').references(() => authUsers.id),
  username: text('username'),
  error: text('error'),
  completedAt: at('completed_at'),
  usedAt: at('used_at'),
})

/** Passkeys (WebAuthn credentials) of the embedded wallet's users; this server is the relying party. */
export const authPasskeys = pgTable(
  'auth_passkeys',
  {
    /** base64url credential id. */
    credentialId: text('credential_id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id),
    /** base64url COSE public key. */
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter: it only goes up (0 for authenticators without one). */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** Comma-separated transports the authenticator named. */
    transports: text('transports').notNull().default(''),
    name: text('name').notNull(),
    createdAt: at('created_at').notNull().default(sql`now()`),
    lastUsedAt: at('last_used_at'),
  },
  (t) => [index('auth_passkeys_user_idx').on(t.userId)],
)

/** WebAuthn challenges: single use, short lived, for one device and purpose. */
export const authPasskeyChallenges = pgTable('auth_passkey_challenges', {
  challenge: text('challenge').primaryKey(),
  /** `register` (sign-up), `add` (a signed-in user's next passkey) or `login`. */
  purpose: text('purpose').notNull(),
  deviceId: text('device_id').notNull(),
  /** register: the user the sign-up makes (its WebAuthn user handle); add: the session's user. */
  userId: text('user_id'),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
})

/** Recovery shares encrypted in the frame under a passkey's PRF key: this server cannot read them. */
export const authRecoveryVaults = pgTable('auth_recovery_vaults', {
  credentialId: text('credential_id')
    .primaryKey()
    .references(() => authPasskeys.credentialId, { onDelete: 'cascade' }),
  userId: text('user_id')
    .notNull()
    .references(() => authUsers.id),
  ciphertext: text('ciphertext').notNull(),
  createdAt: at('created_at').notNull().default(sql`now()`),
})

export const schema = {
  schemaMigrations,
  rateLimits,
  names,
  usedMessages,
  siweNonces,
  siweSessions,
  authUsers,
  authCodeLocks,
  authEmailCooldowns,
  authEmailCodes,
  authEmailChanges,
  authDevices,
  authDeviceApprovals,
  authSessions,
  authShares,
  authShareVersions,
  authIdentities,
  authSocialLogins,
  authPasskeys,
  authPasskeyChallenges,
  authRecoveryVaults,
}
