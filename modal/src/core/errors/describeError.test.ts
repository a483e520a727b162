import { InternalRpcError, RpcRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { SendError } from '../send/errors.ts'
import { describeError } from './describeError.ts'

describe('describeError', () => {
  it('finds a wallet rejection anywhere in the cause chain', () => {
    const inner = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const outer = Object.assign(new Error('Transaction failed', { cause: inner }), {
      shortMessage: 'An internal error was received.',
    })
    expect(describeError(outer)).toBe('You rejected the request in your wallet.')
  })

  it("a send the visitor rejected is their choice, not 'Something went wrong'; other failures keep it", () => {
    const rejected = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const error = new SendError({ cause: rejected })
    // The error keeps SPEC's message for the host; the visitor reads no blame.
    expect(error.shortMessage).toBe('Something went wrong')
    expect(describeError(error)).toBe('You rejected the request in your wallet.')
    expect(describeError(new SendError({ cause: new Error('execution reverted') }))).toBe(
      'Something went wrong: execution reverted',
    )
  })

  it('says the network did not answer when a fetch failed underneath', () => {
    const outer = Object.assign(new Error('x'), {
      name: 'InternalRpcError',
      shortMessage: 'An internal error was received.',
      details: 'fetch failed',
    })
    expect(describeError(outer)).toBe(
      'The network did not answer. Check that the chain’s RPC is running, then retry.',
    )
  })

  it("says the network did not answer when the Foyer server's RPC proxy found the node down", () => {
    const error = {
      code: -32603,
      message: 'The node for chain 1 could not be reached',
      data: { chainId: 1, unreachable: 'down' },
    }
    const cause = new RpcRequestError({
      body: {},
      error,
      url: '/__foyer/api/rpc?chainId=1',
      status: 502,
    })
    expect(describeError(new InternalRpcError(cause))).toBe(
      'The network did not answer. Check that the chain’s RPC is running, then retry.',
    )
    // A node's own JSON-RPC error is not a network failure.
    const refused = new RpcRequestError({
      body: {},
      error: { code: -32603, message: 'nonce too low' },
      url: '/rpc',
    })
    expect(describeError(new InternalRpcError(refused))).not.toMatch(/network did not answer/)
  })

  it('falls back to the short message, then the message', () => {
    expect(describeError(Object.assign(new Error('long'), { shortMessage: 'short' }))).toBe('short')
    expect(describeError(new Error('plain'))).toBe('plain')
    expect(describeError('text')).toBe('text')
  })
})
