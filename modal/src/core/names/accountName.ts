import { instanceStore } from '../instanceStore.ts'

/** The connected account's name and avatar, from the name service's reverse lookup. */
export type ProfileState = {
  /** The address the profile was read for (lower case); another account reads again. */
  address: string | undefined
  name: string | undefined
  /** The name's `avatar` attribute when it is a base64 PNG, JPEG, GIF or WebP data URI (`isAvatarDataUri`). */
  avatar: string | undefined
  /**
   * The app's chains the name points to this address on (its ENSIP-11 coin types): a name is
   * per network, so on another chain it is not the account's name.
   */
  chainIds: readonly number[]
}

/** The connected account's profile (SPEC §4: "the profile name is set" after registering). */
export const profileStore = instanceStore<ProfileState>('profile', () => ({
  address: undefined,
  name: undefined,
  avatar: undefined,
  chainIds: [],
}))

/**
 * The account's name where it is the account's name: `address`'s profile, on a chain the name
 * points to it. A name is per network: elsewhere sending to it would fail, so it is not shown.
 * No names code: the host's button reads it from its first load.
 */
export function accountNameOn(
  profile: ProfileState,
  address: string | undefined,
  chainId: number | undefined,
): string | undefined {
  if (!address || profile.address !== address.toLowerCase()) return undefined
  return chainId !== undefined && profile.chainIds.includes(chainId) ? profile.name : undefined
}
