import { type Address, isAddress } from 'viem'
import { toCoinType } from 'viem/ens'
import { configClient } from '../contracts/createFoyerClient.ts'
import { ApiRequestError } from '../contracts/errors.ts'
import { foyerRoutes } from '../contracts/foyerRoutes.ts'
import { firstReason } from '../contracts/primitives.ts'
import { describeError } from '../errors/describeError.ts'
import type { Foyer } from '../foyer.ts'
import { NAME_SUFFIX, profileAvatar } from '../names/port.ts'

/** A receiver as typed, resolved: its address, and its name and avatar when it has them. */
export type ResolvedReceiver =
  | { ok: true; address: Address; name: string | undefined; avatar: string | undefined }
  | { ok: false; error: string }

/** A receiver typed as a name (`ada`, `ada.foyer.id`: no spaces, not 0x…) with a server to ask. */
export function isReceiverName(foyer: Foyer, typed: string): boolean {
  const receiver = typed.trim()
  return Boolean(foyer.config.api) && /^[^\s/]+$/.test(receiver) && !/^0x[0-9a-f]*$/i.test(receiver)
}

/**
 * Resolves what the visitor typed as the Send receiver. An address is kept as typed (its checks
 * are the form's) and gets its name and avatar from the name service when it has one. A name
 * (`ada` or `ada.foyer.id`) becomes the address it holds for the current chain (ENSIP-11 coin
 * type), else its Ethereum address. Without a Foyer server only addresses are accepted.
 * @example await resolveReceiver(foyer, 'ada') // { ok: true, address: '0x…', name: 'ada.foyer.id', … }
 */
export async function resolveReceiver(foyer: Foyer, typed: string): Promise<ResolvedReceiver> {
  const receiver = typed.trim()
  const api = configClient(foyer.config)
  if (isAddress(receiver, { strict: false })) {
    const [profile] = api
      ? await api.call(foyerRoutes.reverseLookup, { params: { address: receiver } }).catch(() => [])
      : []
    return {
      ok: true,
      address: receiver as Address,
      name: profile?.name,
      avatar: profile ? profileAvatar(profile) : undefined,
    }
  }
  if (!api || !isReceiverName(foyer, receiver))
    return { ok: true, address: receiver as Address, name: undefined, avatar: undefined }
  const name = receiver.includes('.')
    ? receiver.toLowerCase()
    : `${receiver.toLowerCase()}${NAME_SUFFIX}`
  try {
    const profile = await api.call(foyerRoutes.nameProfile, { params: { name } })
    const chainId = foyer.connection.getState().chainId ?? 1
    const address =
      profile.addresses[String(toCoinType(chainId))]?.address ?? profile.addresses['60']?.address
    if (!address || !isAddress(address, { strict: false }))
      return {
        ok: false,
        error: `Receiver ${JSON.stringify(name)} has no address on this network.`,
      }
    return { ok: true, address, name: profile.name, avatar: profileAvatar(profile) }
  } catch (error) {
    const failure = error instanceof ApiRequestError ? error : undefined
    if (failure?.status === 404)
      return {
        ok: false,
        error: `Receiver ${JSON.stringify(name)} is not a registered name. Type a 0x address or a name like ada${NAME_SUFFIX}.`,
      }
    // The name service's first reason, else SPEC §8's message for a failed lookup.
    const reason = failure ? firstReason(failure.reasons) : describeError(error)
    return {
      ok: false,
      error: `Couldn’t look up ${JSON.stringify(name)}: ${reason ?? 'Error resolving name'}`,
    }
  }
}
