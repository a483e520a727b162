import { sql } from 'drizzle-orm'
import type { Database } from './database.ts'
import { queryRows } from './queryRows.ts'

/** One step of the schema. Never edit a released one: add the next version. */
export type Migration = { version: number; name: string; statements: string[] }

export const migrations: Migration[] = [
  {
    version: 1,
    name: 'rate limits, names, replay protection, SIWE',
    statements: [
      `CREATE TABLE rate_limits (
        key text NOT NULL,
        window_start timestamptz NOT NULL,
        count integer NOT NULL,
        PRIMARY KEY (key, window_start)
      )`,
      `CREATE TABLE names (
        name text PRIMARY KEY,
        address text NOT NULL,
        coin_type integer NOT NULL,
        attributes jsonb NOT NULL,
        registered_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
      'CREATE INDEX names_address_idx ON names (address)',
      `CREATE TABLE used_messages (
        hash text PRIMARY KEY,
        purpose text NOT NULL,
        used_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE TABLE siwe_nonces (
        nonce text PRIMARY KEY,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`,
      `CREATE TABLE siwe_sessions (
        id text PRIMARY KEY,
        address text NOT NULL,
        chain_id integer NOT NULL,
        domain text NOT NULL,
        issued_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      )`,
      'CREATE INDEX siwe_sessions_address_idx ON siwe_sessions (address)',
    ],
  },
  {
    version: 2,
    // ENSIP-11 coin types are unsigned 32-bit (`0x80000000 + chainId` for every EVM chain but
    // Ethereum's 60): above integer's 2147483647.
    name: 'names.coin_type holds ENSIP-11 coin types',
    statements: ['ALTER TABLE names ALTER COLUMN coin_type TYPE bigint'],
  },
  {
    version: 3,
    name: 'email one-time-code login, devices, sessions, auth shares',
    statements: [
      `CREATE TABLE auth_users (
        id text PRIMARY KEY,
        email text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE TABLE auth_email_state (
        email text PRIMARY KEY,
        last_sent_at timestamptz,
        failed_attempts integer NOT NULL DEFAULT 0,
        locked_until timestamptz
      )`,
      `CREATE TABLE auth_email_codes (
        id text PRIMARY KEY,
        email text NOT NULL,
        device_id text NOT NULL,
        salt text NOT NULL,
        code_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`,
      'CREATE INDEX auth_email_codes_email_idx ON auth_email_codes (email, device_id)',
      `CREATE TABLE auth_devices (
        email text NOT NULL,
        device_id text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        approved_at timestamptz,
        PRIMARY KEY (email, device_id)
      )`,
      `CREATE TABLE auth_device_approvals (
        token_hash text PRIMARY KEY,
        email text NOT NULL,
        device_id text NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`,
      `CREATE TABLE auth_sessions (
        id text PRIMARY KEY,
        user_id text NOT NULL REFERENCES auth_users (id),
        device_id text NOT NULL,
        issued_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      )`,
      'CREATE INDEX auth_sessions_user_idx ON auth_sessions (user_id)',
      `CREATE TABLE auth_shares (
        user_id text PRIMARY KEY REFERENCES auth_users (id),
        address text NOT NULL,
        share text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
    ],
  },
  {
    version: 4,
    name: 'social logins (OAuth, Farcaster): identities, pending logins, users without email',
    statements: [
      // A social user may have no email (X, Farcaster): one user per (provider, subject).
      'ALTER TABLE auth_users ALTER COLUMN email DROP NOT NULL',
      `CREATE TABLE auth_identities (
        provider text NOT NULL,
        subject text NOT NULL,
        user_id text NOT NULL REFERENCES auth_users (id),
        username text,
        email text,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_login_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (provider, subject)
      )`,
      'CREATE INDEX auth_identities_user_idx ON auth_identities (user_id)',
      // One row per started login: what the callback must match (state, PKCE verifier, nonce,
      // redirect URI) and, once the provider answered, its one-time result for the frame.
      `CREATE TABLE auth_social_logins (
        state_hash text PRIMARY KEY,
        provider text NOT NULL,
        device_id text NOT NULL,
        binding_hash text NOT NULL,
        code_verifier text NOT NULL,
        nonce text NOT NULL,
        redirect_uri text NOT NULL,
        app_origin text NOT NULL,
        return_to text,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        result_hash text UNIQUE,
        user_id text REFERENCES auth_users (id),
        username text,
        error text,
        completed_at timestamptz,
        used_at timestamptz
      )`,
    ],
  },
  {
    version: 5,
    name: 'email change: pending changes, codes by purpose',
    statements: [
      // A code is for a login or for an email change: one never stands in for the other.
      `ALTER TABLE auth_email_codes ADD COLUMN purpose text NOT NULL DEFAULT 'login'`,
      // One pending change per user: the new email, and which code is awaited (primary: the
      // current email's; secondary: the new email's).
      `CREATE TABLE auth_email_changes (
        user_id text PRIMARY KEY REFERENCES auth_users (id),
        new_email text NOT NULL,
        step text NOT NULL CHECK (step IN ('primary', 'secondary')),
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )`,
    ],
  },
  {
    version: 6,
    name: 'auth hardening: cooldowns per device, code locks by scope, auth share versions',
    statements: [
      // The 30 s cooldown is per (email, device): a stranger asking for a code to your email
      // from their device neither takes your cooldown nor retires your code.
      `CREATE TABLE auth_email_cooldowns (
        email text NOT NULL,
        device_id text NOT NULL,
        last_sent_at timestamptz NOT NULL,
        PRIMARY KEY (email, device_id)
      )`,
      // What is left of auth_email_state is the wrong-code lock, now per (email, scope):
      // 'login' counts the codes sent to an account's own email (the login, the email change's
      // primary step), 'new-email' those sent to an email being added (the secondary step), so
      // a stranger adding your email to their account cannot lock your sign-in.
      'ALTER TABLE auth_email_state DROP CONSTRAINT auth_email_state_pkey',
      'ALTER TABLE auth_email_state DROP COLUMN last_sent_at',
      `ALTER TABLE auth_email_state ADD COLUMN scope text NOT NULL DEFAULT 'login'`,
      'ALTER TABLE auth_email_state RENAME TO auth_code_locks',
      'ALTER TABLE auth_code_locks ADD PRIMARY KEY (email, scope)',
      // Every auth share a user stored, by version: the current one is in auth_shares, a
      // replacement (signed by the wallet's key) adds a version and keeps the older ones.
      'ALTER TABLE auth_shares ADD COLUMN version integer NOT NULL DEFAULT 1',
      `CREATE TABLE auth_share_versions (
        user_id text NOT NULL REFERENCES auth_users (id),
        version integer NOT NULL,
        address text NOT NULL,
        share text NOT NULL,
        signature text,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, version)
      )`,
      `INSERT INTO auth_share_versions (user_id, version, address, share, created_at)
        SELECT user_id, 1, address, share, updated_at FROM auth_shares`,
    ],
  },
  {
    version: 7,
    name: 'passkeys: credentials, single-use challenges, recovery shares under a passkey',
    statements: [
      `CREATE TABLE auth_passkeys (
        credential_id text PRIMARY KEY,
        user_id text NOT NULL REFERENCES auth_users (id),
        public_key text NOT NULL,
        counter bigint NOT NULL DEFAULT 0,
        transports text NOT NULL DEFAULT '',
        name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz
      )`,
      'CREATE INDEX auth_passkeys_user_idx ON auth_passkeys (user_id)',
      // purpose 'register' (a sign-up: user_id is the user it makes), 'add' (a signed-in user's
      // next passkey) or 'login'; bound to the device that asked.
      `CREATE TABLE auth_passkey_challenges (
        challenge text PRIMARY KEY,
        purpose text NOT NULL,
        device_id text NOT NULL,
        user_id text,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`,
      // The recovery share, encrypted in the frame under a key only the passkey's PRF makes.
      `CREATE TABLE auth_recovery_vaults (
        credential_id text PRIMARY KEY REFERENCES auth_passkeys (credential_id) ON DELETE CASCADE,
        user_id text NOT NULL REFERENCES auth_users (id),
        ciphertext text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    ],
  },
  {
    version: 8,
    // The hottest writes as functions: PL/pgSQL keeps each statement's plan for the session, so
    // a call skips the parse and plan the same SQL sent as text pays every time (about half of
    // a registration's database time on PGlite). Each does what its TypeScript caller documents.
    name: 'functions: rate-limit hits, a name attempt, a name insert',
    statements: [
      // rateLimit.ts hitRateLimits: one upsert for every counter, in its current fixed window.
      `CREATE FUNCTION foyer_hit_rate_limits(hit_keys text[], window_seconds integer, cost integer)
      RETURNS TABLE (hit_key text, hit_count integer, retry_seconds integer)
      LANGUAGE plpgsql AS $$
      #variable_conflict use_column
      BEGIN
        RETURN QUERY
        INSERT INTO rate_limits AS r (key, window_start, count)
        SELECT k, to_timestamp(floor(extract(epoch FROM now()) / window_seconds) * window_seconds), cost
        FROM unnest(hit_keys) AS k
        ON CONFLICT (key, window_start) DO UPDATE SET count = r.count + EXCLUDED.count
        RETURNING r.key, r.count,
          ceil(extract(epoch FROM r.window_start + make_interval(secs => window_seconds) - now()))::integer;
      END $$`,
      // nameRecords.ts checkUnusedAndFree: the replay and availability read, and the attempt's
      // count only for an unused message and a free name.
      `CREATE FUNCTION foyer_name_attempt(message_hash text, wanted_name text, limit_key text, window_seconds integer)
      RETURNS TABLE (message_seen boolean, name_taken boolean, hit_count integer, retry_seconds integer)
      LANGUAGE plpgsql AS $$
      BEGIN
        message_seen := EXISTS (SELECT 1 FROM used_messages u WHERE u.hash = message_hash);
        name_taken := EXISTS (SELECT 1 FROM names n WHERE n.name = wanted_name);
        IF NOT (message_seen OR name_taken) THEN
          SELECT h.hit_count, h.retry_seconds INTO hit_count, retry_seconds
          FROM foyer_hit_rate_limits(ARRAY[limit_key], window_seconds, 1) AS h;
        END IF;
        RETURN NEXT;
      END $$`,
      // nameRecords.ts insertName: the name only for an unseen message, the message marked only
      // when the name went in.
      `CREATE FUNCTION foyer_insert_name(message_hash text, wanted_name text, owner text, coin bigint, attrs jsonb, message_purpose text)
      RETURNS TABLE (message_seen boolean, name text, address text, coin_type bigint, attributes jsonb, registered_at timestamptz, updated_at timestamptz)
      LANGUAGE plpgsql AS $$
      #variable_conflict use_column
      BEGIN
        RETURN QUERY
        WITH seen AS (
          SELECT 1 FROM used_messages u WHERE u.hash = message_hash
        ), inserted AS (
          INSERT INTO names AS n (name, address, coin_type, attributes)
          SELECT wanted_name, owner, coin, attrs WHERE NOT EXISTS (SELECT 1 FROM seen)
          ON CONFLICT (name) DO NOTHING
          RETURNING n.name, n.address, n.coin_type, n.attributes, n.registered_at, n.updated_at
        ), marked AS (
          INSERT INTO used_messages AS m (hash, purpose)
          SELECT message_hash, message_purpose WHERE EXISTS (SELECT 1 FROM inserted)
          ON CONFLICT (hash) DO NOTHING
          RETURNING m.hash
        )
        SELECT EXISTS (SELECT 1 FROM seen), i.name, i.address, i.coin_type, i.attributes,
          i.registered_at, i.updated_at
        FROM (SELECT 1) AS one LEFT JOIN inserted i ON true LEFT JOIN marked ON true;
      END $$`,
    ],
  },
]

// Any constant works; it only has to be the same on every instance.
const MIGRATION_LOCK = 4_604_815_290

/**
 * Applies the migrations this database has not seen, in order, in one transaction: all or
 * nothing. An advisory lock taken first makes instances that start together take turns (even
 * `CREATE TABLE IF NOT EXISTS` races without it): one migrates, the others then find nothing
 * left to do.
 * @returns the versions applied now
 */
export async function runMigrations(db: Database, list = migrations): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`)
    await tx.execute(
      sql.raw(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version integer PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`),
    )
    const seen = new Set(
      (await queryRows<{ version: number }>(tx, sql`SELECT version FROM schema_migrations`)).map(
        (row) => row.version,
      ),
    )
    const applied: number[] = []
    for (const migration of [...list].sort((a, b) => a.version - b.version)) {
      if (seen.has(migration.version)) continue
      for (const statement of migration.statements) await tx.execute(sql.raw(statement))
      await tx.execute(
        sql`INSERT INTO schema_migrations (version, name) VALUES (${migration.version}, ${migration.name})`,
      )
      applied.push(migration.version)
    }
    return applied
  })
}
