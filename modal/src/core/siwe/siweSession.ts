import type { Foyer } from '../instantiateFoyer.ts'
import { type SiweSession, siweApiSchemas } from './siweApiSchemas.ts'
import { siweStore, siweUrl } from './siweState.ts'

/** A refusal of the sign-in API, in its own words. */
class SiweRequestError extends Error {
  override name = 'SiweRequestError'
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

export async function callSiwe(url: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(url, {
    credentials: 'include',
    cache: 'no-store',
    ...init,
    headers: { 'content-type': 'application/json', ...init?.headers },
  })
  const body = (await response.json().catch(() => ({}))) as { message?: unknown }
  if (!response.ok)
    throw new SiweRequestError(
      typeof body.message === 'string' ? body.message : `Sign-in failed (HTTP ${response.status})`,
      response.status,
    )
  return body
}

/** Reads the session the server holds for this browser (cookie), into the sign-in state. */
export async function loadSiweSession(foyer: Foyer): Promise<SiweSession | undefined> {
  const url = siweUrl(foyer, '/session')
  const store = siweStore(foyer)
  if (!url) return undefined
  try {
    const session = siweApiSchemas.session.parse(await callSiwe(url))
    store.setState({ status: 'signedIn', session, error: undefined })
    return session
  } catch {
    store.setState({ status: 'signedOut', session: undefined })
    return undefined
  }
}

/** Ends the session on the server (its cookie too). Never throws. */
export async function signOutWithEthereum(foyer: Foyer): Promise<void> {
  const url = siweUrl(foyer, '/signout')
  siweStore(foyer).setState({ status: 'signedOut', session: undefined, error: undefined })
  if (url) await callSiwe(url, { method: 'POST', body: '{}' }).catch(() => {})
}
