import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createFoyer } from './createFoyer.ts'
import { instanceCounter, instanceSlot } from './instanceSlot.ts'
import { openModal } from './modal/openModal.ts'
import { pushRoute } from './router/pushRoute.ts'
import { siweStore } from './siwe/siweState.ts'

describe('instances', () => {
  it('two instances on one page do not share state', () => {
    const a = createFoyer({ projectId: 'a', chains: [1] }, { storage: undefined })
    const b = createFoyer({ projectId: 'b', chains: [137] }, { storage: undefined })
    const seen: string[] = []
    b.bus.subscribe((e) => seen.push(e.channel))
    openModal(a)
    pushRoute(a, { view: 'Networks' })
    a.connection.setState({ status: 'connected' })
    expect(b.modal.getState().open).toBe(false)
    expect(b.router.getState().history).toEqual([])
    expect(b.connection.getState().status).toBe('disconnected')
    expect(seen).toEqual([])
    expect(a.config.projectId).toBe('a')
    expect(b.config.projectId).toBe('b')
  })

  it('lists every store of an instance, those features made included, and only its own', () => {
    const a = createFoyer({ projectId: 'a', chains: [1], siwe: true }, { storage: undefined })
    const b = createFoyer({ projectId: 'b', chains: [1] }, { storage: undefined })
    const builtIn = ['connection', 'modal', 'notice', 'router', 'send', 'tokens', 'tooltip']
    expect(Object.keys(a.listStores()).sort()).toEqual(builtIn)
    siweStore(a).setState({ status: 'signedOut' })
    expect(Object.keys(a.listStores()).sort()).toEqual([...builtIn, 'siwe'].sort())
    expect(a.listStores().siwe?.getState()).toMatchObject({ status: 'signedOut' })
    expect(a.listStores().router?.getState()).toBe(a.router.getState())
    // A feature store belongs to one instance.
    expect(Object.keys(b.listStores())).not.toContain('siwe')
    expect(siweStore(b).getState()).not.toMatchObject({ status: 'signedOut' })
    expect(siweStore(a)).toBe(siweStore(a))
  })

  it('keeps what is no store (controllers, lazy loads, counts) on the instance, apart per instance', () => {
    const a = createFoyer({ projectId: 'a', chains: [1] }, { storage: undefined })
    const b = createFoyer({ projectId: 'b', chains: [1] }, { storage: undefined })
    const runs = instanceSlot<AbortController>('test.run')
    const same = instanceSlot<AbortController>('test.run')
    const run = new AbortController()
    runs.set(a, run)
    expect(runs.get(a)).toBe(run)
    expect(runs.get(b)).toBeUndefined()
    // Two slots never share a value, even under one name.
    expect(same.get(a)).toBeUndefined()
    expect(a._internal.slots.size).toBe(1)
    runs.delete(a)
    expect(runs.get(a)).toBeUndefined()
    expect(a._internal.slots.size).toBe(0)
    const requests = instanceCounter('test.requests')
    expect([requests.next(a), requests.next(a), requests.next(b)]).toEqual([1, 2, 1])
    expect([requests.latest(a), requests.latest(b)]).toEqual([2, 1])
  })
})

describe('core stays framework-free', () => {
  it('no file under modal/src/core imports React', () => {
    const files: string[] = []
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name)
        if (statSync(file).isDirectory()) walk(file)
        else if (/\.tsx?$/.test(name) && !name.endsWith('.test.ts')) files.push(file)
      }
    }
    walk(import.meta.dirname)
    expect(files.length).toBeGreaterThan(10)
    const offenders = files.filter((file) =>
      /from ['"](react|react-dom)(\/[^'"]*)?['"]|import\(['"]react/.test(
        readFileSync(file, 'utf8'),
      ),
    )
    expect(offenders).toEqual([])
    expect(files.filter((f) => f.endsWith('.tsx'))).toEqual([])
  })
})
