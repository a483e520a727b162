import { createEventStore, mountDevtools, type Tab } from '@foyer/devtools'
import { redactFramePayload } from '@foyer/modal/frame-protocol'
import { createBus, type RouterChannel } from '@foyer/modal/internal'
import { flushSync } from 'react-dom'

// The panel as `vite dev` serves it (React's development build), docked open, on a bus that
// already carried 1,000 events. Each sample emits one event and times it to the DOM commit,
// then to the end of the layout that follows.

const bus = createBus()
const store = createEventStore({ maxEvents: 1_000 })
bus.subscribe((event) => store.push(event))

let n = 0
const routes: RouterChannel['after'] = [{ view: 'Account' }, { view: 'Networks' }]
const emitOne = () => {
  n++
  switch (n % 6) {
    case 0:
      return bus.emit('router', { action: 'push', before: routes.slice(0, 1), after: routes })
    case 1:
      return bus.emit(
        'rpc',
        n % 4
          ? {
              id: `m${n}`,
              method: 'eth_sendTransaction',
              decision: 'unsafe',
              list: 'unsafe',
              outcome: 'approved',
              latencyMs: 120,
              source: 'modal',
            }
          : {
              id: `m${n}`,
              method: 'eth_sendTransaction',
              decision: 'unsafe',
              list: 'unsafe',
              outcome: 'pending',
              source: 'modal',
            },
      )
    case 2:
      return bus.emit('tracking', {
        event: 'SEND_SUCCESS',
        properties: {
          token: 'ETH',
          amount: `0.${n}`,
          network: 1,
          namespace: 'eip155',
          hash: `0x${n.toString(16).padStart(64, '0')}`,
        },
      })
    case 3:
      return bus.emit('frame', {
        direction: 'app-to-frame',
        type: 'CONNECT_OTP',
        id: `f${n}`,
        payload: redactFramePayload('CONNECT_OTP', { otp: '123456' }),
      })
    case 4:
      return bus.emit('connection', { type: 'status', status: 'connected', connectorId: 'x' })
    default:
      return bus.emit('storage', {
        action: 'set',
        key: 'recentConnectorId',
        storageKey: '@foyer/recent-connector-id',
        value: `x${n}`,
      })
  }
}

const memory = new Map<string, string>()
const prefs = {
  getItem: (k: string) => memory.get(k) ?? null,
  setItem: (k: string, v: string) => void memory.set(k, v),
}

declare global {
  interface Window {
    runDevtoolsBench(
      tab: Tab,
      samples: number,
    ): Promise<{ commit: number[]; frame: number[]; rows: number }>
  }
}

window.runDevtoolsBench = async (tab, samples) => {
  memory.set('@foyer/devtools.panel', JSON.stringify({ open: true, tab, height: 500 }))
  document.body.replaceChildren()
  store.clear()
  const panel = mountDevtools(store, { storage: prefs })
  for (let i = 0; i < 1_000; i++) emitOne()
  await new Promise((r) => setTimeout(r, 100))
  const host = document.querySelector('[data-foyer-devtools]')!.shadowRoot!
  const commit: number[] = []
  const frame: number[] = []
  for (let i = 0; i < samples; i++) {
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)))
    const t0 = performance.now()
    flushSync(emitOne)
    const t1 = performance.now()
    ;(host.querySelector('[role="tabpanel"]') as HTMLElement).getBoundingClientRect()
    const t2 = performance.now()
    commit.push(t1 - t0)
    frame.push(t2 - t0)
  }
  const rows = host.querySelectorAll('[role="tabpanel"] li, [role="tabpanel"] tbody tr').length
  panel.unmount()
  return { commit, frame, rows }
}
document.title = 'ready'
