/** What the frame keeps of a signed-in visitor, in its own origin's storage only. */
export type FrameSession = {
  /** The server's bearer token: never leaves the frame. */
  serverToken: string
  /**
   * The token the app holds (SESSION_UPDATE), sent back beside every app event: it opens nothing
   * on the server, and the frame acts on the account only for it, from `appOrigin`.
   */
  appToken: string
  /**
   * The app origin the token was given to (the origin of the login's app events). Missing in a
   * session stored before origins were kept: the first IS_CONNECTED with the token binds it.
   */
  appOrigin?: string | undefined
  /** The email of an email login (a social login may have none). */
  email?: string | undefined
  /** How the visitor signed in: 'email' or the social provider. */
  authProvider?: string | undefined
  /** The social username (SPEC §3). */
  userName?: string | undefined
  address: `0x${string}`
}

export type SessionStore = {
  /** This browser's device id for the server (random, made once). */
  deviceId(): string
  read(): FrameSession | undefined
  write(session: FrameSession): void
  clear(): void
  chainId(): number | undefined
  setChainId(chainId: number): void
  /**
   * The binding secret of the social login in progress: kept in storage, so a login that left
   * the page (redirect mode) can still be finished by this frame when the visitor comes back.
   */
  saveBinding(binding: string, ttlMs: number): void
  /** The binding secret, once (it is removed), if not expired. */
  takeBinding(): string | undefined
  /** The account type the visitor chose for `address` (SET_PREFERRED_ACCOUNT), if any. */
  accountType(address: string): 'eoa' | 'smartAccount' | undefined
  setAccountType(address: string, type: 'eoa' | 'smartAccount'): void
  /** The permissions `address` granted apps (wallet_grantPermissions), as stored; [] when none. */
  grants(address: string): unknown[]
  setGrants(address: string, grants: readonly unknown[]): void
}

const PREFIX = 'foyer-frame:'

/** A random url-safe token of `bytes` bytes. */
export function randomToken(bytes = 32): string {
  const data = crypto.getRandomValues(new Uint8Array(bytes))
  return btoa(String.fromCharCode(...data))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/**
 * The frame's session, device id and chain in the frame origin's localStorage, which no script
 * of the host page can read (another origin). A damaged entry reads as none.
 */
export function createSessionStore(storage: Storage = localStorage): SessionStore {
  const get = (key: string) => {
    try {
      return JSON.parse(storage.getItem(PREFIX + key) ?? 'null') as unknown
    } catch {
      return null
    }
  }
  const set = (key: string, value: unknown) => storage.setItem(PREFIX + key, JSON.stringify(value))
  return {
    deviceId() {
      const stored = get('device-id')
      if (typeof stored === 'string' && /^[\w-]{16,64}$/.test(stored)) return stored
      const id = randomToken(24)
      set('device-id', id)
      return id
    },
    read() {
      const value = get('session') as Partial<FrameSession> | null
      if (
        !value ||
        typeof value.serverToken !== 'string' ||
        typeof value.appToken !== 'string' ||
        (value.email !== undefined && typeof value.email !== 'string') ||
        (value.appOrigin !== undefined && typeof value.appOrigin !== 'string') ||
        typeof value.address !== 'string' ||
        !/^0x[0-9a-fA-F]{40}$/.test(value.address)
      )
        return undefined
      return value as FrameSession
    },
    write(session) {
      set('session', session)
    },
    clear() {
      storage.removeItem(`${PREFIX}session`)
    },
    chainId() {
      const value = get('chain-id')
      return Number.isInteger(value) && (value as number) > 0 ? (value as number) : undefined
    },
    setChainId(chainId) {
      set('chain-id', chainId)
    },
    accountType(address) {
      const value = get(`account-type:${address.toLowerCase()}`)
      return value === 'eoa' || value === 'smartAccount' ? value : undefined
    },
    setAccountType(address, type) {
      set(`account-type:${address.toLowerCase()}`, type)
    },
    grants(address) {
      const value = get(`grants:${address.toLowerCase()}`)
      return Array.isArray(value) ? value : []
    },
    setGrants(address, grants) {
      set(`grants:${address.toLowerCase()}`, grants)
    },
    saveBinding(binding, ttlMs) {
      set('social-binding', { binding, expiresAt: Date.now() + ttlMs })
    },
    takeBinding() {
      const value = get('social-binding') as { binding?: unknown; expiresAt?: unknown } | null
      storage.removeItem(`${PREFIX}social-binding`)
      return typeof value?.binding === 'string' && Number(value.expiresAt) > Date.now()
        ? value.binding
        : undefined
    },
  }
}
