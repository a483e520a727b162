import { isAddress, parseUnits } from 'viem'
import { formatBalance } from '../formatAmount.ts'
import type { TokenBalance } from '../tokensState.ts'

/** What the visitor typed, quoted, and cut at 64 characters so a paste cannot flood the form. */
function echo(value: string): string {
  return JSON.stringify(value.length > 64 ? `${value.slice(0, 63)}…` : value)
}

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
  else if (token.unsupported) errors.amount = `${token.unsupported}: it cannot be sent here.`
  else if (!/^\d*\.?\d+$|^\d+\.$/.test(trimmed) || Number(trimmed) <= 0)
    errors.amount = `Amount must be a number above 0. Provided: ${echo(amount)}`
  else if ((trimmed.split('.')[1] ?? '').length > token.decimals)
    errors.amount = `Amount can have at most ${token.decimals} decimals for ${token.symbol}. Provided: ${echo(amount)}`
  else if (parseUnits(trimmed, token.decimals) > token.value)
    // The balance as a person reads it (grouped, never rounded up), not 22 decimals.
    errors.amount = `Amount must not exceed your balance of ${formatBalance(token.value, token.decimals)} ${token.symbol}. Provided: ${echo(amount)}`
  const address = receiver.trim()
  if (!isAddress(address, { strict: false }))
    errors.receiver = `Receiver must be a 0x address of 40 hex characters. Provided: ${echo(receiver)}`
  else if (!isAddress(address, { strict: true }))
    errors.receiver = `Receiver has a wrong checksum (EIP-55): a letter's case is off, so the address may be mistyped. Paste it again. Provided: ${echo(receiver)}`
  return errors
}
