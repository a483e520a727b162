import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  ContractFunctionZeroDataError,
  getAddress,
  type Hex,
  isAddress,
  isAddressEqual,
  isHex,
  type PublicClient,
  verifyMessage,
  zeroAddress,
} from 'viem'
import { HttpError } from '../http/errors.ts'
import { messageProblem, parseMessage } from '../siwe/checkSiweMessage.ts'
import { FARCASTER_ID_REGISTRY_ADDRESS } from './socialConfig.ts'

/** Why a Sign In With Farcaster step failed. */
export type FarcasterErrorCode =
  | 'relay_unreachable'
  | 'relay_error'
  | 'expired'
  | 'invalid_message'
  | 'bad_signature'
  | 'nonce_mismatch'
  | 'domain_mismatch'
  | 'fid_mismatch'
  /** The relay reports another custody address for the fid than the IdRegistry holds. */
  | 'custody_mismatch'
  /** The IdRegistry has no custody address for the fid. */
  | 'unknown_fid'
  /** The OP Mainnet node (IdRegistry, ERC-1271) did not answer. */
  | 'chain_unreachable'
  /** The node answered, but without the IdRegistry at its address. */
  | 'chain_error'
  /** Not thrown here: for callers that need a completed channel and read a pending one. */
  | 'pending'

/** A Sign In With Farcaster step that failed; `message` is a sentence a person understands. */
export class FarcasterError extends Error {
  override name = 'FarcasterError'
  constructor(
    message: string,
    readonly code: FarcasterErrorCode,
  ) {
    super(message)
  }
}

/** A channel the relay opened: the app shows `url` (a link or QR code) and polls with the token. */
export type FarcasterChannel = {
  channelToken: string
  /** The Sign In With Farcaster URL, e.g. `https://farcaster.xyz/~/siwf?channelToken=…`. */
  url: string
  /** The local test relay's page that signs in with a test identity (not on the real relay). */
  clientUrl?: string
}

/** A channel the user answered: the signed message and who the relay says signed it. */
export type FarcasterSignInAnswer = {
  state: 'completed'
  message: string
  signature: Hex
  fid: number
  username?: string
  displayName?: string
  pfpUrl?: string
  /**
   * The fid's custody address as the relay reports it. Never trusted: {@link
   * verifyFarcasterSignIn} reads the custody from the IdRegistry and refuses an answer whose
   * custody disagrees with it; a relay that leaves it out is fine.
   */
  custody?: Address
}

/** Who signed in, once {@link verifyFarcasterSignIn} checked it. */
export type FarcasterIdentity = {
  fid: number
  username?: string
  displayName?: string
  pfpUrl?: string
  /** The fid's custody address in the IdRegistry, which signed the message. */
  custody: Address
}

type RelayCall = { fetch?: typeof fetch; timeoutMs?: number }

const SIWF_CHAIN_ID = 10
/** Farcaster's IdRegistry on OP Mainnet (chain 10): who holds each fid. */
export const FARCASTER_ID_REGISTRY: Address = FARCASTER_ID_REGISTRY_ADDRESS
const custodyOfAbi = [
  {
    type: 'function',
    name: 'custodyOf',
    stateMutability: 'view',
    inputs: [{ name: 'fid', type: 'uint256' }],
    outputs: [{ name: 'custody', type: 'address' }],
  },
] as const
const CHAIN_NOT_ANSWERING =
  "Could not check the Farcaster sign-in: the OP Mainnet node that holds Farcaster's IdRegistry is not answering. Try again in a moment."
const SIWF_STATEMENTS = ['Farcaster Auth', 'Farcaster Connect']
const FID_RESOURCE = /^farcaster:\/\/fid\/([1-9]\d*)\/?$/
const NOT_ANSWERING = 'The Farcaster relay is not answering: try again in a moment.'

/** One call to the relay; a relay that cannot be reached or fails (5xx) is a FarcasterError. */
async function callRelay(
  relayUrl: string,
  path: string,
  init: RequestInit,
  p: RelayCall = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  let response: Response
  try {
    response = await (p.fetch ?? globalThis.fetch)(`${relayUrl.replace(/\/+$/, '')}${path}`, {
      ...init,
      signal: AbortSignal.timeout(p.timeoutMs ?? 5_000),
    })
  } catch {
    throw new FarcasterError(NOT_ANSWERING, 'relay_unreachable')
  }
  if (response.status >= 500) throw new FarcasterError(NOT_ANSWERING, 'relay_error')
  let body: unknown
  try {
    body = await response.json()
  } catch {
    body = undefined
  }
  if (body === null || typeof body !== 'object')
    throw new FarcasterError(
      `The Farcaster relay answered ${response.status} without a JSON body: try again in a moment.`,
      'relay_error',
    )
  return { status: response.status, body: body as Record<string, unknown> }
}

const optionalText = (value: unknown) => (typeof value === 'string' && value ? value : undefined)

/**
 * Opens a channel at the relay (`POST /v1/channel`) for a sign-in on `domain`, whose message
 * will carry `nonce`. Asks for the custody address's signature (`acceptAuthAddress: false`):
 * {@link verifyFarcasterSignIn} checks custody signatures only.
 * @throws {FarcasterError} `relay_unreachable`, or `relay_error` when it fails or refuses
 * @example
 * const { channelToken, url } = await createFarcasterChannel('https://relay.farcaster.xyz', {
 *   domain: 'example.com', siweUri: 'https://example.com/login', nonce: generateSiweNonce(),
 * })
 */
export async function createFarcasterChannel(
  relayUrl: string,
  p: { domain: string; siweUri: string; nonce: string } & RelayCall,
): Promise<FarcasterChannel> {
  const { status, body } = await callRelay(
    relayUrl,
    '/v1/channel',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        siweUri: p.siweUri,
        domain: p.domain,
        nonce: p.nonce,
        acceptAuthAddress: false,
      }),
    },
    p,
  )
  const { channelToken, url, clientUrl } = body
  if (status !== 201 || typeof channelToken !== 'string' || typeof url !== 'string') {
    const said = optionalText(body.message) ?? optionalText(body.error)
    throw new FarcasterError(
      `The Farcaster relay refused to start a sign-in for ${p.domain} (${status}${said ? `: ${said}` : ''}).`,
      'relay_error',
    )
  }
  return { channelToken, url, ...(typeof clientUrl === 'string' ? { clientUrl } : {}) }
}

/**
 * One status read (`GET /v1/channel/status`): pending, or the completed answer. The relay closes
 * a channel once it has answered it completed: keep that answer, a second read is `expired`.
 * @throws {FarcasterError} `expired` (unknown, expired or already read), `relay_unreachable`,
 *   `relay_error`
 */
export async function readFarcasterChannel(
  relayUrl: string,
  channelToken: string,
  p: RelayCall = {},
): Promise<{ state: 'pending' } | FarcasterSignInAnswer> {
  const { status, body } = await callRelay(
    relayUrl,
    '/v1/channel/status',
    { headers: { authorization: `Bearer ${channelToken}` } },
    p,
  )
  if (status === 401)
    throw new FarcasterError(
      'This Farcaster sign-in request has expired or was already used: start again.',
      'expired',
    )
  if (status === 202 && body.state === 'pending') return { state: 'pending' }
  const { message, signature, fid, custody } = body
  if (
    status !== 200 ||
    body.state !== 'completed' ||
    typeof message !== 'string' ||
    typeof signature !== 'string' ||
    !isHex(signature) ||
    typeof fid !== 'number' ||
    !Number.isSafeInteger(fid) ||
    // The relay's custody is only compared with the IdRegistry's: it may be left out.
    (custody != null && (typeof custody !== 'string' || !isAddress(custody, { strict: false })))
  )
    throw new FarcasterError(
      `The Farcaster relay answered ${status} with a sign-in this server cannot read: try again in a moment.`,
      'relay_error',
    )
  const username = optionalText(body.username)
  const displayName = optionalText(body.displayName)
  const pfpUrl = optionalText(body.pfpUrl)
  return {
    state: 'completed',
    message,
    signature,
    fid,
    ...(username ? { username } : {}),
    ...(displayName ? { displayName } : {}),
    ...(pfpUrl ? { pfpUrl } : {}),
    ...(typeof custody === 'string' ? { custody: getAddress(custody) } : {}),
  }
}

/** The codes of `messageProblem` (SIWE) as Farcaster sign-in codes. */
const problemCodes: Record<string, FarcasterErrorCode> = {
  domain_mismatch: 'domain_mismatch',
  uri_mismatch: 'domain_mismatch',
  message_expired: 'expired',
}

/**
 * The custody address of `fid` in the IdRegistry at `registry`, read through `publicClient`.
 * @throws {FarcasterError} `chain_unreachable` when the node does not answer, `chain_error` when
 *   it has no IdRegistry there
 */
async function readCustody(
  publicClient: Pick<PublicClient, 'readContract'>,
  registry: Address,
  fid: number,
): Promise<Address> {
  try {
    return await publicClient.readContract({
      address: registry,
      abi: custodyOfAbi,
      functionName: 'custodyOf',
      args: [BigInt(fid)],
    })
  } catch (error) {
    if (!(error instanceof BaseError)) throw error
    const notRegistry = (e: unknown) =>
      e instanceof ContractFunctionZeroDataError || e instanceof ContractFunctionRevertedError
    if (error.walk(notRegistry))
      throw new FarcasterError(
        `Could not check the Farcaster sign-in: this server's OP Mainnet node has no IdRegistry at ${registry}. Try again later.`,
        'chain_error',
      )
    throw new FarcasterError(CHAIN_NOT_ANSWERING, 'chain_unreachable')
  }
}

/**
 * Verifies a completed Sign In With Farcaster answer: the message is an EIP-4361 message with
 * the statement "Farcaster Auth" on chain 10, for `domain` (and a URI on it), with `nonce`,
 * inside its validity window, with one `farcaster://fid/<fid>` resource naming the fid the relay
 * reports. The fid's custody address is read from Farcaster's IdRegistry through `publicClient`
 * (an OP Mainnet node), never taken from the relay: a relay that reports another custody is
 * refused, the message's address must be the registry's custody, and the signature that
 * address's (an EOA's, or a contract custody's by ERC-1271 on the same node).
 * @throws {FarcasterError} naming what did not match; `chain_unreachable` / `chain_error` when
 *   the node cannot say who holds the fid
 * @example
 * const answer = await readFarcasterChannel(relayUrl, channelToken)
 * if (answer.state === 'completed') {
 *   const publicClient = createPublicClient({ transport: http('https://mainnet.optimism.io') })
 *   const { fid, custody } = await verifyFarcasterSignIn(answer, { domain: 'example.com', nonce, publicClient })
 * }
 */
export async function verifyFarcasterSignIn(
  answer: FarcasterSignInAnswer,
  expected: {
    domain: string
    nonce: string
    /** @default new Date() */
    now?: Date
    /** An OP Mainnet node: reads the IdRegistry, and checks a contract custody's signature (ERC-1271). */
    publicClient: Pick<PublicClient, 'readContract' | 'verifyMessage'>
    /** The IdRegistry's address on that chain. @default FARCASTER_ID_REGISTRY */
    idRegistry?: Address
  },
): Promise<FarcasterIdentity> {
  let message: ReturnType<typeof parseMessage>
  try {
    message = parseMessage(answer.message)
  } catch (error) {
    if (!(error instanceof HttpError)) throw error
    const why = error.message.replace(/^body\.message /, 'it ')
    throw new FarcasterError(
      `The Farcaster sign-in message cannot be read: ${why}.`,
      'invalid_message',
    )
  }
  const invalid = (why: string) =>
    new FarcasterError(`The Farcaster sign-in message is not valid: ${why}.`, 'invalid_message')
  if (!SIWF_STATEMENTS.includes(message.statement ?? ''))
    throw invalid(`its statement is "${message.statement ?? ''}", not "Farcaster Auth"`)
  if (message.chainId !== SIWF_CHAIN_ID)
    throw invalid(`it is for chain ${message.chainId}, not chain 10 (OP Mainnet)`)

  const problem = messageProblem(message, {
    domains: [expected.domain],
    chainIds: [SIWF_CHAIN_ID],
    now: expected.now,
  })
  if (problem) {
    const sentence = problem.message.replace(/^The message/, 'The Farcaster sign-in message')
    throw new FarcasterError(
      sentence.endsWith('.') ? sentence : `${sentence}.`,
      problemCodes[problem.code] ?? 'invalid_message',
    )
  }
  if (message.nonce !== expected.nonce)
    throw new FarcasterError(
      `The Farcaster sign-in message carries nonce "${message.nonce}", which is not this sign-in's: it was signed for another request. Start again.`,
      'nonce_mismatch',
    )

  const fids = (message.resources ?? []).flatMap((resource) => {
    const match = FID_RESOURCE.exec(resource)
    return match ? [Number(match[1])] : []
  })
  if (fids.length !== 1)
    throw invalid(
      fids.length
        ? 'it names more than one fid (farcaster://fid/…) in its resources'
        : 'it names no fid (farcaster://fid/…) in its resources',
    )
  const fid = answer.fid
  if (fids[0] !== fid)
    throw new FarcasterError(
      `The Farcaster sign-in message signs in fid ${fids[0]}, but the relay says fid ${fid} signed it.`,
      'fid_mismatch',
    )

  // Who holds the fid is the IdRegistry's answer, not the relay's.
  const custody = getAddress(
    await readCustody(expected.publicClient, expected.idRegistry ?? FARCASTER_ID_REGISTRY, fid),
  )
  if (isAddressEqual(custody, zeroAddress))
    throw new FarcasterError(
      `Fid ${fid} is not registered in Farcaster's IdRegistry, so it cannot sign in.`,
      'unknown_fid',
    )
  if (answer.custody && !isAddressEqual(answer.custody, custody))
    throw new FarcasterError(
      `The Farcaster relay says the custody address of fid ${fid} is ${answer.custody}, but Farcaster's IdRegistry says ${custody}: the sign-in is refused.`,
      'custody_mismatch',
    )
  if (!isAddressEqual(message.address, custody))
    throw new FarcasterError(
      `The Farcaster sign-in message is from ${message.address}, which is not the custody address of fid ${fid} (${custody}, in Farcaster's IdRegistry).`,
      'fid_mismatch',
    )

  const badSignature = new FarcasterError(
    `The Farcaster sign-in signature is not ${custody}'s signature of the message (fid ${fid}).`,
    'bad_signature',
  )
  if (!isHex(answer.signature)) throw badSignature
  const check = { address: custody, message: answer.message, signature: answer.signature }
  let valid = await verifyMessage(check).catch(() => false)
  if (!valid) {
    try {
      valid = await expected.publicClient.verifyMessage(check)
    } catch {
      throw new FarcasterError(CHAIN_NOT_ANSWERING, 'chain_unreachable')
    }
  }
  if (!valid) throw badSignature

  return {
    fid,
    ...(answer.username ? { username: answer.username } : {}),
    ...(answer.displayName ? { displayName: answer.displayName } : {}),
    ...(answer.pfpUrl ? { pfpUrl: answer.pfpUrl } : {}),
    custody,
  }
}
