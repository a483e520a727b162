import { describe, expect, it } from 'vitest'
import { assertSolanaSendInput } from './assertSolanaSendInput.ts'
import { SolanaInvalidInputError } from './errors.ts'

describe('assertSolanaSendInput (SPEC §4, §5)', () => {
  const receiverAddress = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

  it('returns the amount as a number and the trimmed receiver', () => {
    expect(
      assertSolanaSendInput({ amount: '0.5', receiverAddress: ` ${receiverAddress} ` }),
    ).toEqual({ amount: 0.5, receiverAddress })
    expect(assertSolanaSendInput({ amount: 2, receiverAddress })).toEqual({
      amount: 2,
      receiverAddress,
    })
  })

  it.each([
    [undefined, receiverAddress, 'amount'],
    ['', receiverAddress, 'amount'],
    ['abc', receiverAddress, 'amount'],
    [0, receiverAddress, 'amount'],
    [-1, receiverAddress, 'amount'],
    [1, undefined, 'receiverAddress'],
    [1, '  ', 'receiverAddress'],
  ])('refuses amount %j and receiver %j, naming %s', (amount, receiver, field) => {
    let error: unknown
    try {
      assertSolanaSendInput({ amount, receiverAddress: receiver })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(SolanaInvalidInputError)
    expect((error as SolanaInvalidInputError).shortMessage).toBe(
      'Please enter a valid amount and receiver address',
    )
    expect((error as SolanaInvalidInputError).details).toMatch(new RegExp(`^${field} must`))
  })
})
