import type { z } from 'zod'
import { describeIssues } from '../errors/details.ts'
import {
  NameRegistrationError,
  NameResolutionError,
  NameReverseLookupError,
  NameSuggestionsError,
} from '../names/errors.ts'
import { type OnrampProviderEntry, onrampApiSchemas } from '../onramp/onrampApiSchemas.ts'
import { type SiweSession, siweApiSchemas } from '../siwe/siweApiSchemas.ts'
import {
  apiSchemas,
  type NameProfile,
  type NameSuggestion,
  type OnrampOptions,
  type OnrampQuote,
} from './apiSchemas.ts'
import { ApiRequestError } from './errors.ts'

export type CreateApiClientParameters = {
  /** Origin and path prefix of the Foyer backend, e.g. `http://127.0.0.1:5173/__foyer/api`. */
  baseUrl: string
  /** Sent as the `projectId` query parameter on every call. */
  projectId: string
  /** @default globalThis.fetch */
  fetch?: typeof fetch | undefined
}

export type GetOnrampQuoteParameters = {
  /** Id of the currency to buy, e.g. `USDC`'s id from the on-ramp options. */
  purchaseCurrency: string
  /** Id of the currency to pay with, e.g. `USD`. */
  paymentCurrency: string
  /** Amount to pay, as a decimal string. */
  amount: string
  /** Network to receive on, e.g. `ethereum-mainnet`. */
  network: string
}

export type RegisterNameParameters = {
  /** ENSIP-11 coin type of the chain the address is on. */
  coinType: number
  address: string
  /** The wallet's signature of `message`. */
  signature: string
  /** The JSON message from `buildRegisterNameMessage`. */
  message: string
}

/** The backend calls Foyer makes (SPEC §7). Answers are validated; failures are typed errors. */
export type ApiClient = {
  getOnrampOptions(): Promise<OnrampOptions>
  getOnrampQuote(parameters: GetOnrampQuoteParameters): Promise<OnrampQuote>
  /** The providers the server offers, `[{ name, url, publicKey }]`. */
  getOnrampProviders(): Promise<OnrampProviderEntry[]>
  /** The USD price of one unit of a chain's native coin, as a decimal string (`"3000.5"`). */
  getNativePriceUsd(chainId: number): Promise<string>
  lookupName(name: string): Promise<NameProfile>
  getNameSuggestions(name: string): Promise<NameSuggestion[]>
  reverseLookup(address: string): Promise<NameProfile[]>
  registerName(parameters: RegisterNameParameters): Promise<void>
  /** A fresh sign-in nonce (single use). */
  getSiweNonce(): Promise<string>
  /** Verifies a signed EIP-4361 message; the server sets the session cookie. */
  verifySiwe(parameters: { message: string; signature: string }): Promise<SiweSession>
  /** This browser's sign-in session (its cookie); rejects with status 401 when there is none. */
  getSiweSession(): Promise<SiweSession>
  /** Ends the session and clears its cookie. */
  signOutSiwe(): Promise<void>
}

type Call<T> = {
  method: 'GET' | 'POST'
  path: string
  body?: unknown
  schema: z.ZodType<T>
  /** Wraps the failure in the operation's error; by default the ApiRequestError itself. */
  fail?: (error: ApiRequestError, reasons: unknown) => Error
}

function nameInMessage(message: string): string {
  try {
    const name = (JSON.parse(message) as { name?: unknown }).name
    return typeof name === 'string' ? name : ''
  } catch {
    return ''
  }
}

/**
 * A client for the on-ramp and name-service backend (SPEC §7). Name-service failures carry the
 * first reason the API gave, else their fallback message (SPEC §8); on-ramp failures are
 * `ApiRequestError`s.
 * @example
 * const api = createApiClient({ baseUrl: '/__foyer/api', projectId: foyer.config.projectId })
 * const { suggestions } = { suggestions: await api.getNameSuggestions('ada') }
 */
export function createApiClient(parameters: CreateApiClientParameters): ApiClient {
  const { projectId } = parameters
  const base = parameters.baseUrl.replace(/\/+$/, '')
  // Called through a wrapper: a bare `fetch` stored on an object throws "Illegal invocation".
  const fetchFn: typeof fetch = parameters.fetch ?? ((input, init) => globalThis.fetch(input, init))

  async function call<T>({ method, path, body, schema, fail }: Call<T>): Promise<T> {
    const request = `${method} ${path}`
    const raise = (error: ApiRequestError, reasons?: unknown): never => {
      throw fail ? fail(error, reasons) : error
    }
    const url = new URL(`${base}${path}`, globalThis.location?.href)
    url.searchParams.set('projectId', projectId)

    let response: Response
    try {
      response = await fetchFn(url, {
        method,
        headers: body === undefined ? undefined : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    } catch (cause) {
      return raise(new ApiRequestError({ message: 'Could not reach the server', request, cause }))
    }

    const { status } = response
    let json: unknown
    try {
      const text = await response.text()
      json = text ? JSON.parse(text) : undefined
    } catch (cause) {
      if (response.ok)
        return raise(
          new ApiRequestError({
            message: 'The server answered with invalid JSON',
            request,
            status,
            cause,
          }),
        )
    }

    if (!response.ok) {
      const errorBody = apiSchemas.errorBody.safeParse(json)
      const reasons = errorBody.success ? errorBody.data.reasons : undefined
      const message =
        reasons?.[0]?.description ||
        (errorBody.success ? errorBody.data.message : undefined) ||
        `Request failed with status ${status}`
      return raise(new ApiRequestError({ message, request, status }), reasons)
    }

    const result = schema.safeParse(json)
    if (result.success) return result.data
    return raise(
      new ApiRequestError({
        message: 'Unexpected answer from the server',
        request,
        status,
        details: describeIssues(result.error.issues, json, 'body').join('; '),
      }),
    )
  }

  const segment = encodeURIComponent

  return {
    getOnrampOptions: () =>
      call({ method: 'GET', path: '/v1/onramp/options', schema: apiSchemas.onrampOptions }),

    getOnrampQuote: (quote) =>
      call({
        method: 'POST',
        path: '/v1/onramp/quote',
        body: quote,
        schema: apiSchemas.onrampQuote,
      }),

    getOnrampProviders: () =>
      call({ method: 'GET', path: '/v1/onramp/providers', schema: onrampApiSchemas.providers }),

    getNativePriceUsd: async (chainId) =>
      (
        await call({
          method: 'GET',
          path: `/v1/onramp/price?chainId=${chainId}`,
          schema: onrampApiSchemas.price,
        })
      ).usd,

    lookupName: (name) =>
      call({
        method: 'GET',
        path: `/v1/profile/account/${segment(name)}`,
        schema: apiSchemas.nameProfile,
        fail: (cause, reasons) => new NameResolutionError({ reasons, cause }),
      }),

    getNameSuggestions: async (name) =>
      (
        await call({
          method: 'GET',
          path: `/v1/profile/suggestions/${segment(name)}`,
          schema: apiSchemas.nameSuggestions,
          fail: (cause, reasons) => new NameSuggestionsError({ reasons, cause }),
        })
      ).suggestions,

    reverseLookup: (address) =>
      call({
        method: 'GET',
        path: `/v1/profile/reverse/${segment(address)}`,
        schema: apiSchemas.reverseLookup,
        fail: (cause, reasons) => new NameReverseLookupError({ reasons, cause }),
      }),

    getSiweNonce: async () =>
      (await call({ method: 'GET', path: '/v1/siwe/nonce', schema: siweApiSchemas.nonceResponse }))
        .nonce,

    verifySiwe: (body) =>
      call({ method: 'POST', path: '/v1/siwe/verify', body, schema: siweApiSchemas.session }),

    getSiweSession: () =>
      call({ method: 'GET', path: '/v1/siwe/session', schema: siweApiSchemas.session }),

    signOutSiwe: async () => {
      await call({
        method: 'POST',
        path: '/v1/siwe/signout',
        body: {},
        schema: siweApiSchemas.signoutResponse,
      })
    },

    registerName: async ({ coinType, address, signature, message }) => {
      await call({
        method: 'POST',
        path: '/v1/profile/account',
        body: { coinType, address, signature, message },
        schema: apiSchemas.registerName,
        fail: (cause, reasons) =>
          new NameRegistrationError({ name: nameInMessage(message), reasons, cause }),
      })
    },
  }
}
