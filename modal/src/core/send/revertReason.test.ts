import { encodeErrorResult } from 'viem'
import { describe, expect, it } from 'vitest'
import { revertReason } from './revertReason.ts'

const errorAbi = [
  { type: 'error', name: 'Error', inputs: [{ name: 'message', type: 'string' }] },
] as const
const reverted = (message: string) =>
  encodeErrorResult({ abi: errorAbi, errorName: 'Error', args: [message] })

describe('revertReason', () => {
  it('finds the Error(string) data anywhere in the cause chain', () => {
    const inner = { data: reverted('ERC20: transfer amount exceeds balance') }
    const error = new Error('outer', { cause: new Error('middle', { cause: inner }) })
    expect(revertReason(error)).toBe('ERC20: transfer amount exceeds balance')
    expect(revertReason({ data: { data: reverted('nested') } })).toBe('nested')
  })

  it('is undefined without data, with other data, or with data it cannot decode', () => {
    expect(revertReason(new Error('execution reverted'))).toBeUndefined()
    expect(revertReason({ data: '0x' })).toBeUndefined()
    expect(revertReason({ data: '0x4e487b710000' })).toBeUndefined()
    expect(revertReason({ data: '0x08c379a0ff' })).toBeUndefined()
    expect(revertReason(undefined)).toBeUndefined()
  })
})
