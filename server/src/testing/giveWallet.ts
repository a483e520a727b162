import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Database } from '../storage/openStorage.ts'

/**
 * Gives `email` a wallet, as its first device does after the login (a user with a stored auth
 * share; the user is made when there is none yet): from now on a new device of that email gets
 * VERIFY_DEVICE and an approval link. For tests about a returning user's login.
 */
export async function giveWallet(db: Pick<Database, 'execute'>, email: string): Promise<void> {
  await db.execute(
    sql`INSERT INTO auth_users (id, email) VALUES (${randomUUID()}, ${email}) ON CONFLICT (email) DO NOTHING`,
  )
  await db.execute(
    sql`INSERT INTO auth_shares (user_id, address, share)
    SELECT id, '0x00000000000000000000000000000000000000a1', 'test-share' FROM auth_users
    WHERE email = ${email} ON CONFLICT (user_id) DO NOTHING`,
  )
}
