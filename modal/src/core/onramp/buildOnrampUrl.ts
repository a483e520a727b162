export type BuildOnrampUrlParameters = {
  /** The provider's page, e.g. `https://pay.example.com/buy`. */
  baseUrl: string
  /** The host's public key at the provider. */
  publicKey: string
  walletAddress: string
  /** CAIP-2 namespace of the active chain: `solana` buys SOL, anything else USDC. */
  namespace: string
}

/**
 * The on-ramp provider URL (SPEC §7) with `publicKey`, `destinationCurrencyCode` (SOL on Solana,
 * USDC otherwise) and `walletAddress`. Parameters already on `baseUrl` are kept.
 * @example buildOnrampUrl({ baseUrl, publicKey, walletAddress: address, namespace: 'eip155' })
 */
export function buildOnrampUrl({
  baseUrl,
  publicKey,
  walletAddress,
  namespace,
}: BuildOnrampUrlParameters): string {
  const url = new URL(baseUrl)
  url.searchParams.set('publicKey', publicKey)
  url.searchParams.set('destinationCurrencyCode', namespace === 'solana' ? 'SOL' : 'USDC')
  url.searchParams.set('walletAddress', walletAddress)
  return url.toString()
}
