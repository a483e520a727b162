// @vitest-environment jsdom
import { parseEther } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { setupWalletTests } from '../../testing/setupWalletTests.ts'
import type { BusChannels, BusEvent } from '../bus/createBus.ts'
import { connectWallet } from '../connection/connectWallet.ts'
import { signMessage } from '../connection/signMessage.ts'
import { createFoyer } from '../createFoyer.ts'
import { switchNetwork } from '../network/switchNetwork.ts'
import { sendTransaction } from '../send/sendTransaction.ts'
import { RpcNotAllowedError } from './errors.ts'
import { instrumentRequest } from './instrumentRequest.ts'
import { armWalletRejection } from './walletFault.ts'

const t = setupWalletTests()
const ALICE = 'dev.foyer.alice'

const rpcEvents = (events: BusEvent[]) =>
  events.flatMap((e) => (e.channel === 'rpc' ? [e.payload] : []))
const outcomes = (events: BusEvent[]) =>
  rpcEvents(events).map((e) => `${e.method}:${e.decision}:${e.outcome}`)

function unit() {
  const foyer = createFoyer({ projectId: 'test', chains: [1] }, { storage: undefined })
  const events: BusChannels['rpc'][] = []
  foyer.bus.subscribe((e) => {
    if (e.channel === 'rpc') events.push(e.payload)
  })
  let clock = 0
  const now = () => clock
  const advance = (ms: number) => {
    clock += ms
  }
  return { foyer, events, now, advance }
}

describe('instrumentRequest', () => {
  it("devtools' fault switch: the next request that asks the visitor rejects (4001) without reaching the wallet, once", async () => {
    const { foyer, events } = unit()
    const run = vi.fn(async () => 'ok')
    expect(armWalletRejection(foyer, true)).toBe(true)
    // A safe read is not a wallet request a visitor is asked about: it passes, the switch stays.
    await instrumentRequest(foyer, { method: 'eth_chainId', source: 'modal' }, run)
    expect(armWalletRejection(foyer)).toBe(true)
    await expect(
      instrumentRequest(foyer, { method: 'personal_sign', source: 'modal' }, run),
    ).rejects.toMatchObject({ code: 4001 })
    expect(run).toHaveBeenCalledTimes(1)
    expect(armWalletRejection(foyer)).toBe(false)
    await instrumentRequest(foyer, { method: 'personal_sign', source: 'modal' }, run)
    expect(events.map((e) => `${e.method}:${e.outcome}`)).toEqual([
      'eth_chainId:passed',
      'personal_sign:pending',
      'personal_sign:rejected',
      'personal_sign:pending',
      'personal_sign:approved',
    ])
  })

  it('reports a safe call as passed, with its latency and decision', async () => {
    const { foyer, events, now, advance } = unit()
    const result = await instrumentRequest(
      foyer,
      { method: 'eth_chainId', source: 'modal', now },
      async () => {
        advance(12)
        return '0x1'
      },
    )
    expect(result).toBe('0x1')
    expect(events).toEqual([
      {
        id: 'm1',
        method: 'eth_chainId',
        decision: 'safe',
        list: 'safe',
        outcome: 'passed',
        latencyMs: 12,
        source: 'modal',
        // What devtools shows when the row is opened: the answer, in JSON.
        result: '"0x1"',
      },
    ])
  })

  it('reports an unsafe call pending, then approved once the wallet answered', async () => {
    const { foyer, events, now, advance } = unit()
    await instrumentRequest(
      foyer,
      { method: 'eth_sendTransaction', source: 'modal', now },
      async () => {
        advance(900)
        return '0xhash'
      },
    )
    expect(events.map((e) => [e.id, e.outcome, e.latencyMs])).toEqual([
      ['m1', 'pending', undefined],
      ['m1', 'approved', 900],
    ])
    expect(events[0]).toMatchObject({ decision: 'unsafe', list: 'unsafe' })
  })

  it('tells a refusal by the visitor (4001, even wrapped) from any other failure', async () => {
    const { foyer, events } = unit()
    const refused = new Error('outer', { cause: Object.assign(new Error('no'), { code: 4001 }) })
    const run = (error: Error) =>
      instrumentRequest(foyer, { method: 'personal_sign', source: 'modal' }, () =>
        Promise.reject(error),
      ).catch((e: unknown) => e)
    expect(await run(refused)).toBe(refused)
    expect(await run(new Error('wallet locked'))).toBeInstanceOf(Error)
    expect(events.map((e) => `${e.id}:${e.outcome}`)).toEqual([
      'm1:pending',
      'm1:rejected',
      'm2:pending',
      'm2:error',
    ])
  })

  it("reports the modal's own calls outside the lists without refusing them", async () => {
    const { foyer, events } = unit()
    await instrumentRequest(
      foyer,
      { method: 'wallet_addEthereumChain', source: 'modal' },
      async () => null,
    )
    expect(events.map((e) => [e.decision, e.list, e.outcome])).toEqual([
      ['disallowed', null, 'pending'],
      ['disallowed', null, 'approved'],
    ])
  })

  it('refuses a provider request outside the lists without running it', async () => {
    const { foyer, events } = unit()
    const run = vi.fn(async () => 'signed')
    const error = await instrumentRequest(
      foyer,
      { method: 'eth_sign', source: 'provider' },
      run,
    ).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RpcNotAllowedError)
    expect(run).not.toHaveBeenCalled()
    expect(events).toEqual([
      expect.objectContaining({
        id: 'p1',
        method: 'eth_sign',
        decision: 'disallowed',
        list: null,
        outcome: 'rejected',
        source: 'provider',
      }),
    ])
  })

  it('numbers requests per instance', async () => {
    const a = unit()
    const b = unit()
    await instrumentRequest(a.foyer, { method: 'eth_call', source: 'modal' }, async () => 1)
    await instrumentRequest(a.foyer, { method: 'eth_call', source: 'modal' }, async () => 1)
    await instrumentRequest(b.foyer, { method: 'eth_call', source: 'modal' }, async () => 1)
    expect(a.events.map((e) => e.id)).toEqual(['m1', 'm2'])
    expect(b.events.map((e) => e.id)).toEqual(['m1'])
  })
})

describe("the modal's own wallet calls on the bus", { timeout: 30_000 }, () => {
  it('connect, switch, sign and send each report their request and outcome', async () => {
    t.wallet()
    const { foyer, events } = t.foyer()
    await connectWallet(foyer, { connectorId: ALICE })
    await switchNetwork(foyer, { chainId: 137 })
    await switchNetwork(foyer, { chainId: 1 })
    await signMessage(foyer, { message: 'hello' })
    await sendTransaction(foyer, { to: t.accounts[3]!.address, value: parseEther('0.001') })
    expect(outcomes(events)).toEqual([
      'eth_requestAccounts:unsafe:pending',
      'eth_requestAccounts:unsafe:approved',
      'wallet_switchEthereumChain:unsafe:pending',
      'wallet_switchEthereumChain:unsafe:approved',
      'wallet_switchEthereumChain:unsafe:pending',
      'wallet_switchEthereumChain:unsafe:approved',
      'personal_sign:unsafe:pending',
      'personal_sign:unsafe:approved',
      'eth_chainId:safe:passed',
      'eth_sendTransaction:unsafe:pending',
      'eth_sendTransaction:unsafe:approved',
    ])
    expect(rpcEvents(events).every((e) => e.source === 'modal')).toBe(true)
    const approved = rpcEvents(events).filter((e) => e.outcome === 'approved')
    expect(approved.every((e) => typeof e.latencyMs === 'number' && e.latencyMs >= 0)).toBe(true)
  })

  it('a send the visitor rejects in the wallet ends rejected', async () => {
    const { control } = t.wallet()
    const { foyer, events } = t.foyer()
    await connectWallet(foyer, { connectorId: ALICE })
    control.mode = 'manual'
    const sending = sendTransaction(foyer, { to: t.accounts[3]!.address, value: 1n })
    await vi.waitFor(() => expect(control.pending()).toHaveLength(1))
    await control.reject()
    await expect(sending).rejects.toThrow()
    expect(outcomes(events).slice(-2)).toEqual([
      'eth_sendTransaction:unsafe:pending',
      'eth_sendTransaction:unsafe:rejected',
    ])
  })

  it('the connection changes are reported for the State tab', async () => {
    t.wallet()
    const { foyer, events } = t.foyer()
    await connectWallet(foyer, { connectorId: ALICE })
    await switchNetwork(foyer, { chainId: 137 })
    const changes = events.flatMap((e) =>
      e.channel === 'connection' && e.payload.type === 'change' ? [e.payload] : [],
    )
    expect(changes.at(-1)).toEqual({
      type: 'change',
      status: 'connected',
      connectorId: ALICE,
      address: t.accounts[0]!.address,
      chainId: 137,
      connections: [
        {
          connectorId: ALICE,
          addresses: [t.accounts[0]!.address, t.accounts[1]!.address],
          chainId: 137,
        },
      ],
    })
  })
})
