import type { SiweMessage } from 'viem/siwe'
import { parseSiweMessage } from 'viem/siwe'
import { HttpError, type Reason } from '../http/errors.ts'

/** What a message is checked against. */
export type SiweExpectations = {
  /** The hosts a message's domain may name: the app origins' (`app.example.com`, `localhost:5173`). */
  domains: readonly string[]
  /** When given, the origins a message's URI must be on: the app origins. */
  origins?: readonly string[]
  /** The chains the server serves. */
  chainIds: readonly number[]
  /** @default new Date() */
  now?: Date
}

/** A message that parsed, with every field the checks need. */
export type ParsedSiweMessage = SiweMessage & { issuedAt: Date }

function refuse(
  status: 400 | 401,
  code: string,
  rule: string,
  value: unknown,
  description: string,
) {
  const reason: Reason = { field: 'body.message', rule, value, description }
  return new HttpError(status, code, description, [reason])
}

/**
 * Parses an EIP-4361 message; 400 naming what is missing when it is not one. Nothing is checked
 * against the server yet, so nothing is written.
 */
export function parseMessage(text: string): ParsedSiweMessage {
  const parsed = parseSiweMessage(text)
  const notSiwe = (what: string) =>
    refuse(
      400,
      'invalid_siwe_message',
      'eip4361',
      undefined,
      `body.message is not an EIP-4361 message: ${what}`,
    )
  if (!parsed.domain || !parsed.address)
    throw notSiwe(
      'it must start with "<domain> wants you to sign in with your Ethereum account:" and the address on the next line',
    )
  if (!parsed.uri || !parsed.nonce || parsed.chainId === undefined || !parsed.issuedAt)
    throw notSiwe(
      'it must have the lines URI, Version, Chain ID, Nonce and Issued At, in that order',
    )
  if (parsed.version !== '1')
    throw refuse(
      400,
      'invalid_siwe_message',
      'version',
      parsed.version,
      `body.message has Version ${parsed.version}; only Version 1 is supported`,
    )
  for (const [label, date] of [
    ['Issued At', parsed.issuedAt],
    ['Expiration Time', parsed.expirationTime],
    ['Not Before', parsed.notBefore],
  ] as const)
    if (date && Number.isNaN(date.getTime()))
      throw refuse(
        400,
        'invalid_siwe_message',
        'datetime',
        label,
        `body.message has an ${label} that is not an RFC 3339 date-time`,
      )
  return parsed as ParsedSiweMessage
}

/**
 * The first way a parsed message is not acceptable here (domain, uri, chain, validity window),
 * or undefined. Returned, not thrown: the caller still burns the nonce.
 */
export function messageProblem(
  message: ParsedSiweMessage,
  expected: SiweExpectations,
): HttpError | undefined {
  const now = expected.now ?? new Date()
  const domain = message.domain.toLowerCase()
  if (!expected.domains.some((d) => d.toLowerCase() === domain)) {
    const accepted = expected.domains.map((d) => `"${d}"`).join(', ')
    return refuse(
      401,
      'domain_mismatch',
      'domain',
      message.domain,
      expected.domains.length === 0
        ? `The message is for domain "${message.domain}", but this server serves no app to sign in to (appOrigins is empty)`
        : `The message is for domain "${message.domain}", but this server signs in ${expected.domains.length === 1 ? 'only' : 'one of'} ${accepted}`,
    )
  }
  let uriHost: string | undefined
  let uriOrigin: string | undefined
  try {
    const url = new URL(message.uri)
    if (url.protocol === 'http:' || url.protocol === 'https:') {
      uriHost = url.host.toLowerCase()
      uriOrigin = url.origin
    }
  } catch {}
  if (uriHost !== domain || (expected.origins && !expected.origins.includes(uriOrigin ?? '')))
    return refuse(
      401,
      'uri_mismatch',
      'uri',
      message.uri,
      expected.origins && uriHost === domain
        ? `The message URI "${message.uri}" is not on an app of this server (${expected.origins.join(', ')})`
        : `The message URI "${message.uri}" is not an http(s) URL on its domain "${message.domain}"`,
    )
  if (!expected.chainIds.includes(message.chainId))
    return refuse(
      400,
      'unsupported_chain',
      'chain_id',
      message.chainId,
      `The message is for chain ${message.chainId}, which this server does not serve (it serves ${expected.chainIds.join(', ')})`,
    )
  if (message.expirationTime && now >= message.expirationTime)
    return refuse(
      401,
      'message_expired',
      'expiration_time',
      message.expirationTime.toISOString(),
      `The message expired at ${message.expirationTime.toISOString()}; sign a new one`,
    )
  if (message.notBefore && now < message.notBefore)
    return refuse(
      401,
      'message_not_yet_valid',
      'not_before',
      message.notBefore.toISOString(),
      `The message is not valid before ${message.notBefore.toISOString()}`,
    )
  return undefined
}
