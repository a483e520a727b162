import { SolanaInvalidInputError } from './errors.ts'

export type AssertSolanaSendInputParameters = {
  amount: number | string | undefined
  receiverAddress: string | undefined
}

export type AssertSolanaSendInputErrorType = SolanaInvalidInputError

/**
 * A Solana send needs an amount above zero and a receiver (SPEC §4, §5); throws
 * 'Please enter a valid amount and receiver address' naming the missing field otherwise.
 */
export function assertSolanaSendInput({
  amount,
  receiverAddress,
}: AssertSolanaSendInputParameters): {
  amount: number
  receiverAddress: string
} {
  const value = typeof amount === 'string' && amount.trim() !== '' ? Number(amount) : amount
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0)
    throw new SolanaInvalidInputError({ field: 'amount', value: amount })
  if (typeof receiverAddress !== 'string' || receiverAddress.trim() === '')
    throw new SolanaInvalidInputError({ field: 'receiverAddress', value: receiverAddress })
  return { amount: value, receiverAddress: receiverAddress.trim() }
}
