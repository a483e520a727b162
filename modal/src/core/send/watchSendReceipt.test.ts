// @vitest-environment jsdom
import { erc20Abi } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { balanceOf } from '../../testing/balanceOf.ts'
import { englishNotice } from '../../testing/englishNotice.ts'
import { setupWalletTests } from '../../testing/setupWalletTests.ts'
import type { BusEvent } from '../bus/createBus.ts'
import { connectWallet } from '../connection/connectWallet.ts'
import { sendToken } from './sendToken.ts'
import { sendTransaction } from './sendTransaction.ts'
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
  await vi.waitFor(() => expect(balanceOf(foyer).status).toBe('success'))
  return { foyer, events }
}

describe('watchSendReceipt (SPEC §4, §7)', { timeout: 30_000 }, () => {
  it("confirms a started send: 'Transaction confirmed in block N', balances read again", async () => {
    const { foyer, events } = await connected()
    const { hash } = await sendToken(foyer, { token: ETH, amount: '1', to: receiver!.address })
    const { blockNumber } = await t.client(1).waitForTransactionReceipt({ hash })
    await vi.waitFor(() =>
      expect(foyer.notice.getState()).toEqual({
        key: 'notice.confirmedInBlock',
        values: { block: String(blockNumber) },
        tone: 'success',
        hash,
        // What moved where stays under the outcome (no explorer: the chain is a local anvil).
        transfer: {
          amount: '1',
          symbol: 'ETH',
          to: receiver!.address,
          chainId: 1,
          explorerUrl: undefined,
        },
      }),
    )
    expect(tracked(events, 'SEND_CONFIRMED')).toEqual({
      event: 'SEND_CONFIRMED',
      properties: { hash, blockNumber: Number(blockNumber) },
    })
    const onChain = await t.client(1).getBalance({ address: alice0!.address })
    await vi.waitFor(() =>
      expect(balanceOf(foyer)).toMatchObject({ status: 'success', value: onChain }),
    )
  })

  it("a transfer that passed its simulation but reverts when mined: 'Transaction failed: <reason>'", async () => {
    const { control } = t.wallet({ mode: 'manual' })
    const { foyer, events } = t.foyer()
    const connecting = connectWallet(foyer, { connectorId: ALICE })
    await control.approve()
    await connecting
    const balance = await t.usdcBalance(1, alice0!.address)
    const sending = sendToken(foyer, {
      token: USDC_TOKEN,
      amount: '1',
      to: receiver!.address,
      gas: 100_000n,
    })
    // The simulation passed and the wallet asks the visitor; meanwhile the USDC leaves the account.
    await control.waitForRequest('eth_sendTransaction')
    await t.walletClient(1, alice0!.privateKey).writeContract({
      address: USDC,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [receiver!.address, balance],
    })
    await control.approve()
    const { hash } = await sending
    await vi.waitFor(() =>
      expect(foyer.notice.getState()).toMatchObject({
        key: 'notice.transactionFailed',
        tone: 'error',
        hash,
        transfer: expect.objectContaining({ amount: '1', symbol: 'USDC', chainId: 1 }),
      }),
    )
    expect(englishNotice(foyer.notice.getState())).toBe(
      'Transaction failed: ERC20: transfer amount exceeds balance',
    )
    expect(tracked(events, 'SEND_REVERTED')).toEqual({
      event: 'SEND_REVERTED',
      properties: { hash, message: 'ERC20: transfer amount exceeds balance' },
    })
    expect(
      (await t.client(1).waitForTransactionReceipt({ hash, pollingInterval: 50 })).status,
    ).toBe('reverted')
    expect(await t.usdcBalance(1, alice0!.address)).toBe(0n)
  })

  it("a send that reverts without data: 'Transaction failed: unknown reason'", async () => {
    const { foyer } = await connected()
    // ETH sent to the USDC contract, which has no payable fallback.
    const { hash } = await sendToken(foyer, { token: ETH, amount: '0.1', to: USDC, gas: 60_000n })
    await vi.waitFor(() =>
      expect(foyer.notice.getState()).toMatchObject({
        key: 'notice.transactionFailed',
        tone: 'error',
      }),
    )
    expect(englishNotice(foyer.notice.getState())).toBe('Transaction failed: unknown reason')
    expect(
      (await t.client(1).waitForTransactionReceipt({ hash, pollingInterval: 50 })).status,
    ).toBe('reverted')
  })

  it('leaves a notice about another transaction alone', async () => {
    const { foyer, events } = await connected()
    const hash = await sendTransaction(foyer, { to: receiver!.address, value: 1n })
    foyer.notice.setState({ message: 'Another send', tone: 'info', hash: '0xother' }, true)
    const properties = { token: 'ETH', amount: '1', network: 1, namespace: 'eip155' }
    await watchSendReceipt(foyer, { hash, chainId: 1, properties })
    expect(foyer.notice.getState()).toEqual({
      message: 'Another send',
      tone: 'info',
      hash: '0xother',
    })
    expect(tracked(events, 'SEND_CONFIRMED')).toMatchObject({ properties: { hash } })
  })
})
