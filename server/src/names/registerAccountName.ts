import { createHash } from 'node:crypto'
import {
  type NameProfile,
  nameApiSchemas,
  type RegisterNameMessage,
  type RegisterNameRequest,
} from '@foyer/modal/contracts'
import { AVATAR_IMAGE_TYPES, isAvatarDataUri, MAX_AVATAR_CHARS } from '@foyer/modal/frame-protocol'
import type { Hex } from 'viem'
import type { ServerConfig } from '../config.ts'
import { HttpError, invalidRequest } from '../http/errors.ts'
import type { AttemptLimit } from '../limits/signatureLimits.ts'
import type { Database } from '../storage/openStorage.ts'
import { checkRegistrableName } from './checkName.ts'
import { coinTypeToChainId } from './coinType.ts'
import { checkUnusedAndFree, insertName, toNameProfile } from './nameRecords.ts'
import type { SignatureVerifier } from './verifySignature.ts'

/** How far a message's timestamp may be from the server's clock, either way (issue 13). */
export const TIMESTAMP_WINDOW_SECONDS = 10 * 60

export type RegisterAccountNameDeps = {
  db: Database
  config: Pick<ServerConfig, 'chains'>
  verify: SignatureVerifier
  /**
   * The route's per-IP limit, counted once the attempt passed every check that costs nothing
   * (with the replay and availability read, in one statement), before the signature is checked.
   */
  attempts: AttemptLimit
  /**
   * Runs right before the signature is checked on a chain's node (it is not the address's EOA
   * signature): the contract-signature limits; throws to refuse.
   */
  beforeNodeCall?: () => Promise<void>
  /** @default Date.now */
  now?: () => number
}

function parseMessage(message: string): RegisterNameMessage {
  let parsed: unknown
  try {
    parsed = JSON.parse(message)
  } catch {
    throw new HttpError(400, 'invalid_request', 'body.message must be JSON', [
      {
        field: 'body.message',
        rule: 'json',
        value: message.slice(0, 80),
        description:
          'body.message must be the JSON document the wallet signed: {"name","attributes","timestamp"}',
      },
    ])
  }
  const result = nameApiSchemas.registerMessage.safeParse(parsed)
  if (!result.success) throw invalidRequest('body.message', result.error.issues, parsed)
  return result.data
}

function checkTimestamp(timestamp: number, nowSeconds: number): void {
  const drift = timestamp - nowSeconds
  if (Math.abs(drift) <= TIMESTAMP_WINDOW_SECONDS) return
  const minutes = Math.ceil(Math.abs(drift) / 60)
  const [where, advice] =
    drift < 0
      ? ['in the past', 'Sign a new message']
      : ['in the future', "Check the device's clock and sign again"]
  const description = `The message's timestamp ${timestamp} is ${minutes} minutes ${where}; it must be within ${TIMESTAMP_WINDOW_SECONDS / 60} minutes of the server's clock. ${advice}`
  throw new HttpError(400, 'timestamp_out_of_window', description, [
    { field: 'body.message.timestamp', rule: 'timestamp_window', value: timestamp, description },
  ])
}

/**
 * An `avatar` attribute must be an image inside the record: a base64 PNG, JPEG, GIF or WebP data
 * URI of at most MAX_AVATAR_CHARS. A URL would make every viewer's browser fetch it, telling the
 * name's owner their IP addresses.
 */
function checkAvatar(attributes: Record<string, string>): void {
  const avatar = attributes.avatar
  if (avatar === undefined || isAvatarDataUri(avatar, MAX_AVATAR_CHARS)) return
  const types = AVATAR_IMAGE_TYPES.join('|')
  const value =
    avatar.length > 80 ? `${avatar.slice(0, 80)}… (${avatar.length} characters)` : avatar
  const description = `body.message.attributes.avatar must be a data:image/(${types});base64,… URI of at most ${MAX_AVATAR_CHARS} characters, not a link to an image (received ${JSON.stringify(value)})`
  throw new HttpError(400, 'invalid_avatar', description, [
    { field: 'body.message.attributes.avatar', rule: 'avatar_data_uri', value, description },
  ])
}

function chainOf(coinType: number, config: Pick<ServerConfig, 'chains'>): number {
  const chainId = coinTypeToChainId(coinType)
  if (chainId !== undefined && config.chains.some((chain) => chain.id === chainId)) return chainId
  const served = config.chains.map((chain) => chain.id).join(', ')
  const description =
    chainId === undefined
      ? `coinType ${coinType} is not an EVM chain's (ENSIP-11: 60, or 0x80000000 + chainId)`
      : `coinType ${coinType} is chain ${chainId}, which this server does not serve (it serves ${served})`
  throw new HttpError(400, 'unsupported_chain', description, [
    { field: 'body.coinType', rule: 'configured_chain', value: coinType, description },
  ])
}

/**
 * Registers the name a signed message asks for (SPEC §7), the cheap checks before the costly
 * ones: the message's shape, the name (suffix, ENSIP-15, SPEC §5), the avatar, the timestamp
 * window, the chain; then the replay, the name's availability and the per-IP limit (`attempts`,
 * counted only for an unused message and a free name), in one statement; then the signature: an
 * EOA's recovered locally,
 * anything else (ERC-1271, ERC-6492) after `beforeNodeCall` on the chain's node. Last, the
 * message is written as used and the name registered in one statement, first come first served.
 *
 * Replays are keyed by address and message, not by signature bytes: an ECDSA signature has a
 * second valid encoding (high s) and a smart account's can be re-wrapped, so the same message
 * would otherwise pass twice.
 * @throws {HttpError} 400 (message, name, avatar, timestamp, chain), 401 (signature), 409 (replay,
 * taken), 429 (the per-IP limit, or `beforeNodeCall`'s contract-signature limits), 502 (the
 * node, for a smart account's signature)
 */
export async function registerAccountName(
  deps: RegisterAccountNameDeps,
  request: RegisterNameRequest,
): Promise<NameProfile> {
  const message = parseMessage(request.message)
  const { name } = checkRegistrableName(message.name, 'body.message.name')
  checkAvatar(message.attributes)
  checkTimestamp(message.timestamp, Math.floor((deps.now ?? Date.now)() / 1000))
  const chainId = chainOf(request.coinType, deps.config)
  const messageHash = createHash('sha256')
    .update(`${request.address.toLowerCase()}\n${request.message}`)
    .digest('hex')
  await checkUnusedAndFree(deps.db, { name, messageHash }, deps.attempts)

  const valid = await deps.verify({
    chainId,
    address: request.address as Hex,
    message: request.message,
    signature: request.signature as Hex,
    ...(deps.beforeNodeCall ? { beforeNodeCall: deps.beforeNodeCall } : {}),
  })
  if (!valid) {
    const description = `The signature is not ${request.address}'s signature of this message on chain ${chainId}; sign it with that account`
    throw new HttpError(401, 'invalid_signature', description, [
      { field: 'body.signature', rule: 'signer', value: request.signature, description },
    ])
  }

  const row = await insertName(deps.db, {
    name,
    address: request.address,
    coinType: request.coinType,
    attributes: message.attributes,
    messageHash,
  })
  return toNameProfile(row)
}
