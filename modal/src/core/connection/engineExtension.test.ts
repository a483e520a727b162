// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { setupWalletTests } from '../../testing/setupWalletTests.ts'
import type { Foyer } from '../foyer.ts'
import { connectWallet } from './connectWallet.ts'
import { createEngine } from './createEngine.ts'
import type { EngineExtension } from './engineExtension.ts'
import { ensureEngine } from './ensureEngine.ts'

const t = setupWalletTests()
const ALICE = 'dev.foyer.alice'

/** An instance whose engine runs with `extensions` only (the composition root passes them all). */
function withExtensions(extensions: readonly EngineExtension[]): Foyer {
  return t.foyer(
    {},
    {
      loadEngine: async () => ({
        createEngine: (foyer: Foyer) => createEngine(foyer, extensions),
      }),
    },
  ).foyer
}

/** A first visit that ends connected to Alice; then the page (and the wallet's script) reloads. */
async function visitThenReload() {
  const first = t.wallet()
  const { foyer } = t.foyer()
  await connectWallet(foyer, { connectorId: ALICE })
  first.unannounce()
  ;(await foyer._internal.engine)?.destroy()
}

describe('createEngine: features plug in through extensions', { timeout: 30_000 }, () => {
  it('starts each extension with the engine, and stops it with the engine', async () => {
    t.wallet()
    const stop = vi.fn()
    const start = vi.fn(() => stop)
    const foyer = withExtensions([{ name: 'watch', start }])
    const engine = await ensureEngine(foyer)
    expect(start).toHaveBeenCalledTimes(1)
    expect(start).toHaveBeenCalledWith(foyer, engine)
    expect(stop).not.toHaveBeenCalled()
    engine.destroy()
    expect(stop).toHaveBeenCalledTimes(1)
  })

  it('runs the restores while the wallet reconnects, and resolves only once they settled', async () => {
    await visitThenReload()
    t.wallet()
    let finish = () => {}
    const restore = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve
        }),
    )
    const foyer = withExtensions([{ name: 'session', restore }])
    let resolved = false
    const engine = ensureEngine(foyer).then(() => {
      resolved = true
    })
    // The session is back while the restore still runs: it did not hold the reconnect up.
    await vi.waitFor(() => expect(foyer.connection.getState().status).toBe('connected'))
    expect(restore).toHaveBeenCalledWith(foyer)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(resolved).toBe(false)
    finish()
    await engine
    expect(resolved).toBe(true)
  })

  it("registers a stored session's feature connectors one after the other, before wagmi reconnects", async () => {
    await visitThenReload()
    const steps: string[] = []
    t.wallet({
      answer: ({ method }) => {
        if (method === 'eth_accounts') steps.push('eth_accounts')
        return undefined
      },
    })
    const register = (name: string, { fails = false } = {}) =>
      vi.fn(async () => {
        steps.push(`${name} loading`)
        await new Promise((resolve) => setTimeout(resolve, 20))
        steps.push(`${name} registered`)
        if (fails) throw new Error(`${name} did not load`)
      })
    const first = register('first', { fails: true })
    const second = register('second')
    const off = register('off')
    const elsewhere = register('elsewhere')
    const foyer = withExtensions([
      {
        name: 'first',
        restoreConnector: { connectorId: ALICE, enabled: () => true, register: first },
      },
      {
        name: 'off',
        restoreConnector: { connectorId: ALICE, enabled: () => false, register: off },
      },
      {
        name: 'elsewhere',
        restoreConnector: { connectorId: 'not-stored', enabled: () => true, register: elsewhere },
      },
      {
        name: 'second',
        restoreConnector: { connectorId: ALICE, enabled: () => true, register: second },
      },
    ])
    const engine = await ensureEngine(foyer)
    // A connector that failed to load leaves the rest of the restore alone. The wallet is asked
    // (eth_accounts, by wagmi's reconnect) only once both are registered.
    expect(steps.slice(0, 4)).toEqual([
      'first loading',
      'first registered',
      'second loading',
      'second registered',
    ])
    expect(steps.slice(4)).toContain('eth_accounts')
    expect(new Set(steps.slice(4))).toEqual(new Set(['eth_accounts']))
    expect(first).toHaveBeenCalledWith(foyer, engine.config)
    // Not for a feature the config leaves out, nor for a connector the session does not hold.
    expect(off).not.toHaveBeenCalled()
    expect(elsewhere).not.toHaveBeenCalled()
    expect(foyer.connection.getState()).toMatchObject({ status: 'connected' })
  })

  it('registers no connector when no session is stored', async () => {
    t.wallet()
    const register = vi.fn(async () => {})
    const foyer = withExtensions([
      { name: 'wallet', restoreConnector: { connectorId: ALICE, enabled: () => true, register } },
    ])
    await ensureEngine(foyer)
    expect(register).not.toHaveBeenCalled()
  })
})
