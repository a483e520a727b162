import { toCoinType } from 'viem/ens'
import type { NameProfile } from '../contracts/apiSchemas.ts'
import type { Foyer } from '../foyer.ts'
import { type ProfileState, profileStore } from './accountName.ts'
import { isAvatarDataUri } from './avatar.ts'
import { nameApi } from './nameApi.ts'

export { type ProfileState, profileStore }

/** The chains of `chains` whose coin type (ENSIP-11) the name has an address for. */
export function nameChainIds(
  profile: Pick<NameProfile, 'addresses'>,
  chains: readonly number[],
): number[] {
  return chains.filter((id) => profile.addresses[String(toCoinType(id))] !== undefined)
}

/**
 * A name's avatar when the modal may show it: a base64 image data URI only. An http(s) URL is
 * dropped, whoever stored it (this server, an older one, an ENS text record): loading it would
 * tell the URL's owner the IP address of everyone who sees the name.
 */
export function profileAvatar(profile: Pick<NameProfile, 'attributes'>): string | undefined {
  const avatar = profile.attributes.find((a) => a.avatar)?.avatar
  return avatar && isAvatarDataUri(avatar) ? avatar : undefined
}

/**
 * Reads the name of `address` with the name service's reverse lookup (the first name it holds)
 * into the profile state. Without a Foyer server, or on a failure, the profile stays empty: the
 * account is then shown by its address.
 */
export async function loadProfile(foyer: Foyer, address: string): Promise<ProfileState> {
  const store = profileStore(foyer)
  const key = address.toLowerCase()
  const api = nameApi(foyer)
  if (!api) return store.getState()
  try {
    const [profile] = await api.reverseLookup(address)
    // The account may have changed while the lookup ran.
    if (foyer.connection.getState().address?.toLowerCase() !== key) return store.getState()
    store.setState({
      address: key,
      name: profile?.name,
      avatar: profile ? profileAvatar(profile) : undefined,
      chainIds: profile
        ? nameChainIds(
            profile,
            foyer.config.chains.filter((id) => typeof id === 'number'),
          )
        : [],
    })
  } catch {
    if (store.getState().address !== key)
      store.setState({ address: key, name: undefined, avatar: undefined, chainIds: [] })
  }
  return store.getState()
}
