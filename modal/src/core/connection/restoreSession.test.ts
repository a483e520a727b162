// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { setupWalletTests } from '../../testing/setupWalletTests.ts'
import { switchNetwork } from '../network/switchNetwork.ts'
import { createCookieStorage } from '../storage/createCookieStorage.ts'
import { connectWallet } from './connectWallet.ts'
import { ensureEngine } from './ensureEngine.ts'
import { restoreSession } from './restoreSession.ts'

const t = setupWalletTests()
const [alice0] = t.accounts
const ALICE = 'dev.foyer.alice'

/** A first visit that ends connected; then the page (and the wallet's page script) reloads. */
async function visitThenReload({ chainId }: { chainId?: number } = {}) {
  const first = t.wallet()
  const { foyer } = t.foyer()
  await connectWallet(foyer, { connectorId: ALICE })
  if (chainId) await switchNetwork(foyer, { chainId })
  first.unannounce()
  ;(await foyer._internal.engine)?.destroy()
}

describe('restoreSession (SPEC §4)', { timeout: 30_000 }, () => {
  it('a new instance sharing the storage reconnects without a prompt', async () => {
    await visitThenReload()
    const { control } = t.wallet({ mode: 'manual' })
    const { foyer } = t.foyer()
    const restoring: unknown[] = []
    foyer.connection.subscribe((s, before) => {
      if (s.restoring !== before.restoring) restoring.push(s.restoring)
    })
    await restoreSession(foyer)
    // The modal can tell a session is coming back, and when it is.
    expect(restoring).toEqual([true, false])
    expect(foyer.connection.getState()).toMatchObject({
      status: 'connected',
      address: alice0!.address,
      chainId: 1,
      connector: { id: ALICE },
      recentConnectorId: ALICE,
    })
    expect(control.pending()).toEqual([])
  })

  it('comes back on the chain the visitor left on', async () => {
    await visitThenReload({ chainId: 137 })
    const { control } = t.wallet({ mode: 'manual' })
    const { foyer } = t.foyer()
    await restoreSession(foyer)
    expect(control.chainId).toBe(137)
    expect(foyer.connection.getState()).toMatchObject({ status: 'connected', chainId: 137 })
  })

  it('with cookie storage (path /, SameSite Lax; SPEC §9) the session survives the reload', async () => {
    const written: string[] = []
    const cookieJar = {
      get cookie() {
        return document.cookie
      },
      set cookie(value: string) {
        written.push(value)
        // biome-ignore lint/suspicious/noDocumentCookie: jsdom's real cookie jar, as a page has.
        document.cookie = value
      },
    }
    // What `storage: 'cookie'` in foyer.config.ts gives, with a spy on the cookies written.
    const storage = createCookieStorage({ document: cookieJar })
    const viaConfig = t.foyer({ storage: 'cookie' }, { storage: undefined }).foyer
    viaConfig.persisted.set('lastUsedChain', 137)
    expect(document.cookie).toContain(`${encodeURIComponent('@foyer/last-used-chain')}=137`)
    expect(window.localStorage.getItem('@foyer/last-used-chain')).toBeNull()
    const first = t.wallet()
    const { foyer: before } = t.foyer({}, { storage })
    await connectWallet(before, { connectorId: ALICE })
    first.unannounce()
    ;(await before._internal.engine)?.destroy()
    expect(written.some((c) => c.startsWith(encodeURIComponent('@foyer/wagmi.store')))).toBe(true)
    expect(
      written.every((c) => c.endsWith('; path=/; SameSite=Lax') || c.includes('max-age=0')),
    ).toBe(true)

    // Nothing of the session is left in localStorage: only the cookies can restore it.
    for (const key of Object.keys(window.localStorage))
      if (key.startsWith('@foyer/')) window.localStorage.removeItem(key)
    const { control } = t.wallet({ mode: 'manual' })
    const { foyer } = t.foyer({}, { storage })
    await restoreSession(foyer)
    expect(foyer.connection.getState()).toMatchObject({
      status: 'connected',
      address: alice0!.address,
      recentConnectorId: ALICE,
    })
    expect(control.pending()).toEqual([])
    for (const name of document.cookie.split('; ').map((c) => c.split('=')[0])) {
      // biome-ignore lint/suspicious/noDocumentCookie: clears jsdom's jar for the next test.
      document.cookie = `${name}=; path=/; max-age=0`
    }
  })

  it('stays disconnected, without a prompt, when the wallet no longer knows the site', async () => {
    await visitThenReload()
    const { control } = t.wallet({ mode: 'manual', storage: undefined })
    const { foyer } = t.foyer()
    await restoreSession(foyer)
    expect(foyer.connection.getState()).toMatchObject({ status: 'disconnected', connections: [] })
    expect(control.pending()).toEqual([])
    expect(control.connected).toBe(false)
  })

  it('loads no wallet code when there was no session', async () => {
    t.wallet()
    const { foyer } = t.foyer()
    await restoreSession(foyer)
    expect(foyer._internal.engine).toBeUndefined()
    expect(foyer.connection.getState()).toMatchObject({ status: 'disconnected', discovery: 'idle' })
  })
})

describe('ensureEngine', { timeout: 30_000 }, () => {
  it('loads the wallet code once per instance', async () => {
    t.wallet()
    const { foyer } = t.foyer()
    const first = ensureEngine(foyer)
    expect(ensureEngine(foyer)).toBe(first)
    expect(await first).toBe(await ensureEngine(foyer))
  })

  it('reports a failed load, and loads again on the next try', async () => {
    t.wallet()
    let attempts = 0
    const { foyer } = t.foyer(
      {},
      {
        loadEngine: () =>
          ++attempts === 1
            ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
            : import('./createEngine.ts'),
      },
    )
    await expect(ensureEngine(foyer)).rejects.toThrow('Failed to fetch dynamically imported')
    expect(foyer.connection.getState()).toMatchObject({
      discovery: 'error',
      error: 'Could not load the wallet code: Failed to fetch dynamically imported module',
    })
    await ensureEngine(foyer)
    expect(attempts).toBe(2)
    expect(foyer.connection.getState().discovery).toBe('done')
    expect(foyer.connection.getState().wallets.map((w) => w.id)).toEqual([ALICE])
  })
})
