export type BuildOnrampUrlParameters = {
  /** The provider's page, e.g. `https://pay.example.com/buy`. */
  baseUrl: string
  /** The host's public key at the provider. */
  publicKey: string
  walletAddress: string
  /** CAIP-2 namespace of the active chain: `solana` buys SOL, anything else USDC. */
  namespace: string
  /** The amount the visitor chose to pay, prefilled at the provider as `presetFiatAmount`. */
  paymentAmount?: number | undefined
  /** The currency of `paymentAmount`, as `fiatCurrency` (e.g. `USD`). */
  paymentCurrency?: string | undefined
  /** The network to receive on, as `defaultNetwork` (e.g. `ethereum-mainnet`). */
  network?: string | undefined
}

/**
 * The on-ramp provider URL (SPEC §7) with `publicKey`, `destinationCurrencyCode` (SOL on Solana,
 * USDC otherwise) and `walletAddress`, plus what the visitor already chose when given
 * (`presetFiatAmount`, `fiatCurrency`, `defaultNetwork`). Parameters already on `baseUrl` are kept.
 * @example buildOnrampUrl({ baseUrl, publicKey, walletAddress: address, namespace: 'eip155' })
 */
export function buildOnrampUrl({
  baseUrl,
  publicKey,
  walletAddress,
  namespace,
  paymentAmount,
  paymentCurrency,
  network,
}: BuildOnrampUrlParameters): string {
  const url = new URL(baseUrl)
  url.searchParams.set('publicKey', publicKey)
  url.searchParams.set('destinationCurrencyCode', namespace === 'solana' ? 'SOL' : 'USDC')
  url.searchParams.set('walletAddress', walletAddress)
  if (paymentAmount !== undefined) url.searchParams.set('presetFiatAmount', String(paymentAmount))
  if (paymentCurrency) url.searchParams.set('fiatCurrency', paymentCurrency)
  if (network) url.searchParams.set('defaultNetwork', network)
  return url.toString()
}
