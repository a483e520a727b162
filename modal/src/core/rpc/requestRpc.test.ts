// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { setupWalletTests } from '../../testing/setupWalletTests.ts'
import type { BusEvent } from '../bus/createBus.ts'
import { connectWallet } from '../connection/connectWallet.ts'
import { getCapabilities } from '../connection/getCapabilities.ts'
import { switchNetwork } from '../network/switchNetwork.ts'
import { RpcNotAllowedError } from './errors.ts'
import { requestRpc } from './requestRpc.ts'

const t = setupWalletTests()
const ALICE = 'dev.foyer.alice'

const rpc = (events: BusEvent[]) =>
  events.flatMap((e) =>
    e.channel === 'rpc' && e.payload.source === 'provider'
      ? [`${e.payload.method}:${e.payload.decision}:${e.payload.outcome}`]
      : [],
  )

describe("requestRpc: the modal's provider (SPEC §6)", { timeout: 30_000 }, () => {
  it('refuses a method on neither list without loading the wallet code', async () => {
    const loadEngine = vi.fn(() => import('../connection/createEngine.ts'))
    const { foyer, events } = t.foyer({}, { loadEngine })
    const error = await requestRpc(foyer, { method: 'eth_sign', params: [] }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(RpcNotAllowedError)
    expect(error).toMatchObject({ shortMessage: 'Requested RPC call is not allowed' })
    expect(loadEngine).not.toHaveBeenCalled()
    expect(events.filter((e) => e.channel === 'rpc').map((e) => e.payload)).toEqual([
      {
        id: 'p1',
        method: 'eth_sign',
        params: '[]',
        decision: 'disallowed',
        list: null,
        outcome: 'rejected',
        latencyMs: expect.any(Number),
        source: 'provider',
      },
    ])
  })

  it("sends a safe method to the current chain's RPC", async () => {
    t.wallet()
    const { foyer, events } = t.foyer()
    await connectWallet(foyer, { connectorId: ALICE })
    await t.testClient(137).mine({ blocks: 3 })
    const block137 = await t.client(137).getBlockNumber()
    expect(await requestRpc(foyer, { method: 'eth_chainId' })).toBe('0x1')
    await switchNetwork(foyer, { chainId: 137 })
    expect(await requestRpc(foyer, { method: 'eth_chainId' })).toBe('0x89')
    expect(BigInt((await requestRpc(foyer, { method: 'eth_blockNumber' })) as string)).toBe(
      block137,
    )
    expect(rpc(events)).toEqual([
      'eth_chainId:safe:passed',
      'eth_chainId:safe:passed',
      'eth_blockNumber:safe:passed',
    ])
  })

  it('asks the wallet for its accounts, not the node', async () => {
    t.wallet()
    const { foyer } = t.foyer()
    await connectWallet(foyer, { connectorId: ALICE })
    expect(await requestRpc(foyer, { method: 'eth_accounts' })).toEqual([
      t.accounts[0]!.address,
      t.accounts[1]!.address,
    ])
  })

  it('sends an unsafe method to the current wallet, which asks the visitor', async () => {
    const { control } = t.wallet()
    const { foyer, events } = t.foyer()
    await connectWallet(foyer, { connectorId: ALICE })
    control.mode = 'manual'
    const address = t.accounts[0]!.address
    const signing = requestRpc(foyer, {
      method: 'personal_sign',
      params: ['0x68656c6c6f', address],
    })
    await vi.waitFor(() => expect(control.pending()).toHaveLength(1))
    expect(rpc(events)).toEqual(['personal_sign:unsafe:pending'])
    await control.approve()
    expect(await signing).toMatch(/^0x[0-9a-f]{130}$/)
    const refused = requestRpc(foyer, { method: 'personal_sign', params: ['0x00', address] })
    await vi.waitFor(() => expect(control.pending()).toHaveLength(1))
    await control.reject()
    await expect(refused).rejects.toMatchObject({ code: 4001 })
    expect(rpc(events)).toEqual([
      'personal_sign:unsafe:pending',
      'personal_sign:unsafe:approved',
      'personal_sign:unsafe:pending',
      'personal_sign:unsafe:rejected',
    ])
  })

  it("a pending unsafe request can be aborted: 'Request was aborted' (SPEC §6)", async () => {
    const { control } = t.wallet()
    const { foyer, events } = t.foyer()
    await connectWallet(foyer, { connectorId: ALICE })
    control.mode = 'manual'
    const controller = new AbortController()
    const signing = requestRpc(
      foyer,
      { method: 'personal_sign', params: ['0x68656c6c6f', t.accounts[0]!.address] },
      { signal: controller.signal },
    )
    await vi.waitFor(() => expect(control.pending()).toHaveLength(1))
    controller.abort()
    await expect(signing).rejects.toMatchObject({
      name: 'RequestAbortedError',
      shortMessage: 'Request was aborted',
    })
    expect(rpc(events)).toEqual(['personal_sign:unsafe:pending', 'personal_sign:unsafe:aborted'])
    // An aborted signal refuses at once, without asking the wallet again.
    await expect(
      requestRpc(
        foyer,
        { method: 'personal_sign', params: ['0x00'] },
        { signal: controller.signal },
      ),
    ).rejects.toMatchObject({ shortMessage: 'Request was aborted' })
    expect(control.pending()).toHaveLength(1)
    expect(rpc(events).at(-1)).toBe('personal_sign:unsafe:aborted')
  })

  it('capabilities of a wallet without EIP-5792 are {} (SPEC §8)', async () => {
    t.wallet()
    const { foyer, events } = t.foyer()
    expect(await getCapabilities(foyer)).toEqual({})
    await connectWallet(foyer, { connectorId: ALICE })
    expect(await getCapabilities(foyer)).toEqual({})
    expect(rpc(events)).toEqual([
      'wallet_getCapabilities:safe:error',
      'wallet_getCapabilities:safe:error',
    ])
  })

  it('an unsafe method without a connection fails: Connector not connected.', async () => {
    t.wallet()
    const { foyer, events } = t.foyer()
    await expect(
      requestRpc(foyer, { method: 'eth_sendTransaction', params: [{}] }),
    ).rejects.toMatchObject({ shortMessage: 'Connector not connected.' })
    expect(rpc(events)).toEqual([
      'eth_sendTransaction:unsafe:pending',
      'eth_sendTransaction:unsafe:error',
    ])
  })
})
