import { describe, expect, it } from 'vitest'
import { createFoyer } from '../../createFoyer.ts'
import { CallsProviderError, isUnsupportedMethod, withBatchFallback } from './batchFallback.ts'
import { callsStore } from './callsState.ts'
import { batchOutcome } from './describeBatch.ts'

const FROM = '0x1111111111111111111111111111111111111111'
const TO = '0x2222222222222222222222222222222222222222'

/** A wallet without EIP-5792 whose sends settle as `answers` says, one per call. */
function walletWithout5792(answers: ('ok' | 'reject' | 'revert')[]) {
  const sent: unknown[] = []
  let count = 0
  const provider = {
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      if (method === 'wallet_sendCalls')
        throw Object.assign(new Error('unsupported'), { code: 4200 })
      if (method === 'eth_chainId') return '0x1'
      if (method === 'eth_accounts') return [FROM]
      if (method === 'eth_sendTransaction') {
        const answer = answers[count++]
        if (answer === 'reject') throw Object.assign(new Error('User rejected'), { code: 4001 })
        sent.push((params as unknown[])[0])
        return `0x${String(count).padStart(64, '0')}`
      }
      if (method === 'eth_getTransactionReceipt') {
        const index = Number(BigInt((params as string[])[0]!)) - 1
        return {
          status: answers[index] === 'revert' ? '0x0' : '0x1',
          blockHash: `0x${'ab'.repeat(32)}`,
          blockNumber: '0x5',
          gasUsed: '0x5208',
          transactionHash: (params as string[])[0],
          logs: [],
        }
      }
      throw new Error(`unexpected ${method}`)
    },
  }
  return { provider, sent }
}

const calls = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ to: TO, value: `0x${(i + 1).toString(16)}` }))

function setup(answers: ('ok' | 'reject' | 'revert')[]) {
  const foyer = createFoyer({ projectId: 'test', chains: [1] }, { storage: undefined })
  const wallet = walletWithout5792(answers)
  return { foyer, ...wallet, provider: withBatchFallback(foyer, wallet.provider) }
}

describe('withBatchFallback', () => {
  it('sends the calls one at a time and answers getCallsStatus in EIP-5792 shape', async () => {
    const { foyer, provider, sent } = setup(['ok', 'ok', 'ok'])
    const { id } = (await provider.request({
      method: 'wallet_sendCalls',
      params: [{ version: '2.0.0', chainId: '0x1', calls: calls(3) }],
    })) as { id: string }
    expect(sent).toEqual(calls(3).map((c) => ({ from: FROM, ...c, data: undefined })))
    expect(foyer.router.getState().history.at(-1)).toEqual({ view: 'Calls' })
    const status = (await provider.request({ method: 'wallet_getCallsStatus', params: [id] })) as {
      status: number
      atomic: boolean
      receipts: unknown[]
    }
    expect(status).toMatchObject({
      version: '2.0.0',
      id,
      chainId: '0x1',
      atomic: false,
      status: 200,
    })
    expect(status.receipts).toHaveLength(3)
  })

  it('stops at a refusal: 4001 with the batch id, nothing after it sent, status 600', async () => {
    const { foyer, provider, sent } = setup(['ok', 'reject', 'ok'])
    const error = (await provider
      .request({ method: 'wallet_sendCalls', params: [{ chainId: '0x1', calls: calls(3) }] })
      .catch((e: unknown) => e)) as CallsProviderError
    expect(error).toBeInstanceOf(CallsProviderError)
    expect(error.code).toBe(4001)
    expect(error.message).toBe(
      'You rejected call 2 of 3 in your wallet. Call 1 was sent and confirmed; call 3 was not sent.',
    )
    expect(sent).toHaveLength(1)
    const [batch] = callsStore(foyer).getState().batches
    expect(batch?.calls.map((c) => c.step)).toEqual(['confirmed', 'rejected', 'skipped'])
    const status = (await provider.request({
      method: 'wallet_getCallsStatus',
      params: [(error.data as { id: string }).id],
    })) as { status: number; receipts: unknown[] }
    expect(status.status).toBe(600)
    expect(status.receipts).toHaveLength(1)
  })

  it('a reverted first call: status 500, and the calls after it are not sent', async () => {
    const { foyer, provider, sent } = setup(['revert', 'ok'])
    await expect(
      provider.request({
        method: 'wallet_sendCalls',
        params: [{ chainId: '0x1', calls: calls(2) }],
      }),
    ).rejects.toThrow('The chain reverted call 1 of 2. Call 2 was not sent.')
    expect(sent).toHaveLength(1)
    const batch = callsStore(foyer).getState().batches[0]!
    expect(batchOutcome(batch)).toBe('The chain reverted call 1 of 2. Call 2 was not sent.')
  })

  it('refuses what it cannot do, naming why, before asking the wallet anything', async () => {
    const { provider, sent } = setup(['ok'])
    const send = (params: unknown) =>
      provider.request({ method: 'wallet_sendCalls', params: [params] })
    await expect(
      send({ chainId: '0x1', calls: calls(1), atomicRequired: true }),
    ).rejects.toMatchObject({ code: 5760 })
    await expect(
      send({ chainId: '0x1', calls: calls(1), capabilities: { paymasterService: { url: 'x' } } }),
    ).rejects.toMatchObject({ code: 5700, message: expect.stringContaining('paymasterService') })
    await expect(send({ chainId: '0x89', calls: calls(1) })).rejects.toMatchObject({ code: 5710 })
    await expect(send({ chainId: '0x1', calls: [] })).rejects.toThrow(
      'wallet_sendCalls: 0.calls must hold at least one call',
    )
    await expect(send({ chainId: '0x1', calls: [{ to: 'nope' }] })).rejects.toThrow(
      /0\.calls\.0\.to must be a 0x-prefixed 20-byte address/,
    )
    expect(sent).toEqual([])
  })

  it('leaves a wallet that batches alone, and unknown ids to the wallet', async () => {
    const foyer = createFoyer({ projectId: 'test', chains: [1] }, { storage: undefined })
    const seen: string[] = []
    const provider = withBatchFallback(foyer, {
      async request({ method }: { method: string; params?: unknown }): Promise<unknown> {
        seen.push(method)
        return method === 'wallet_sendCalls' ? { id: 'wallet-own' } : { status: 200 }
      },
    })
    expect(
      await provider.request({
        method: 'wallet_sendCalls',
        params: [{ chainId: '0x1', calls: calls(1) }],
      }),
    ).toEqual({ id: 'wallet-own' })
    await provider.request({ method: 'wallet_getCallsStatus', params: ['wallet-own'] })
    expect(seen).toEqual(['wallet_sendCalls', 'wallet_getCallsStatus'])
    expect(callsStore(foyer).getState().batches).toEqual([])
  })

  it('knows the wallets’ ways of saying a method is unknown', () => {
    expect(isUnsupportedMethod({ code: 4200 })).toBe(true)
    expect(isUnsupportedMethod({ code: -32601 })).toBe(true)
    expect(isUnsupportedMethod({ message: 'Method wallet_sendCalls not supported' })).toBe(true)
    // WalletConnect's sign client, for a method the session does not include.
    expect(
      isUnsupportedMethod(new Error('Missing or invalid. request() method: wallet_sendCalls')),
    ).toBe(true)
    expect(isUnsupportedMethod({ code: 4001, message: 'User rejected' })).toBe(false)
  })
})
