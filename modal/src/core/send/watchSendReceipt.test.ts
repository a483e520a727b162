import { describe, expect, it, vi } from 'vitest'
import { setupWalletTests } from '../../testing/setupWalletTests.ts'
import type { BusEvent } from '../bus/createBus.ts'
import { connectWallet, sendTransaction } from '../wallet/actions.ts'
import { sendToken } from './sendToken.ts'
import { watchSendReceipt } from './watchSendReceipt.ts'

const t = setupWalletTests()
const [alice0, , , receiver] = t.accounts
const ALICE = 'dev.foyer.alice'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const ETH = { symbol: 'ETH', quantity: { decimals: 18 } }
const USDC_TOKEN = { address: USDC, symbol: 'USDC', quantity: { decimals: 6 } } as const

const tracked = (events: BusEvent[], name: string) =>
  events.find((e) => e.channel === 'tracking' && e.payload.event === name)?.payload

async function connected() {
  t.wallet()
  const { foyer, events } = t.foyer()
  await connectWallet(foyer, { connectorId: ALICE })
  await vi.waitFor(() => expect(foyer.balance.getState().status).toBe('success'))
  return { foyer, events }
}

describe('watchSendReceipt (SPEC §4, §7)', { timeout: 30_000 }, () => {
  it("confirms a started send: 'Transaction confirmed in block N', balances read again", async () => {
    const { foyer, events } = await connected()
    const { hash } = await sendToken(foyer, { token: ETH, amount: '1', to: receiver!.address })
    const { blockNumber } = await t.client(1).waitForTransactionReceipt({ hash })
    await vi.waitFor(() =>
      expect(foyer.notice.getState()).toEqual({
        message: `Transaction confirmed in block ${blockNumber}`,
        tone: 'success',
        hash,
      }),
    )
    expect(tracked(events, 'SEND_CONFIRMED')).toEqual({
      event: 'SEND_CONFIRMED',
      properties: { hash, blockNumber: Number(blockNumber) },
    })
    const onChain = await t.client(1).getBalance({ address: alice0!.address })
    await vi.waitFor(() =>
      expect(foyer.balance.getState()).toMatchObject({ status: 'success', value: onChain }),
    )
  })

  it("a send that reverts: 'Transaction failed: <reason>'", async () => {
    const { foyer, events } = await connected()
    const balance = await t.usdcBalance(1, alice0!.address)
    // One unit more than the balance; the preview's gas limit lets the wallet send it anyway.
    const amount = `${balance / 1_000_000n}.000001`
    const { hash } = await sendToken(foyer, {
      token: USDC_TOKEN,
      amount,
      to: receiver!.address,
      gas: 100_000n,
    })
    await vi.waitFor(() =>
      expect(foyer.notice.getState()).toEqual({
        message: 'Transaction failed: ERC20: transfer amount exceeds balance',
        tone: 'error',
        hash,
      }),
    )
    expect(tracked(events, 'SEND_REVERTED')).toEqual({
      event: 'SEND_REVERTED',
      properties: { hash, message: 'ERC20: transfer amount exceeds balance' },
    })
    expect(await t.usdcBalance(1, alice0!.address)).toBe(balance)
  })

  it("a send that reverts without data: 'Transaction failed: unknown reason'", async () => {
    const { foyer } = await connected()
    // ETH sent to the USDC contract, which has no payable fallback.
    const { hash } = await sendToken(foyer, { token: ETH, amount: '0.1', to: USDC, gas: 60_000n })
    await vi.waitFor(() =>
      expect(foyer.notice.getState()).toMatchObject({
        message: 'Transaction failed: unknown reason',
        tone: 'error',
      }),
    )
    expect((await t.client(1).getTransactionReceipt({ hash })).status).toBe('reverted')
  })

  it('leaves a notice about another transaction alone', async () => {
    const { foyer, events } = await connected()
    const hash = await sendTransaction(foyer, { to: receiver!.address, value: 1n })
    foyer.notice.setState({ message: 'Another send', tone: 'info', hash: '0xother' }, true)
    await watchSendReceipt(foyer, { hash, chainId: 1 })
    expect(foyer.notice.getState()).toEqual({
      message: 'Another send',
      tone: 'info',
      hash: '0xother',
    })
    expect(tracked(events, 'SEND_CONFIRMED')).toMatchObject({ properties: { hash } })
  })
})
