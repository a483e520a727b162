import { NAME_SUFFIX } from '@foyer/modal/frame-protocol'
import {
  type Address,
  decodeFunctionData,
  encodeAbiParameters,
  encodePacked,
  getAddress,
  type Hex,
  hexToBytes,
  isAddress,
  keccak256,
  namehash,
  parseAbi,
  zeroAddress,
} from 'viem'
import type { LocalAccount } from 'viem/accounts'
import { HttpError } from '../http/errors.ts'
import type { Database } from '../storage/openStorage.ts'
import { findName, findNamesOf } from './nameRecords.ts'

/** ENSIP-10 `resolve(bytes name, bytes data)`: what an offchain resolver sends its gateway. */
const extendedResolverAbi = parseAbi(['function resolve(bytes name, bytes data) returns (bytes)'])

/** The resolver profiles the gateway answers. */
export const gatewayResolverAbi = parseAbi([
  'function addr(bytes32 node) view returns (address)',
  'function addr(bytes32 node, uint256 coinType) view returns (bytes)',
  'function text(bytes32 node, string key) view returns (string)',
  'function name(bytes32 node) view returns (string)',
])

/** SLIP-44 / ENSIP-9 coin type of Ether. */
const ETHEREUM_COIN_TYPE = 60n
/** Reverse names (ENSIP-3): `<40 lowercase hex digits>.addr.reverse`. */
const REVERSE_NAME = /^([0-9a-f]{40})\.addr\.reverse$/

/** What the gateway needs: the name records and the key the resolver trusts. */
export type GatewayDeps = {
  db: Database
  /** Signs every answer; the resolver contract lists its address in `signers`. */
  signer: LocalAccount
  /** How long a signed answer stays valid. */
  ttlSeconds: number
  /** @default () => Date.now() */
  now?: () => number
}

const badRequest = (field: string, value: unknown, description: string) =>
  new HttpError(400, 'invalid_gateway_request', description, [
    { field, rule: 'erc3668', value, description },
  ])

/**
 * Decodes a DNS-encoded name (each label behind its length byte, then a zero byte).
 * @throws {HttpError} 400 when it is not one
 */
export function decodeDnsName(dns: Hex): string {
  const bytes = hexToBytes(dns)
  const labels: string[] = []
  let offset = 0
  while (offset < bytes.length) {
    const length = bytes[offset]!
    if (length === 0) {
      if (offset !== bytes.length - 1) break
      return labels.join('.')
    }
    labels.push(new TextDecoder().decode(bytes.subarray(offset + 1, offset + 1 + length)))
    offset += length + 1
  }
  throw badRequest('data.name', dns, 'The name is not DNS-encoded (RFC 1035 labels, then 0x00)')
}

/** The record a resolver call is about: the name's own for `<label>.foyer.id`, or a reverse name's. */
async function lookUp(db: Database, name: string) {
  const reverse = REVERSE_NAME.exec(name)
  if (reverse) {
    // The primary name of an address is the first it registered.
    const [first] = await findNamesOf(db, `0x${reverse[1]}`)
    return { reverse: true, row: first }
  }
  const label = name.endsWith(NAME_SUFFIX) ? name.slice(0, -NAME_SUFFIX.length) : ''
  // Only `<label>.foyer.id` itself: a deeper name (`x.ada.foyer.id`) has no record.
  const row = label && !label.includes('.') ? await findName(db, name) : undefined
  return { reverse: false, row }
}

/**
 * The ABI-encoded answer of the resolver call `data` for `name`, as an ENS resolver would give it:
 * `addr` the registered address (zero when unknown), `addr(node, coinType)` its 20 bytes for coin
 * type 60 or the one it was registered with (empty otherwise), `text` the attribute (empty when
 * unset), `name` of a reverse name the address's first registered name (empty when none).
 * @throws {HttpError} 400 for a call it does not answer or whose node is not the name's
 */
export async function answerResolverCall(db: Database, name: string, data: Hex): Promise<Hex> {
  let call: ReturnType<typeof decodeFunctionData<typeof gatewayResolverAbi>>
  try {
    call = decodeFunctionData({ abi: gatewayResolverAbi, data })
  } catch {
    throw badRequest(
      'data.data',
      data.slice(0, 10),
      'The gateway answers addr(bytes32), addr(bytes32,uint256), text(bytes32,string) and name(bytes32)',
    )
  }
  if (call.args[0] !== namehash(name))
    throw badRequest('data.data', call.args[0], `The node is not the namehash of ${name}`)
  const { reverse, row } = await lookUp(db, name)
  const address = row && !reverse ? getAddress(row.address) : undefined
  const encode = (type: 'address' | 'bytes' | 'string', value: string) =>
    encodeAbiParameters([{ type }], [value])
  switch (call.functionName) {
    case 'name':
      return encode('string', reverse ? (row?.name ?? '') : '')
    case 'text':
      return encode('string', (address && row?.attributes[call.args[1]]) || '')
    case 'addr': {
      if (call.args.length === 1) return encode('address', address ?? zeroAddress)
      const coinType = call.args[1]
      const matches = coinType === ETHEREUM_COIN_TYPE || coinType === BigInt(row?.coinType ?? -1)
      return encode('bytes', address && matches ? address : '0x')
    }
  }
}

/**
 * The gateway's ERC-3668 answer to `callData` (`resolve(bytes name, bytes data)`) from the
 * resolver `sender`, as ENS's offchain resolver verifies it:
 * `abi.encode(bytes result, uint64 expires, bytes signature)`, the signature being the raw
 * secp256k1 signature of
 * `keccak256(abi.encodePacked(hex"1900", sender, expires, keccak256(callData), keccak256(result)))`.
 * @throws {HttpError} 400 when `sender` or `callData` is not what a resolver sends
 */
export async function answerGateway(
  deps: GatewayDeps,
  request: { sender: string; callData: string },
): Promise<Hex> {
  const { sender, callData } = request
  if (!isAddress(sender, { strict: false }))
    throw badRequest('sender', sender, 'The sender must be the resolver contract address')
  if (!/^0x([0-9a-fA-F]{2})*$/.test(callData))
    throw badRequest('data', callData, 'The data must be 0x-prefixed hex')
  let args: readonly [Hex, Hex]
  try {
    ;({ args } = decodeFunctionData({ abi: extendedResolverAbi, data: callData as Hex }))
  } catch {
    throw badRequest(
      'data',
      callData.slice(0, 10),
      'The data must be resolve(bytes,bytes) calldata',
    )
  }
  const name = decodeDnsName(args[0])
  const result = await answerResolverCall(deps.db, name, args[1])
  const expires = BigInt(Math.floor((deps.now?.() ?? Date.now()) / 1000) + deps.ttlSeconds)
  const hash = gatewaySignatureHash({
    target: sender as Address,
    expires,
    request: callData as Hex,
    result,
  })
  const signature = await deps.signer.sign!({ hash })
  return encodeAbiParameters(
    [{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }],
    [result, expires, signature],
  )
}

/** What the gateway signs: `OffchainResolver.makeSignatureHash` (EIP-191 version 0x00). */
export function gatewaySignatureHash(parts: {
  target: Address
  expires: bigint
  request: Hex
  result: Hex
}): Hex {
  return keccak256(
    encodePacked(
      ['bytes2', 'address', 'uint64', 'bytes32', 'bytes32'],
      ['0x1900', parts.target, parts.expires, keccak256(parts.request), keccak256(parts.result)],
    ),
  )
}
