/**
 * Where USD prices come from, for on-ramp quotes and the price endpoint. The default is a static
 * table from config; a host passes its own (a live feed) as `createApp({ prices })`.
 */
export type PriceSource = {
  /**
   * The USD price of one unit of `symbol` (upper case: `USDC`, `ETH`, `POL`) as a decimal string
   * such as `"3012.55"`, or undefined when this source has none. A thrown error is answered 503.
   */
  priceUsd(symbol: string): string | undefined | Promise<string | undefined>
}

/**
 * Prices from a fixed table keyed by symbol (any case); USDC is 1 unless the table says otherwise.
 * @example staticPriceSource({ ETH: '3000', POL: '0.25' }).priceUsd('ETH') // '3000'
 */
export function staticPriceSource(pricesUsd: Record<string, string>): PriceSource {
  const table = new Map<string, string>([['USDC', '1']])
  for (const [symbol, usd] of Object.entries(pricesUsd)) table.set(symbol.toUpperCase(), usd)
  return { priceUsd: (symbol) => table.get(symbol.toUpperCase()) }
}
