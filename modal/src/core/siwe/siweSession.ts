import { type ApiClient, createApiClient } from '../api/createApiClient.ts'
import type { Foyer } from '../instantiateFoyer.ts'
import type { SiweSession } from './siweApiSchemas.ts'
import { siweStore } from './siweState.ts'

/** The instance's Foyer server client, or undefined without one (`api`). */
export function siweApi(foyer: Foyer): ApiClient | undefined {
  const { api, projectId } = foyer.config
  return api ? createApiClient({ baseUrl: api, projectId }) : undefined
}

/** Reads the session the server holds for this browser (cookie), into the sign-in state. */
export async function loadSiweSession(foyer: Foyer): Promise<SiweSession | undefined> {
  const api = siweApi(foyer)
  if (!api) return undefined
  const store = siweStore(foyer)
  try {
    const session = await api.getSiweSession()
    store.setState({ status: 'signedIn', session, error: undefined })
    return session
  } catch {
    store.setState({ status: 'signedOut', session: undefined })
    return undefined
  }
}

/** Ends the session on the server (its cookie too). Never throws. */
export async function signOutWithEthereum(foyer: Foyer): Promise<void> {
  siweStore(foyer).setState({ status: 'signedOut', session: undefined, error: undefined })
  await siweApi(foyer)
    ?.signOutSiwe()
    .catch(() => {})
}
