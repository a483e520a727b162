import { isAddress, parseUnits } from 'viem'
import { formatAmount } from '../account/formatAmount.ts'
import type { TokenBalance } from '../account/tokensState.ts'

export type SendFormErrors = { amount?: string; receiver?: string }

/**
 * Checks the Send form. Each message names the field, the rule and the value, so the visitor
 * knows what to change; the values stay in the form.
 */
export function validateSendForm(
  token: TokenBalance | undefined,
  amount: string,
  receiver: string,
): SendFormErrors {
  const errors: SendFormErrors = {}
  const trimmed = amount.trim()
  if (!token) errors.amount = 'Choose a token to send.'
  else if (!/^\d*\.?\d+$|^\d+\.$/.test(trimmed) || Number(trimmed) <= 0)
    errors.amount = `Amount must be a number above 0. Provided: "${amount}"`
  else if ((trimmed.split('.')[1] ?? '').length > token.decimals)
    errors.amount = `Amount can have at most ${token.decimals} decimals for ${token.symbol}. Provided: "${amount}"`
  else if (parseUnits(trimmed, token.decimals) > token.value)
    errors.amount = `Amount must not exceed your balance of ${formatAmount(token.value, token.decimals)} ${token.symbol}. Provided: "${amount}"`
  if (!isAddress(receiver.trim(), { strict: false }))
    errors.receiver = `Receiver must be a 0x address of 40 hex characters. Provided: "${receiver}"`
  return errors
}
