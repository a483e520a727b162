// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeEmbeddedWallet } from '../../../testing/fakeEmbeddedWallet.ts'
import type { TrackingChannel } from '../../bus/events.ts'
import { connectWallet } from '../../connection/connectWallet.ts'
import { createFoyer } from '../../createFoyer.ts'
import { FrameError } from '../errors.ts'
import { loadEmbeddedWallet, registerEmbeddedConnector } from '../wallet/loadEmbeddedWallet.ts'
import { connectWithPasskey, offersPasskeyLogin, passkeyLoginStore } from './passkeyLogin.ts'

vi.mock('../wallet/loadEmbeddedWallet.ts', () => ({
  loadEmbeddedWallet: vi.fn(),
  registerEmbeddedConnector: vi.fn(async () => 'foyerEmbedded'),
}))
vi.mock('../../connection/ensureEngine.ts', () => ({ ensureEngine: vi.fn(async () => ({})) }))
vi.mock('../../connection/connectWallet.ts', () => ({ connectWallet: vi.fn(async () => {}) }))

function setup(frameUrl: string | null = 'https://wallet.example.com/frame', passkeys = true) {
  const foyer = createFoyer(
    { projectId: 'test', chains: [1], ...(frameUrl ? { frameUrl } : {}), passkeys },
    { storage: window.localStorage },
  )
  const tracked: TrackingChannel[] = []
  foyer.bus.subscribe((event) => {
    if (event.channel === 'tracking') tracked.push(event.payload)
  })
  return { foyer, tracked, state: () => passkeyLoginStore(foyer).getState() }
}

afterEach(() => {
  window.localStorage.clear()
  vi.clearAllMocks()
})

describe('passkey login', () => {
  it('is offered with passkeys on and a wallet frame on a domain, never on an IP address', () => {
    expect(offersPasskeyLogin(setup().foyer)).toBe(true)
    expect(offersPasskeyLogin(setup('http://localhost:8787/frame').foyer)).toBe(true)
    expect(offersPasskeyLogin(setup('http://127.0.0.1:8787/frame').foyer)).toBe(false)
    expect(offersPasskeyLogin(setup('http://[::1]:8787/frame').foyer)).toBe(false)
    expect(offersPasskeyLogin(setup(null).foyer)).toBe(false)
    expect(offersPasskeyLogin(setup('https://wallet.example.com/frame', false).foyer)).toBe(false)
  })

  it('connects the embedded wallet as a passkey wallet, and says so in tracking', async () => {
    const { foyer, tracked, state } = setup()
    const frame = fakeEmbeddedWallet({
      CONNECT_PASSKEY: () => ({ address: '0x1', passkey: 'created', email: undefined }),
    })
    vi.mocked(loadEmbeddedWallet).mockResolvedValue(frame.wallet)
    await connectWithPasskey(foyer)
    // The frame is shown for its dialog and the browser's prompt, with no timeout.
    expect(frame.request).toHaveBeenCalledWith(
      'CONNECT_PASSKEY',
      {},
      { reveal: true, timeoutMs: Number.POSITIVE_INFINITY },
    )
    expect(registerEmbeddedConnector).toHaveBeenCalledOnce()
    expect(connectWallet).toHaveBeenCalledWith(foyer, { connectorId: 'foyerEmbedded' })
    expect(foyer.persisted.get('authProvider')).toBe('passkey')
    expect(state()).toEqual({ status: 'idle', error: undefined })
    expect(tracked.map((t) => t.event)).toEqual(['PASSKEY_LOGIN_STARTED', 'PASSKEY_LOGIN_SUCCESS'])
    expect(tracked[1]).toEqual({
      event: 'PASSKEY_LOGIN_SUCCESS',
      properties: { passkey: 'created' },
    })
  })

  it("keeps the frame's sentence when the visitor cancels, and tracks it as cancelled", async () => {
    const { foyer, tracked, state } = setup()
    const message = 'You closed "Continue with a passkey": nothing changed.'
    const frame = fakeEmbeddedWallet({
      CONNECT_PASSKEY: () => {
        throw new FrameError({ message, code: 4001 })
      },
    })
    vi.mocked(loadEmbeddedWallet).mockResolvedValue(frame.wallet)
    await connectWithPasskey(foyer)
    expect(state()).toEqual({ status: 'idle', error: message })
    expect(connectWallet).not.toHaveBeenCalled()
    expect(foyer.persisted.get('authProvider')).toBeUndefined()
    expect(tracked.at(-1)).toEqual({
      event: 'PASSKEY_LOGIN_ERROR',
      properties: { message, cancelled: true },
    })
  })
})
