import { describe, expect, it } from 'vitest'
import { setupWalletTests } from '../../testing/setupWalletTests.ts'
import { connectWallet, switchNetwork } from './actions.ts'
import { ensureWallet } from './ensureWallet.ts'
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
  ;(await foyer._internal.wallet)?.destroy()
}

describe('restoreSession (SPEC §4)', { timeout: 30_000 }, () => {
  it('a new instance sharing the storage reconnects without a prompt', async () => {
    await visitThenReload()
    const { control } = t.wallet({ mode: 'manual' })
    const { foyer } = t.foyer()
    await restoreSession(foyer)
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
    expect(foyer._internal.wallet).toBeUndefined()
    expect(foyer.connection.getState()).toMatchObject({ status: 'disconnected', discovery: 'idle' })
  })
})

describe('ensureWallet', { timeout: 30_000 }, () => {
  it('loads the wallet code once per instance', async () => {
    t.wallet()
    const { foyer } = t.foyer()
    const first = ensureWallet(foyer)
    expect(ensureWallet(foyer)).toBe(first)
    expect(await first).toBe(await ensureWallet(foyer))
  })

  it('reports a failed load, and loads again on the next try', async () => {
    t.wallet()
    let attempts = 0
    const { foyer } = t.foyer(
      {},
      {
        loadWallet: () =>
          ++attempts === 1
            ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
            : import('./createWallet.ts'),
      },
    )
    await expect(ensureWallet(foyer)).rejects.toThrow('Failed to fetch dynamically imported')
    expect(foyer.connection.getState()).toMatchObject({
      discovery: 'error',
      error: 'Could not load the wallet code: Failed to fetch dynamically imported module',
    })
    await ensureWallet(foyer)
    expect(attempts).toBe(2)
    expect(foyer.connection.getState().discovery).toBe('done')
    expect(foyer.connection.getState().wallets.map((w) => w.id)).toEqual([ALICE])
  })
})
