import { describe, expect, it, vi } from 'vitest'
import type { BusChannels } from '../bus/createBus.ts'
import { createFoyer } from '../createFoyer.ts'
import { RequestAbortedError, RequestRejectedError, RpcNotAllowedError } from '../rpc/errors.ts'
import { type CreateRpcGateParameters, createRpcGate } from './createRpcGate.ts'

function setup(send: CreateRpcGateParameters['send'] = async () => 'ok') {
  const store = new Map<string, string>()
  const storage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  } as Storage
  const foyer = createFoyer({ projectId: 'test', chains: [1] }, { storage })
  const events: BusChannels['rpc'][] = []
  foyer.bus.subscribe((e) => {
    if (e.channel === 'rpc') events.push(e.payload)
  })
  let clock = 0
  const tick = (ms: number) => {
    clock += ms
  }
  const sendSpy = vi.fn(send)
  const gate = createRpcGate(foyer, { send: sendSpy, now: () => clock })
  const outcomes = () => events.map((e) => `${e.method}:${e.outcome}`)
  return { foyer, gate, events, outcomes, send: sendSpy, tick }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('createRpcGate (SPEC §6)', () => {
  it('lets a safe method straight through and reports its latency', async () => {
    const { gate, events, send, tick } = setup(async () => {
      tick(25)
      return '0x10'
    })
    await expect(gate.request({ method: 'eth_getBalance', params: ['0x1'] })).resolves.toBe('0x10')
    expect(send).toHaveBeenCalledWith({ method: 'eth_getBalance', params: ['0x1'] })
    expect(events).toEqual([
      {
        id: '1',
        method: 'eth_getBalance',
        decision: 'safe',
        list: 'safe',
        outcome: 'passed',
        latencyMs: 25,
      },
    ])
  })

  it('reports a failing safe call as an error and rethrows it', async () => {
    const failure = new Error('node down')
    const { gate, outcomes } = setup(() => Promise.reject(failure))
    await expect(gate.request({ method: 'eth_call' })).rejects.toBe(failure)
    expect(outcomes()).toEqual(['eth_call:error'])
  })

  it('refuses a method on neither list without calling the wallet', async () => {
    const { gate, events, send } = setup()
    const error = await gate.request({ method: 'eth_sign' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RpcNotAllowedError)
    expect(error).toMatchObject({
      shortMessage: 'Requested RPC call is not allowed',
      uiMessage: 'Action not allowed',
    })
    expect(send).not.toHaveBeenCalled()
    expect(events).toEqual([
      {
        id: '1',
        method: 'eth_sign',
        decision: 'disallowed',
        list: null,
        outcome: 'rejected',
        latencyMs: 0,
      },
    ])
  })

  it('keeps an unsafe request pending until it is approved', async () => {
    const { gate, events, send, tick } = setup(async () => '0xsig')
    const result = gate.request({ method: 'personal_sign', params: ['0xdead', '0x1'] })
    await flush()
    expect(send).not.toHaveBeenCalled()
    const [pending] = gate.state.getState().pending
    expect(pending).toMatchObject({ id: '1', method: 'personal_sign', params: ['0xdead', '0x1'] })
    tick(3_000)
    expect(gate.approve('1')).toBe(true)
    await expect(result).resolves.toBe('0xsig')
    expect(send).toHaveBeenCalledOnce()
    expect(gate.state.getState().pending).toEqual([])
    expect(events).toEqual([
      { id: '1', method: 'personal_sign', decision: 'unsafe', list: 'unsafe', outcome: 'pending' },
      {
        id: '1',
        method: 'personal_sign',
        decision: 'unsafe',
        list: 'unsafe',
        outcome: 'approved',
        latencyMs: 3_000,
      },
    ])
  })

  it('rejects an unsafe request the visitor refuses, without calling the wallet', async () => {
    const { gate, outcomes, send } = setup()
    const result = gate.request({ method: 'eth_sendTransaction' })
    expect(gate.reject('1')).toBe(true)
    const error = await result.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RequestRejectedError)
    expect(error).toMatchObject({ code: 4001 })
    expect(send).not.toHaveBeenCalled()
    expect(outcomes()).toEqual(['eth_sendTransaction:pending', 'eth_sendTransaction:rejected'])
  })

  it('reports a wallet failure after approval as an error', async () => {
    const { gate, outcomes } = setup(() => Promise.reject(new Error('wallet locked')))
    const result = gate.request({ method: 'wallet_sendCalls' })
    gate.approve('1')
    await expect(result).rejects.toThrow('wallet locked')
    expect(outcomes()).toEqual([
      'wallet_sendCalls:pending',
      'wallet_sendCalls:approved',
      'wallet_sendCalls:error',
    ])
  })

  it('aborts a pending unsafe request when its signal aborts', async () => {
    const { gate, outcomes, send } = setup()
    const controller = new AbortController()
    const result = gate.request({ method: 'eth_signTypedData_v4' }, { signal: controller.signal })
    controller.abort()
    const error = await result.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RequestAbortedError)
    expect((error as RequestAbortedError).shortMessage).toBe('Request was aborted')
    expect(gate.state.getState().pending).toEqual([])
    expect(gate.approve('1')).toBe(false)
    expect(send).not.toHaveBeenCalled()
    expect(outcomes()).toEqual(['eth_signTypedData_v4:pending', 'eth_signTypedData_v4:aborted'])
  })

  it('refuses at once a request whose signal already aborted', async () => {
    const { gate, outcomes, send } = setup()
    const signal = AbortSignal.abort()
    await expect(gate.request({ method: 'eth_call' }, { signal })).rejects.toBeInstanceOf(
      RequestAbortedError,
    )
    expect(send).not.toHaveBeenCalled()
    expect(outcomes()).toEqual(['eth_call:aborted'])
  })

  it('abortPending aborts every pending request and nothing else', async () => {
    const { gate, outcomes } = setup()
    const a = gate.request({ method: 'personal_sign' }).catch((e: unknown) => e)
    const b = gate.request({ method: 'solana_signMessage' }).catch((e: unknown) => e)
    const safe = gate.request({ method: 'eth_blockNumber' })
    expect(gate.state.getState().pending.map((p) => p.method)).toEqual([
      'personal_sign',
      'solana_signMessage',
    ])
    gate.abortPending()
    expect(await a).toBeInstanceOf(RequestAbortedError)
    expect(await b).toBeInstanceOf(RequestAbortedError)
    await expect(safe).resolves.toBe('ok')
    expect(gate.state.getState().pending).toEqual([])
    expect(outcomes()).toEqual([
      'personal_sign:pending',
      'solana_signMessage:pending',
      'personal_sign:aborted',
      'solana_signMessage:aborted',
      'eth_blockNumber:passed',
    ])
  })

  it('an abort after approval changes nothing', async () => {
    const { gate, outcomes } = setup()
    const controller = new AbortController()
    const result = gate.request({ method: 'personal_sign' }, { signal: controller.signal })
    gate.approve('1')
    controller.abort()
    await expect(result).resolves.toBe('ok')
    expect(outcomes()).toEqual(['personal_sign:pending', 'personal_sign:approved'])
  })

  it('answers eth_chainId from storage, without calling the wallet (SPEC §7)', async () => {
    const { foyer, gate, events, send } = setup()
    foyer.persisted.set('lastUsedChain', 137)
    await expect(gate.request({ method: 'eth_chainId' })).resolves.toBe('0x89')
    foyer.persisted.set('lastUsedChain', 'eip155:10')
    await expect(gate.request({ method: 'eth_chainId' })).resolves.toBe('0xa')
    expect(send).not.toHaveBeenCalled()
    expect(events[0]).toMatchObject({ outcome: 'passed', answeredFrom: 'storage' })
  })

  it('asks the wallet for eth_chainId when storage has no EVM chain', async () => {
    const { foyer, gate, send } = setup(async () => '0x1')
    await expect(gate.request({ method: 'eth_chainId' })).resolves.toBe('0x1')
    foyer.persisted.set('lastUsedChain', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    await expect(gate.request({ method: 'eth_chainId' })).resolves.toBe('0x1')
    expect(send).toHaveBeenCalledTimes(2)
  })

  it('gives each request its own id and ignores unknown ids', async () => {
    const { gate, events } = setup()
    await gate.request({ method: 'eth_call' })
    await gate.request({ method: 'eth_call' })
    expect(events.map((e) => e.id)).toEqual(['1', '2'])
    expect(gate.approve('99')).toBe(false)
    expect(gate.reject('99')).toBe(false)
  })

  it('two gates never share pending requests', () => {
    const one = setup()
    const two = setup()
    void one.gate.request({ method: 'personal_sign' }).catch(() => {})
    expect(two.gate.state.getState().pending).toEqual([])
    one.gate.abortPending()
  })
})
