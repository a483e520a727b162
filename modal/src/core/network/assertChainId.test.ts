import { describe, expect, it } from 'vitest'
import { assertChainId } from './assertChainId.ts'
import { InvalidChainIdError } from './errors.ts'

describe('assertChainId (SPEC §5)', () => {
  it.each([1, 137, 31337, 2147483647])('accepts %i', (id) => {
    expect(() => assertChainId(id)).not.toThrow()
  })

  it.each([
    [2147483648, 'chainId must be below 2147483648. Provided: 2147483648'],
    [2 ** 53, 'chainId must be below 2147483648. Provided: 9007199254740992'],
    [0, 'chainId must be above 0. Provided: 0'],
    [-1, 'chainId must be above 0. Provided: -1'],
    [1.5, 'chainId must be an integer. Provided: 1.5'],
    ['1', 'chainId must be an integer. Provided: "1"'],
    [Number.NaN, 'chainId must be an integer. Provided: null'],
  ])('refuses %j with "Invalid chainId"', (id, details) => {
    let error: unknown
    try {
      assertChainId(id)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(InvalidChainIdError)
    expect(error).toMatchObject({ shortMessage: 'Invalid chainId', details })
  })
})
