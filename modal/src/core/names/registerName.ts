import { toCoinType } from 'viem/ens'
import { signMessage } from '../connection/signMessage.ts'
import { describeError } from '../errors/describeError.ts'
import type { Foyer } from '../foyer.ts'
import { instanceStore } from '../instanceStore.ts'
import { registerNavigationPolicy } from '../router/registerNavigationPolicy.ts'
import { buildRegisterNameMessage } from './buildRegisterNameMessage.ts'
import { checkAccountName } from './checkAccountName.ts'
import { AddressOrAuthConnectorNotFoundError, NetworkNotFoundError } from './errors.ts'
import { nameApi } from './nameApi.ts'
import { nameServiceStore } from './nameServiceState.ts'
import { namesNavigationPolicy } from './navigationPolicy.ts'
import { profileStore } from './profileState.ts'

/** The RegisterAccountName form: what was typed, and why the last registration failed. */
export type RegisterNameFormState = { draft: string; error: string | undefined }

/** Kept per instance so a failed registration returns to the form with the name still typed. */
export const registerNameForm = instanceStore<RegisterNameFormState>('registerNameForm', () => ({
  draft: '',
  error: undefined,
}))

/** The visitor typed or picked a name: the last reason goes. */
export function editNameDraft(foyer: Foyer, draft: string): void {
  registerNameForm(foyer).setState({ draft, error: undefined })
}

/** A name the rules refuse, submitted anyway: the form says why. */
export function refuseNameDraft(foyer: Foyer, reason: string): void {
  registerNameForm(foyer).setState({ error: reason })
}

/**
 * Registers an account name for the connected address, in SPEC §4's order: show
 * RegisterAccountNameSuccess (loading), sign the JSON message of SPEC §7, register it with the
 * name service, then set the profile name. On failure the view returns to RegisterAccountName
 * with loading cleared and the reason: the API's first reason, else 'Error registering name
 * {name}' (SPEC §8). Resolves to the full name (`ada.foyer.id`). The views follow from the
 * `flow` events `name_registering` and `name_failed` (names/navigationPolicy.ts).
 */
export async function registerAccountName(foyer: Foyer, typed: string): Promise<string> {
  const check = checkAccountName(typed)
  if (!check.ok) throw new Error(check.message)
  const { address, chainId } = foyer.connection.getState()
  const api = nameApi(foyer)
  if (!address || !api) throw new AddressOrAuthConnectorNotFoundError()
  if (chainId === undefined) throw new NetworkNotFoundError()
  const form = registerNameForm(foyer)
  form.setState({ draft: typed, error: undefined })
  nameServiceStore(foyer).setState({ loading: true })
  registerNavigationPolicy(foyer, namesNavigationPolicy)
  foyer.bus.emit('flow', { type: 'name_registering', name: check.fullName })
  try {
    const message = buildRegisterNameMessage({ name: check.label })
    // The modal's one signing path: the same account and signature-format checks (SPEC §5).
    const signature = await signMessage(foyer, { account: address, message })
    await api.registerName({
      coinType: Number(toCoinType(chainId)),
      address,
      signature,
      message,
    })
    profileStore(foyer).setState({
      address: address.toLowerCase(),
      name: check.fullName,
      avatar: undefined,
      // Registered for this chain's coin type only.
      chainIds: [chainId],
    })
    nameServiceStore(foyer).setState({ loading: false, suggestions: [] })
    form.setState({ draft: '', error: undefined })
    return check.fullName
  } catch (error) {
    nameServiceStore(foyer).setState({ loading: false })
    form.setState({ error: describeError(error) })
    foyer.bus.emit('flow', { type: 'name_failed', name: check.fullName })
    throw error
  }
}
