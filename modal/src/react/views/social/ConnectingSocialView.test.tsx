// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Engine } from '../../../core/connection/engine.ts'
import * as wagmiActions from '../../../core/connection/wagmiActions.ts'
import { createFoyer } from '../../../core/createFoyer.ts'
import { FrameError } from '../../../core/embedded/errors.ts'
import {
  POPUP_BLOCKED_MESSAGE,
  POPUP_FEATURES,
  POPUP_NAME,
  POPUP_POLL_MS,
} from '../../../core/embedded/login/socialLogin.ts'
import { finishSocialRedirect } from '../../../core/embedded/login/socialRedirect.ts'
import { loadEmbeddedWallet } from '../../../core/embedded/wallet/loadEmbeddedWallet.ts'
import type { LoadEngine } from '../../../core/foyer.ts'
import { i18nStore } from '../../../core/i18n/i18nState.ts'
import { openModal } from '../../../core/modal/openModal.ts'
import { fakeEmbeddedWallet } from '../../../testing/fakeEmbeddedWallet.ts'
import { offlineConfig } from '../../../testing/offlineConfig.ts'
import {
  act,
  alerts,
  button,
  clickAndSettle,
  flush,
  renderView,
} from '../../../testing/renderView.tsx'
import Views from '../Views.tsx'

// The frame, the server and the provider are e2e's; here the frame's answers are faked, and the
// sign-in window is a stand-in object with what the modal uses of it.
vi.mock('../../../core/embedded/wallet/loadEmbeddedWallet.ts', () => ({
  loadEmbeddedWallet: vi.fn(),
  registerEmbeddedConnector: vi.fn(async () => 'foyer-embedded'),
}))
vi.mock('../../../core/connection/connectWallet.ts', () => ({
  connectWallet: vi.fn(async () => ({ accounts: [], chainId: 1 })),
}))
const { connectWallet } = await import('../../../core/connection/connectWallet.ts')

const FRAME = 'https://wallet.example.com'
const PROVIDER_PAGE = 'https://github.com/login/oauth/authorize?client_id=foyer&state=s1'
const RESULT = `${FRAME}/v1/auth/social/done?result=r1`
const ADDRESS = '0x00000000000000000000000000000000000000a1'

const noWallets: LoadEngine = async () => ({
  createEngine: async () =>
    ({ config: offlineConfig(), wagmi: wagmiActions, destroy() {} }) satisfies Engine,
})

/** The stand-in sign-in window: the modal sets its location, reads `closed`, and closes it. */
function fakePopup() {
  return { closed: false, close: vi.fn(), location: { href: '' } }
}

function setup({ socials = ['github', 'google'] as const } = {}) {
  const foyer = createFoyer(
    {
      projectId: 'test',
      chains: [1],
      frameUrl: `${FRAME}/frame`,
      email: true,
      socials: [...socials],
    },
    { storage: window.localStorage, loadEngine: noWallets },
  )
  const frame = fakeEmbeddedWallet({
    GET_SOCIAL_REDIRECT_URI: () => ({ uri: PROVIDER_PAGE }),
    CONNECT_SOCIAL: () => ({
      address: ADDRESS,
      chainId: 1,
      userName: 'octo-ada',
      provider: 'github',
    }),
  })
  vi.mocked(loadEmbeddedWallet).mockResolvedValue(frame.wallet)
  openModal(foyer, { view: 'Connect' })
  // The views wait for the language; the English messages are there from the start.
  i18nStore(foyer).setState({ status: 'ready' })
  const { dialog } = renderView(<Views foyer={foyer} />)
  const view = () => foyer.router.getState().history.at(-1)?.view
  return { foyer, frame, dialog, view }
}

/** The sign-in window's message to its opener, as the server's result page posts it. */
function postFromPopup(
  data: unknown,
  { origin = FRAME, source }: { origin?: string; source: unknown },
) {
  const event = new MessageEvent('message', { data, origin })
  Object.defineProperty(event, 'source', { value: source })
  act(() => {
    window.dispatchEvent(event)
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Lets the flow go on until `check` passes (the first run loads the login's schemas). */
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

let open: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  open = vi.spyOn(window, 'open')
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.mocked(connectWallet).mockClear()
  window.localStorage.clear()
})

describe('social login in a sign-in window', () => {
  it('opens the window inside the click, shows the provider page in it, and signs in with its result', async () => {
    const popup = fakePopup()
    open.mockReturnValue(popup as unknown as Window)
    const { foyer, frame, dialog, view } = setup()

    await clickAndSettle(button(dialog, 'Continue with GitHub'))

    expect(open).toHaveBeenCalledWith('', POPUP_NAME, POPUP_FEATURES)
    expect(view()).toBe('ConnectingSocial')
    await eventually(() => expect(popup.location.href).toBe(PROVIDER_PAGE))
    expect(frame.request).toHaveBeenCalledWith('GET_SOCIAL_REDIRECT_URI', { provider: 'github' })
    expect(dialog.querySelector('h2')?.textContent).toBe('Continue with GitHub')
    expect(dialog.querySelector('[role="status"]')?.textContent).toContain(
      'Sign in with GitHub in the window that opened.',
    )

    postFromPopup({ type: 'foyer:social-result', uri: RESULT }, { source: popup })
    await eventually(() => expect(connectWallet).toHaveBeenCalled())

    expect(frame.request).toHaveBeenCalledWith(
      'CONNECT_SOCIAL',
      { uri: RESULT },
      { reveal: true, timeoutMs: Number.POSITIVE_INFINITY },
    )
    expect(connectWallet).toHaveBeenCalledWith(foyer, { connectorId: 'foyer-embedded' })
    expect(popup.close).toHaveBeenCalled()
    expect(foyer.persisted.get('socialUsername')).toBe('octo-ada')
    expect(foyer.persisted.get('authProvider')).toBe('github')
  })

  it('ignores messages from another origin, from another window, or with a result elsewhere', async () => {
    const popup = fakePopup()
    open.mockReturnValue(popup as unknown as Window)
    const { frame, dialog } = setup()
    await clickAndSettle(button(dialog, 'Continue with GitHub'))

    const result = { type: 'foyer:social-result', uri: RESULT }
    postFromPopup(result, { origin: 'https://evil.example', source: popup })
    postFromPopup(result, { source: window })
    postFromPopup(result, { source: fakePopup() })
    postFromPopup(
      { type: 'foyer:social-result', uri: 'https://evil.example/v1/auth/social/done?result=r1' },
      { source: popup },
    )
    postFromPopup({ type: 'something-else', uri: RESULT }, { source: popup })
    await flush()
    expect(frame.request.mock.calls.map(([type]) => type)).not.toContain('CONNECT_SOCIAL')

    postFromPopup(result, { source: popup })
    await flush()
    expect(frame.request.mock.calls.map(([type]) => type)).toContain('CONNECT_SOCIAL')
  })

  it('goes back to Connect, with nothing shown, when the visitor closes the window', async () => {
    const popup = fakePopup()
    open.mockReturnValue(popup as unknown as Window)
    const { frame, dialog, view } = setup()
    await clickAndSettle(button(dialog, 'Continue with GitHub'))
    expect(view()).toBe('ConnectingSocial')

    popup.closed = true
    await act(() => sleep(POPUP_POLL_MS * 2 + 100))

    expect(view()).toBe('Connect')
    expect(alerts(dialog)).toEqual([])
    expect(frame.request.mock.calls.map(([type]) => type)).not.toContain('CONNECT_SOCIAL')
  })

  it('Back stops waiting and closes the window', async () => {
    const popup = fakePopup()
    open.mockReturnValue(popup as unknown as Window)
    const { dialog, view } = setup()
    await clickAndSettle(button(dialog, 'Continue with GitHub'))

    await clickAndSettle(button(dialog, 'Back'))

    expect(view()).toBe('Connect')
    expect(popup.close).toHaveBeenCalled()
  })

  it('shows why the sign-in failed, with Try again and Back', async () => {
    const popup = fakePopup()
    open.mockReturnValue(popup as unknown as Window)
    const { frame, dialog, view } = setup()
    frame.handlers.CONNECT_SOCIAL = () => {
      throw new FrameError({ message: 'GitHub refused the sign-in (access_denied).' })
    }
    await clickAndSettle(button(dialog, 'Continue with GitHub'))
    postFromPopup({ type: 'foyer:social-result', uri: RESULT }, { source: popup })
    await flush()

    expect(alerts(dialog)).toEqual(['GitHub refused the sign-in (access_denied).'])
    expect(dialog.ownerDocument.activeElement).toBe(button(dialog, 'Try again'))

    const next = fakePopup()
    open.mockReturnValue(next as unknown as Window)
    frame.handlers.CONNECT_SOCIAL = () => ({ address: ADDRESS, provider: 'github' })
    await clickAndSettle(button(dialog, 'Try again'))
    expect(open).toHaveBeenCalledTimes(2)
    expect(next.location.href).toBe(PROVIDER_PAGE)
    expect(alerts(dialog)).toEqual([])
    // Try again replaced the view: one Back returns to Connect.
    expect(view()).toBe('ConnectingSocial')
    await clickAndSettle(button(dialog, 'Back'))
    expect(view()).toBe('Connect')
  })

  it('a provider that is down: the frame’s sentence is shown and the window closed', async () => {
    const popup = fakePopup()
    open.mockReturnValue(popup as unknown as Window)
    const { frame, dialog } = setup()
    frame.handlers.GET_SOCIAL_REDIRECT_URI = () => {
      throw new FrameError({ message: 'Google is not answering. Try again in a moment.' })
    }
    await clickAndSettle(button(dialog, 'Continue with Google'))

    expect(alerts(dialog)).toEqual(['Google is not answering. Try again in a moment.'])
    expect(popup.close).toHaveBeenCalled()
    expect(button(dialog, 'Try again')).toBeDefined()
    await clickAndSettle(button(dialog, 'Back'))
    expect(dialog.querySelector('h2')?.textContent).toBe('Connect a wallet')
  })
})

describe('social login with the sign-in window blocked', () => {
  it('says so and offers to continue in this tab, which goes to the provider and back here', async () => {
    open.mockReturnValue(null)
    const { frame, dialog, view } = setup()

    await clickAndSettle(button(dialog, 'Continue with GitHub'))

    expect(view()).toBe('ConnectingSocial')
    expect(alerts(dialog)).toEqual([POPUP_BLOCKED_MESSAGE])
    expect(dialog.ownerDocument.activeElement).toBe(button(dialog, 'Continue in this tab'))
    expect(button(dialog, 'Try again')).toBeDefined()
    expect(frame.request).not.toHaveBeenCalled()

    // jsdom does not navigate: it reports the attempt, which is all this needs.
    const jsdomNavigation = vi.spyOn(console, 'error').mockImplementation(() => {})
    await clickAndSettle(button(dialog, 'Continue in this tab'))
    expect(frame.request).toHaveBeenCalledWith('GET_SOCIAL_REDIRECT_URI', {
      provider: 'github',
      returnTo: window.location.href,
    })
    expect(dialog.querySelector('[role="status"]')?.textContent).toContain('Taking you to GitHub…')
    jsdomNavigation.mockRestore()
  })

  it('back in this tab with the result in the address: signs in, and the address is clean again', async () => {
    window.history.replaceState(null, '', `/shop#foyer-social=${encodeURIComponent(RESULT)}`)
    const { foyer, frame, dialog } = setup()

    await act(() => finishSocialRedirect(foyer))
    await flush()

    expect(window.location.hash).toBe('')
    expect(window.location.pathname).toBe('/shop')
    expect(frame.request).toHaveBeenCalledWith(
      'CONNECT_SOCIAL',
      { uri: RESULT },
      { reveal: true, timeoutMs: Number.POSITIVE_INFINITY },
    )
    expect(connectWallet).toHaveBeenCalledWith(foyer, { connectorId: 'foyer-embedded' })
    expect(foyer.persisted.get('authProvider')).toBe('github')
    expect(alerts(dialog)).toEqual([])
  })

  it('a result in the address from another origin is refused, with Back to Connect', async () => {
    window.history.replaceState(
      null,
      '',
      `/shop#foyer-social=${encodeURIComponent('https://evil.example/done?result=r1')}`,
    )
    const { foyer, frame, dialog, view } = setup()

    await act(() => finishSocialRedirect(foyer))
    await flush()

    expect(window.location.hash).toBe('')
    expect(frame.request).not.toHaveBeenCalled()
    expect(alerts(dialog)).toEqual([
      'The sign-in result in this page’s address is not from this wallet, so it was ignored',
    ])
    await clickAndSettle(button(dialog, 'Back'))
    expect(view()).toBe('Connect')
  })
})
