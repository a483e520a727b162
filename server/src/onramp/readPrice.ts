import { HttpError } from '../http/errors.ts'
import { parseDecimal } from './decimal.ts'
import type { PriceSource } from './priceSource.ts'

/**
 * The USD price of `symbol` as fixed-point, or undefined when the source has none. A source that
 * throws or answers something that is not a positive decimal is a fault of the server, not of
 * the request: it is logged and answered 503.
 */
export async function readPrice(
  prices: PriceSource,
  symbol: string,
  logError: (error: unknown) => void,
): Promise<bigint | undefined> {
  let usd: string | undefined
  try {
    usd = await prices.priceUsd(symbol)
  } catch (error) {
    logError(error)
    throw priceUnavailable(symbol)
  }
  if (usd === undefined) return undefined
  const value = typeof usd === 'string' ? parseDecimal(usd) : undefined
  if (value === undefined || value === 0n) {
    logError(
      new Error(`The price source gave ${JSON.stringify(usd)} as the USD price of ${symbol}`),
    )
    throw priceUnavailable(symbol)
  }
  return value
}

function priceUnavailable(symbol: string): HttpError {
  return new HttpError(
    503,
    'price_unavailable',
    `The USD price of ${symbol} is unavailable right now. Try again shortly.`,
  )
}
