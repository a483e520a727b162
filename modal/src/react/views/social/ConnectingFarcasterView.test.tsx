// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Engine } from '../../../core/connection/engine.ts'
import * as wagmiActions from '../../../core/connection/wagmiActions.ts'
import { createFoyer } from '../../../core/createFoyer.ts'
import { FrameError } from '../../../core/embedded/errors.ts'
import { loadEmbeddedWallet } from '../../../core/embedded/wallet/loadEmbeddedWallet.ts'
import type { LoadEngine } from '../../../core/foyer.ts'
import { i18nStore } from '../../../core/i18n/i18nState.ts'
import { openModal } from '../../../core/modal/openModal.ts'
import {
  type FakeRequestOptions,
  fakeEmbeddedWallet,
  untilAborted,
} from '../../../testing/fakeEmbeddedWallet.ts'
import { offlineConfig } from '../../../testing/offlineConfig.ts'
import { alerts, button, clickAndSettle, flush, renderView } from '../../../testing/renderView.tsx'
import Views from '../Views.tsx'

vi.mock('../../../core/embedded/wallet/loadEmbeddedWallet.ts', () => ({
  loadEmbeddedWallet: vi.fn(),
  registerEmbeddedConnector: vi.fn(async () => 'foyer-embedded'),
}))
vi.mock('../../../core/connection/connectWallet.ts', () => ({
  connectWallet: vi.fn(async () => ({ accounts: [], chainId: 1 })),
}))
const { connectWallet } = await import('../../../core/connection/connectWallet.ts')

const URI = 'farcaster://connect?channelToken=c0ffee&nonce=n1'
const CLIENT = 'http://127.0.0.1:5199/__foyer/farcaster-client?channelToken=c0ffee'
const ADDRESS = '0x00000000000000000000000000000000000000f1'

const noWallets: LoadEngine = async () => ({
  createEngine: async () =>
    ({ config: offlineConfig(), wagmi: wagmiActions, destroy() {} }) satisfies Engine,
})

function setup() {
  const foyer = createFoyer(
    {
      projectId: 'test',
      chains: [1],
      frameUrl: 'https://wallet.example.com/frame',
      socials: ['farcaster', 'github'],
    },
    { storage: window.localStorage, loadEngine: noWallets },
  )
  let waiting: FakeRequestOptions | undefined
  let finished: { payload: unknown; options: FakeRequestOptions } | undefined
  let confirm: (answer: unknown) => void = () => {}
  const frame = fakeEmbeddedWallet({
    GET_FARCASTER_URI: () => ({ uri: URI, clientUrl: CLIENT }),
    CONNECT_SOCIAL: (payload, options) => {
      finished = { payload, options }
      return { address: ADDRESS, chainId: 1, userName: 'ada', provider: 'farcaster' }
    },
    CONNECT_FARCASTER: (_, options) => {
      waiting = options
      return Promise.race([
        untilAborted(options.signal),
        new Promise((resolve) => {
          confirm = resolve
        }),
      ])
    },
  })
  vi.mocked(loadEmbeddedWallet).mockResolvedValue(frame.wallet)
  openModal(foyer, { view: 'Connect' })
  // The views wait for the language; the English messages are there from the start.
  i18nStore(foyer).setState({ status: 'ready' })
  const { dialog } = renderView(<Views foyer={foyer} />)
  const view = () => foyer.router.getState().history.at(-1)?.view
  return {
    foyer,
    frame,
    dialog,
    view,
    waiting: () => waiting,
    finished: () => finished,
    confirm: (a: unknown) => confirm(a),
  }
}

/** Lets the flow go on until `check` passes (the first run loads the QR code library). */
async function eventually(check: () => void, timeoutMs = 3000) {
  const start = Date.now()
  for (;;) {
    try {
      check()
      return
    } catch (error) {
      if (Date.now() - start > timeoutMs) throw error
      await flush()
    }
  }
}

afterEach(() => {
  vi.mocked(connectWallet).mockClear()
  window.localStorage.clear()
})

describe('ConnectingFarcasterView', () => {
  it('shows the link as a QR code, Open in Farcaster, Copy link and the local client while it waits', async () => {
    const { frame, dialog, view, waiting } = setup()
    // Farcaster first in `socials`: the wide button.
    await clickAndSettle(button(dialog, 'Continue with Farcaster'))

    expect(view()).toBe('ConnectingFarcaster')
    await eventually(() =>
      expect(dialog.querySelector('[data-testid="foyer-farcaster-qr"]')).not.toBeNull(),
    )
    const qr = dialog.querySelector<HTMLImageElement>('[data-testid="foyer-farcaster-qr"]')
    expect(qr?.src).toMatch(/^data:image\/svg\+xml/)
    expect(qr?.alt).toBe('QR code: scan it with the Farcaster app to sign in')
    const link = dialog.querySelector<HTMLAnchorElement>('[data-testid="foyer-farcaster-link"]')
    expect(link?.textContent).toBe('Open in Farcaster')
    expect(link?.getAttribute('href')).toBe(URI)
    // A farcaster: link opens the app from this tab, not in an empty new one.
    expect(link?.getAttribute('target')).toBeNull()
    expect(button(dialog, 'Copy link').dataset.uri).toBe(URI)
    expect(
      dialog.querySelector('[data-testid="foyer-farcaster-client"]')?.getAttribute('href'),
    ).toBe(CLIENT)
    expect(dialog.querySelector('[role="status"]')?.textContent).toContain('Waiting for Farcaster…')
    expect(frame.request).toHaveBeenCalledWith('GET_FARCASTER_URI', {})
    // Hidden while it waits: the frame would cover the QR code, the link and Back.
    expect(waiting()).toMatchObject({ timeoutMs: Number.POSITIVE_INFINITY })
    expect(waiting()?.reveal).toBeUndefined()
    expect(waiting()?.signal?.aborted).toBe(false)
  })

  it('once the Farcaster app confirmed, has the wallet finish the login shown, keeping the username', async () => {
    const { foyer, dialog, confirm, finished } = setup()
    await clickAndSettle(button(dialog, 'Continue with Farcaster'))
    await eventually(() => expect(dialog.textContent).toContain('Waiting for Farcaster…'))

    const result = 'https://wallet.example.com/v1/auth/social/done?result=abc'
    confirm({ uri: result })
    await eventually(() => expect(connectWallet).toHaveBeenCalled())
    expect(finished()?.payload).toEqual({ uri: result })
    expect(finished()?.options).toMatchObject({ reveal: true })

    expect(foyer.persisted.get('socialUsername')).toBe('ada')
    expect(foyer.persisted.get('authProvider')).toBe('farcaster')
  })

  it('Back stops the wait', async () => {
    const { dialog, view, waiting } = setup()
    await clickAndSettle(button(dialog, 'Continue with Farcaster'))
    await eventually(() => expect(waiting()).toBeDefined())

    await clickAndSettle(button(dialog, 'Back'))

    expect(view()).toBe('Connect')
    expect(waiting()?.signal?.aborted).toBe(true)
    expect(alerts(dialog)).toEqual([])
  })

  it('says why it failed, with Try again', async () => {
    const { frame, dialog } = setup()
    const down = () => {
      throw new FrameError({ message: 'The Farcaster relay is not answering. Try again.' })
    }
    frame.handlers.GET_FARCASTER_URI = down
    await clickAndSettle(button(dialog, 'Continue with Farcaster'))
    await eventually(() =>
      expect(alerts(dialog)).toEqual(['The Farcaster relay is not answering. Try again.Try again']),
    )
    expect(dialog.ownerDocument.activeElement).toBe(button(dialog, 'Try again'))

    frame.handlers.GET_FARCASTER_URI = () => ({ uri: URI })
    await clickAndSettle(button(dialog, 'Try again'))
    await eventually(() => expect(dialog.textContent).toContain('Waiting for Farcaster…'))
    expect(dialog.querySelector('[data-testid="foyer-farcaster-client"]')).toBeNull()
    expect(alerts(dialog)).toEqual([])
  })
})

describe('ConnectingFarcasterView, a result from elsewhere', () => {
  it('refuses a result that is not on the wallet origin and says so', async () => {
    const { dialog, confirm, finished } = setup()
    await clickAndSettle(button(dialog, 'Continue with Farcaster'))
    await eventually(() => expect(dialog.textContent).toContain('Waiting for Farcaster…'))
    confirm({ uri: 'https://evil.example/v1/auth/social/done?result=abc' })
    await eventually(() => expect(alerts(dialog).join('')).toContain('not from this wallet'))
    expect(finished()).toBeUndefined()
    expect(connectWallet).not.toHaveBeenCalled()
  })
})
