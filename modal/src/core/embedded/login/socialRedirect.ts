import { describeError } from '../../errors/describeError.ts'
import type { Foyer } from '../../foyer.ts'
import { openModal } from '../../modal/openModal.ts'
import { connectSocial, socialLoginStore } from './socialLogin.ts'

/** The hash parameter the server sends this tab back with after a redirect-mode social login. */
const SOCIAL_RESULT_PARAM = 'foyer-social'

/**
 * The result URI in this page's address (`#foyer-social=<encoded uri>`), removed from it with
 * `history.replaceState` so a reload or a shared link does not carry it. Undefined when absent.
 */
function takeSocialResult(): string | undefined {
  const { hash, pathname, search } = window.location
  const params = new URLSearchParams(hash.slice(1))
  const uri = params.get(SOCIAL_RESULT_PARAM)
  if (uri === null) return undefined
  params.delete(SOCIAL_RESULT_PARAM)
  const rest = params.toString()
  window.history.replaceState(
    window.history.state,
    '',
    `${pathname}${search}${rest ? `#${rest}` : ''}`,
  )
  return uri || undefined
}

/**
 * Finishes a social login that went through this tab (the sign-in window was blocked): takes the
 * result from the address, opens the modal on ConnectingSocial while the wallet checks it
 * (CONNECT_SOCIAL), and connects; Account follows. A failure stays on ConnectingSocial, with Back.
 * Loaded on start-up only when the address has the result (`resumeSocialRedirect`).
 */
export async function finishSocialRedirect(foyer: Foyer): Promise<void> {
  const uri = takeSocialResult()
  const { frameUrl } = foyer.config
  if (!uri || !frameUrl) return
  const store = socialLoginStore(foyer)
  store.setState({
    status: 'connecting',
    provider: undefined,
    error: undefined,
    popupBlocked: false,
  })
  openModal(foyer, { route: { view: 'ConnectingSocial', params: { provider: undefined } } })
  try {
    const { parseResultUri } = await import('./socialSchemas.ts')
    await connectSocial(foyer, parseResultUri(uri, new URL(frameUrl).origin), undefined)
  } catch (error) {
    store.setState({ status: 'error', error: describeError(error) })
  }
}
