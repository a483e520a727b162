import type { PaymentCurrency } from '../contracts/apiSchemas.ts'

/** What a visitor reads for a payment method id of the provider API. */
export function paymentMethodLabel(id: string): string {
  if (id === 'card') return 'card'
  if (id === 'ach_bank_account') return 'bank transfer (ACH)'
  return id.replace(/_/g, ' ')
}

export type ValidateOnrampAmountReturnType =
  | { amount: number; error?: undefined }
  | { amount?: undefined; error: string }

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/

/** Cents of a limit or amount written as a decimal string ('7500.00' → 750000n). */
function cents(text: string): bigint | undefined {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim())
  if (!match) return undefined
  return BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'))
}

/** '7500.00' → '7,500.00' */
function money(cent: bigint): string {
  const whole = (cent / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${whole}.${(cent % 100n).toString().padStart(2, '0')}`
}

function provided(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text
}

/**
 * Checks the amount a visitor typed against the payment method's limits (SPEC §9: card 10.00 to
 * 7,500.00 USD, bank transfer 10.00 to 25,000.00 USD). A message names the field, the rule and
 * the value; above a method's maximum it says which other method allows the amount, if one does.
 * @example validateOnrampAmount('5', usd, 'card').error
 * // 'Amount must be at least 10.00 USD for card. Provided: "5"'
 */
export function validateOnrampAmount(
  text: string,
  currency: PaymentCurrency,
  methodId: string,
): ValidateOnrampAmountReturnType {
  const typed = text.trim()
  if (typed === '') return { error: `Amount is required: how much ${currency.id} to pay.` }
  if (!AMOUNT.test(typed))
    return {
      error: `Amount must be a number of ${currency.id} with at most 2 decimals, such as 50 or 49.99. Provided: "${provided(text)}"`,
    }
  const value = cents(typed) ?? 0n
  const limits = currency.payment_method_limits.map((limit) => ({
    id: limit.id,
    min: cents(limit.min) ?? 0n,
    max: cents(limit.max) ?? 0n,
  }))
  const limit = limits.find((l) => l.id === methodId) ?? limits[0]
  if (limit) {
    const method = paymentMethodLabel(limit.id)
    if (value < limit.min)
      return {
        error: `Amount must be at least ${money(limit.min)} ${currency.id} for ${method}. Provided: "${provided(text)}"`,
      }
    if (value > limit.max) {
      const other = limits.find((l) => l.id !== limit.id && value >= l.min && value <= l.max)
      const hint = other
        ? `; ${paymentMethodLabel(other.id)} allows up to ${money(other.max)} ${currency.id}`
        : ''
      return {
        error: `Amount must be at most ${money(limit.max)} ${currency.id} for ${method}${hint}. Provided: "${provided(text)}"`,
      }
    }
  }
  return { amount: Number(typed) }
}
