import type {
  OnrampOptions,
  OnrampQuote,
  OnrampQuoteRequest,
  PaymentCurrency,
} from '@foyer/modal/contracts'
import { HttpError, type Reason } from '../http/errors.ts'
import { divideDecimal, formatDecimal, parseDecimal } from './decimal.ts'

/** Digits after the point a purchase amount is given in: the token's own decimals. */
const PURCHASE_DECIMALS: Record<string, number> = { USDC: 6, SOL: 9 }
/** Digits after the point of a payment amount (cents); the limits are written the same way. */
const PAYMENT_DECIMALS = 2

export type QuoteOnrampParameters = {
  options: OnrampOptions
  request: OnrampQuoteRequest
  /** USD price of one unit of the purchase currency, fixed-point; asked once the currency is known. */
  priceUsd: (symbol: string) => Promise<bigint | undefined>
}

/**
 * How much of the purchase currency `request.amount` buys (SPEC §7), at the source's price and no
 * fee: `paymentSubtotal` equals `paymentTotal`. Amounts are decimal strings, rounded down.
 * @throws {HttpError} 400 naming the field, the rule and the value for an unknown currency or
 * network, a payment amount with more digits than cents or outside every payment method's limits.
 */
export async function quoteOnramp({
  options,
  request,
  priceUsd,
}: QuoteOnrampParameters): Promise<OnrampQuote> {
  const wanted = request.purchaseCurrency.toLowerCase()
  const purchase = options.purchaseCurrencies.find(
    (currency) => currency.id.toLowerCase() === wanted || currency.symbol.toLowerCase() === wanted,
  )
  if (!purchase)
    throw refused(
      'purchaseCurrency',
      'known_currency',
      request.purchaseCurrency,
      `must be one of ${list(options.purchaseCurrencies.map((c) => c.id))}`,
    )

  const network = purchase.networks.find(
    (n) => n.name === request.network || n.chain_id === request.network,
  )
  if (!network)
    throw refused(
      'network',
      'known_network',
      request.network,
      `must be a network ${purchase.symbol} is sold on: ${list(purchase.networks.map((n) => n.name))}`,
    )

  const payment = options.paymentCurrencies.find(
    (currency) => currency.id.toLowerCase() === request.paymentCurrency.toLowerCase(),
  )
  if (!payment)
    throw refused(
      'paymentCurrency',
      'known_currency',
      request.paymentCurrency,
      `must be one of ${list(options.paymentCurrencies.map((c) => c.id))}`,
    )

  const amount = parseDecimal(request.amount)
  const [, fraction = ''] = request.amount.split('.')
  if (amount === undefined || fraction.length > PAYMENT_DECIMALS)
    throw refused(
      'amount',
      'max_decimals',
      request.amount,
      `must have at most ${PAYMENT_DECIMALS} digits after the point`,
    )
  checkLimits(payment, amount, request.amount)

  const price = await priceUsd(purchase.symbol)
  if (price === undefined)
    throw new HttpError(
      503,
      'price_unavailable',
      `No USD price for ${purchase.symbol} is configured on this server`,
    )

  const paid = { amount: formatDecimal(amount, PAYMENT_DECIMALS), currency: payment.id }
  // Payment currencies are fiat priced in USD; USD is the only one offered, at 1.
  const bought = divideDecimal(amount, price)
  return {
    purchaseAmount: {
      amount: formatDecimal(bought, PURCHASE_DECIMALS[purchase.symbol] ?? 18, { trim: true }),
      currency: purchase.symbol,
    },
    paymentTotal: paid,
    paymentSubtotal: paid,
  }
}

function checkLimits(payment: PaymentCurrency, amount: bigint, text: string): void {
  const limits = payment.payment_method_limits.map((limit) => ({
    ...limit,
    minValue: parseDecimal(limit.min) ?? 0n,
    maxValue: parseDecimal(limit.max) ?? 0n,
  }))
  if (limits.length === 0) return
  if (limits.some((limit) => amount >= limit.minValue && amount <= limit.maxValue)) return
  const min = limits.reduce((a, b) => (b.minValue < a.minValue ? b : a))
  const max = limits.reduce((a, b) => (b.maxValue > a.maxValue ? b : a))
  const ranges = limits.map((l) => `${l.id} ${l.min} to ${l.max}`).join(', ')
  const tooSmall = amount < min.minValue
  throw refused(
    'amount',
    tooSmall ? 'min' : 'max',
    text,
    tooSmall
      ? `must be at least ${min.min} ${payment.id} (${ranges})`
      : `must be at most ${max.max} ${payment.id} (${ranges})`,
  )
}

function list(values: string[]): string {
  return values.map((v) => `"${v}"`).join(', ')
}

/** A 400 worded as `invalidRequest` words zod's: field, rule, what was received. */
function refused(field: string, rule: string, received: string, must: string): HttpError {
  const value =
    received.length > 80 ? `${received.slice(0, 80)}… (${received.length} characters)` : received
  const reason: Reason = {
    field: `body.${field}`,
    rule,
    value,
    description: `body.${field} ${must} (received ${JSON.stringify(value)})`,
  }
  return new HttpError(400, 'invalid_request', reason.description, [reason])
}
