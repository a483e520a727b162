import type { NameProfile, NameSuggestion } from '../contracts/apiSchemas.ts'
import { configClient } from '../contracts/createFoyerClient.ts'
import { ApiRequestError } from '../contracts/errors.ts'
import { foyerRoutes } from '../contracts/foyerRoutes.ts'
import {
  NameRegistrationError,
  NameResolutionError,
  NameReverseLookupError,
  NameSuggestionsError,
} from './errors.ts'

export type RegisterNameParameters = {
  /** ENSIP-11 coin type of the chain the address is on. */
  coinType: number
  address: string
  /** The wallet's signature of `message`. */
  signature: string
  /** The JSON message from `buildRegisterNameMessage`. */
  message: string
}

/** The name-service calls (SPEC §7); each fails with its own error and the API's first reason (SPEC §8). */
export type NameApi = {
  lookupName(name: string): Promise<NameProfile>
  getNameSuggestions(name: string): Promise<NameSuggestion[]>
  reverseLookup(address: string): Promise<NameProfile[]>
  registerName(parameters: RegisterNameParameters): Promise<void>
}

function nameInMessage(message: string): string {
  try {
    const name = (JSON.parse(message) as { name?: unknown }).name
    return typeof name === 'string' ? name : ''
  } catch {
    return ''
  }
}

/** The operation's error around the client's failure, with the reasons the API gave. */
function failWith(wrap: (p: { reasons: unknown; cause: unknown }) => Error) {
  return (cause: unknown): never => {
    throw wrap({ reasons: cause instanceof ApiRequestError ? cause.reasons : undefined, cause })
  }
}

/**
 * The instance's name-service calls, through the shared Foyer server client, or undefined when
 * the config has no `api`.
 * @example const names = nameApi(foyer); if (names) await names.lookupName('ada.foyer.id')
 */
export function nameApi(
  foyer: { config: Parameters<typeof configClient>[0] },
  options: { fetch?: typeof fetch | undefined } = {},
): NameApi | undefined {
  const client = configClient(foyer.config, options)
  if (!client) return undefined
  return {
    lookupName: (name) =>
      client
        .call(foyerRoutes.nameProfile, { params: { name } })
        .catch(failWith((p) => new NameResolutionError(p))),
    getNameSuggestions: async (name) =>
      (
        await client
          .call(foyerRoutes.nameSuggestions, { params: { name } })
          .catch(failWith((p) => new NameSuggestionsError(p)))
      ).suggestions,
    reverseLookup: (address) =>
      client
        .call(foyerRoutes.reverseLookup, { params: { address } })
        .catch(failWith((p) => new NameReverseLookupError(p))),
    registerName: async ({ coinType, address, signature, message }) => {
      await client
        .call(foyerRoutes.registerName, { body: { coinType, address, signature, message } })
        .catch(failWith((p) => new NameRegistrationError({ name: nameInMessage(message), ...p })))
    },
  }
}
