import {
  createPublicClient,
  type Hex,
  http,
  isAddressEqual,
  type PublicClient,
  recoverMessageAddress,
  size,
} from 'viem'
import type { ServerConfig } from '../config.ts'
import { HttpError } from '../http/errors.ts'
import { recoversTo } from './recoverSigner.ts'

export type VerifySignatureParameters = {
  chainId: number
  address: Hex
  message: string
  signature: Hex
  /**
   * Runs once right before the chain's node is asked, i.e. only for a signature that is not
   * `address`'s EOA signature; throws to refuse the check (a rate limit's 429).
   */
  beforeNodeCall?: () => Promise<void>
}

/** Checks an EIP-191 signature of `message` by `address` on one of the configured chains. */
export type SignatureVerifier = (parameters: VerifySignatureParameters) => Promise<boolean>

/**
 * Whether `signature` is `address`'s own ECDSA (EOA) signature of `message`, decided locally:
 * libsecp256k1 first, viem's recovery for what it cannot say (a high-s twin). No node call.
 */
export async function isEoaSignature({
  address,
  message,
  signature,
}: Pick<VerifySignatureParameters, 'address' | 'message' | 'signature'>): Promise<boolean> {
  const fast = recoversTo({ address, message, signature })
  if (fast !== undefined) return fast
  if (size(signature) !== 65) return false
  try {
    return isAddressEqual(await recoverMessageAddress({ message, signature }), address)
  } catch {
    return false
  }
}

/**
 * A verifier with one viem public client per chain, made on first use and kept, whose transport
 * is the chain's upstream `rpcUrl`. An EOA signature is recovered locally (no RPC call); only
 * anything else is checked on the chain, after `beforeNodeCall`, so ERC-1271 contracts and
 * ERC-6492 counterfactual smart accounts verify too.
 * @throws {HttpError} 502 `upstream_unavailable` when the chain's node cannot be asked
 */
export function createSignatureVerifier(
  config: Pick<ServerConfig, 'chains' | 'rpc'>,
  fetchFn?: typeof fetch,
): SignatureVerifier {
  const clients = new Map<number, PublicClient>()
  const clientFor = (chainId: number): PublicClient => {
    let client = clients.get(chainId)
    if (!client) {
      const chain = config.chains.find((c) => c.id === chainId)
      if (!chain) throw new Error(`chain ${chainId} is not configured`)
      client = createPublicClient({
        transport: http(chain.rpcUrl, {
          timeout: config.rpc.timeoutMs,
          retryCount: 0,
          ...(fetchFn ? { fetchFn } : {}),
        }),
      })
      clients.set(chainId, client)
    }
    return client
  }

  const unreachable = (chainId: number) =>
    new HttpError(
      502,
      'upstream_unavailable',
      `Could not reach chain ${chainId}'s node to verify the signature`,
      [
        {
          field: 'body.signature',
          rule: 'verifiable',
          description: `The signature could not be checked: chain ${chainId}'s node did not answer. Try again shortly`,
        },
      ],
    )

  return async ({ chainId, address, message, signature, beforeNodeCall }) => {
    // The common case, an EOA's signature, costs no node call (and no rate-limit hit).
    if (await isEoaSignature({ address, message, signature })) return true
    await beforeNodeCall?.()
    const client = clientFor(chainId)
    // The node's errors stay on the server: they may name internal hosts.
    let valid: boolean
    try {
      valid = await client.verifyMessage({ address, message, signature })
    } catch {
      throw unreachable(chainId)
    }
    if (valid) return true
    // viem reads a failed contract call as "not valid": a node that did not answer gave no verdict.
    try {
      await client.getChainId()
    } catch {
      throw unreachable(chainId)
    }
    return false
  }
}
