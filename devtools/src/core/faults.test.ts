import { describe, expect, it, vi } from 'vitest'
import { FAULTS_EVENT } from '../exports/protocol.ts'
import { createFaultController, installPageFaults, isRelaySocket } from './faults.ts'

/** A page whose `open` and `WebSocket` the test sees. */
function fakePage() {
  const opened: string[] = []
  const sockets: FakeSocket[] = []
  class FakeSocket extends EventTarget {
    readyState = 1
    closed: [number | undefined, string | undefined] | undefined
    constructor(readonly url: string | URL) {
      super()
      sockets.push(this)
    }
    close(code?: number, reason?: string) {
      this.closed = [code, reason]
      this.readyState = 3
    }
  }
  const page = {
    open: (url: string) => {
      opened.push(url)
      return {}
    },
    WebSocket: FakeSocket as unknown as typeof WebSocket,
    location: { host: 'app.test:5173' },
  }
  return { page, opened, sockets }
}

function fakeFoyer() {
  return {
    _internal: { slots: new Map<symbol, unknown>() },
  }
}

describe('fault switches', () => {
  it('tells relay sockets from the dev server’s own', () => {
    expect(isRelaySocket('ws://127.0.0.1:9000/?projectId=x', 'app.test:5173')).toBe(true)
    expect(isRelaySocket('ws://relay.test/', 'app.test:5173')).toBe(true)
    expect(isRelaySocket('ws://app.test:5173/?token=hmr', 'app.test:5173')).toBe(false)
  })

  it('pop-ups blocked: window.open answers null while on; restore puts it back', () => {
    const { page, opened } = fakePage()
    const state = { popupBlocked: true, relayDown: false }
    const faults = installPageFaults(page, () => state)
    expect((page.open as (u: string) => unknown)('https://a.test')).toBeNull()
    state.popupBlocked = false
    expect((page.open as (u: string) => unknown)('https://b.test')).toEqual({})
    expect(opened).toEqual(['https://b.test'])
    faults.restore()
    expect(page.WebSocket.name).toBe('FakeSocket')
  })

  it('relay down: open relay sockets close, new ones close as they open; HMR is left alone', () => {
    const { page, sockets } = fakePage()
    const state = { popupBlocked: false, relayDown: false }
    const faults = installPageFaults(page, () => state)
    const before = new page.WebSocket('ws://relay.test/?projectId=p')
    const hmr = new page.WebSocket('ws://app.test:5173/')
    state.relayDown = true
    faults.relayDropped()
    expect(sockets.map((s) => s.closed?.[0])).toEqual([4000, undefined])
    const after = new page.WebSocket('ws://relay.test/?projectId=p')
    after.dispatchEvent(new Event('open'))
    expect((after as unknown as { closed: unknown }).closed).toEqual([4000, 'relay down'])
    expect(before).toBeInstanceOf(page.WebSocket)
    expect((hmr as unknown as { closed: unknown }).closed).toBeUndefined()
  })

  it('the controller: server switches over the channel (all off on attach), the wallet switch armed in the instance and off once used, each turn reported', () => {
    const { page } = fakePage()
    const foyer = fakeFoyer()
    const sent: [string, unknown][] = []
    const turned: [string, boolean][] = []
    const arm = vi.fn((target: typeof foyer, armed?: boolean) => {
      if (armed !== undefined) target._internal.slots.set(Symbol.for('t'), armed)
      return target._internal.slots.get(Symbol.for('t')) === true
    })
    const faults = createFaultController({
      foyer,
      hot: { send: (event, data) => sent.push([event, data]) },
      page,
      armWalletRejection: arm,
      onSwitch: (name, on) => turned.push([name, on]),
    })
    expect(sent).toEqual([[FAULTS_EVENT, { chainDown: false, mailDown: false, serverDown: false }]])
    faults.set('mailDown', true)
    expect(sent.at(-1)).toEqual([
      FAULTS_EVENT,
      { chainDown: false, mailDown: true, serverDown: false },
    ])
    faults.set('walletRejects', true)
    expect(faults.getSnapshot()).toMatchObject({ walletRejects: true, mailDown: true })
    // The modal used it: the next rpc event finds it disarmed.
    foyer._internal.slots.set(Symbol.for('t'), false)
    faults.observe({ channel: 'rpc' })
    expect(faults.getSnapshot().walletRejects).toBe(false)
    expect(turned).toEqual([
      ['mailDown', true],
      ['walletRejects', true],
    ])
    expect(faults.available('serverDown')).toBe(true)
    faults.detach()
    expect(sent.at(-1)).toEqual([
      FAULTS_EVENT,
      { chainDown: false, mailDown: false, serverDown: false },
    ])
  })

  it('without the dev server’s channel the server switches are unavailable', () => {
    const faults = createFaultController({ foyer: fakeFoyer() })
    expect(faults.available('mailDown')).toBe(false)
    expect(faults.available('walletRejects')).toBe(false)
    expect(faults.available('popupBlocked')).toBe(false)
  })
})
