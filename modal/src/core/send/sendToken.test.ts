// @vitest-environment jsdom
import { parseEther, parseGwei } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { englishNotice } from '../../testing/englishNotice.ts'
import { setupWalletTests } from '../../testing/setupWalletTests.ts'
import type { BusEvent } from '../bus/createBus.ts'
import { connectWallet } from '../connection/connectWallet.ts'
import { openModal } from '../modal/openModal.ts'
import { pushRoute } from '../router/pushRoute.ts'
import { activityStore } from './activity.ts'
import { type SendTokenParameters, sendToken } from './sendToken.ts'

const t = setupWalletTests()
const [alice0, , , receiver] = t.accounts
const ALICE = 'dev.foyer.alice'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const ETH = { symbol: 'ETH', quantity: { decimals: 18 } }
const USDC_TOKEN = { address: USDC, symbol: 'USDC', quantity: { decimals: 6 } } as const

const tracking = (events: BusEvent[]) =>
  events.flatMap((e) => (e.channel === 'tracking' ? [e.payload] : []))

async function connected() {
  const wallet = t.wallet()
  const { foyer, events } = t.foyer()
  await connectWallet(foyer, { connectorId: ALICE })
  const notices: (string | undefined)[] = []
  foyer.notice.subscribe((n) => notices.push(englishNotice(n)))
  openModal(foyer)
  pushRoute(foyer, { view: 'Send' })
  return { ...wallet, foyer, events, notices }
}

describe('sendToken (SPEC §4)', { timeout: 30_000 }, () => {
  it('sends the native currency: exactly the amount, legacy, then Account and a clear form', async () => {
    const { foyer, events, notices } = await connected()
    foyer.send.setState({ token: ETH, sendTokenAmount: '0.25', receiverAddress: receiver!.address })
    const before = await t.client(1).getBalance({ address: receiver!.address })
    const params = { token: ETH, amount: '0.25', to: receiver!.address }
    const { hash, chainId } = await sendToken(foyer, params)
    expect(chainId).toBe(1)
    expect(notices).toContain('Transaction started')
    expect(tracking(events).map((p) => p.event)).toEqual(
      expect.arrayContaining(['MODAL_OPEN', 'SEND_INITIATED', 'SEND_SUCCESS']),
    )
    expect(tracking(events).find((p) => p.event === 'SEND_INITIATED')?.properties).toEqual({
      token: 'ETH',
      amount: '0.25',
      network: 1,
      namespace: 'eip155',
    })
    expect(tracking(events).find((p) => p.event === 'SEND_SUCCESS')?.properties).toMatchObject({
      hash,
    })
    expect(foyer.send.getState()).toEqual({ loading: false })
    expect(foyer.router.getState().history).toEqual([{ view: 'Account' }])
    await t.client(1).waitForTransactionReceipt({ hash })
    expect(await t.client(1).getBalance({ address: receiver!.address })).toBe(
      before + parseEther('0.25'),
    )
    expect(await t.client(1).getTransaction({ hash })).toMatchObject({
      type: 'legacy',
      to: receiver!.address.toLowerCase(),
    })
    // Activity: the transfer from this account, pending, then confirmed in its block.
    const receipt = await t.client(1).getTransactionReceipt({ hash })
    await vi.waitFor(() =>
      expect(activityStore(foyer).getState().items).toEqual([
        expect.objectContaining({
          hash,
          from: alice0!.address,
          to: receiver!.address,
          amount: '0.25',
          symbol: 'ETH',
          chainId: 1,
          status: 'confirmed',
          detail: `Block ${receipt.blockNumber}`,
        }),
      ]),
    )
  })

  it('sends an ERC-20 with transfer(): exactly the amount moves', async () => {
    const { foyer } = await connected()
    const [fromBefore, toBefore] = [
      await t.usdcBalance(1, alice0!.address),
      await t.usdcBalance(1, receiver!.address),
    ]
    const { hash } = await sendToken(foyer, {
      token: USDC_TOKEN,
      amount: '1.5',
      to: receiver!.address,
    })
    const receipt = await t.client(1).waitForTransactionReceipt({ hash })
    expect(receipt).toMatchObject({ status: 'success', to: USDC.toLowerCase() })
    expect(await t.usdcBalance(1, alice0!.address)).toBe(fromBefore - 1_500_000n)
    expect(await t.usdcBalance(1, receiver!.address)).toBe(toBefore + 1_500_000n)
  })

  it('a transfer that would revert fails with its reason before the wallet is asked', async () => {
    const { foyer, events, control } = await connected()
    control.mode = 'manual'
    const balance = await t.usdcBalance(1, alice0!.address)
    const nonce = await t.client(1).getTransactionCount({ address: alice0!.address })
    const amount = `${balance / 1_000_000n}.000001`
    const error = await sendToken(foyer, {
      token: USDC_TOKEN,
      amount,
      to: receiver!.address,
    }).catch((e: unknown) => e)
    expect(error).toMatchObject({
      name: 'SendError',
      shortMessage: 'Something went wrong',
      cause: {
        name: 'TransactionRevertedError',
        shortMessage: 'ERC20: transfer amount exceeds balance',
      },
    })
    expect(foyer.send.getState().error).toBe(
      'Something went wrong: ERC20: transfer amount exceeds balance',
    )
    expect(tracking(events).find((p) => p.event === 'SEND_ERROR')?.properties).toMatchObject({
      detail: 'ERC20: transfer amount exceeds balance',
    })
    // Nothing reached the wallet or the chain.
    expect(control.pending()).toEqual([])
    expect(await t.client(1).getTransactionCount({ address: alice0!.address })).toBe(nonce)
    expect(await t.usdcBalance(1, alice0!.address)).toBe(balance)
  })

  it("uses the preview's gas limit and gas price", async () => {
    const { foyer } = await connected()
    const { hash } = await sendToken(foyer, {
      token: ETH,
      amount: '0.001',
      to: receiver!.address,
      gas: 25_000n,
      gasPrice: parseGwei('3'),
    })
    expect(await t.client(1).getTransaction({ hash })).toMatchObject({
      gas: 25_000n,
      gasPrice: parseGwei('3'),
    })
  })

  it("a rejection in the wallet: SEND_ERROR, 'Something went wrong', what was typed is kept", async () => {
    const { foyer, events, control } = await connected()
    control.mode = 'manual'
    foyer.send.setState({ token: ETH, sendTokenAmount: '0.5', receiverAddress: receiver!.address })
    const before = await t.client(1).getBalance({ address: receiver!.address })
    const sending = sendToken(foyer, { token: ETH, amount: '0.5', to: receiver!.address })
    expect((await control.reject(undefined, { timeoutMs: 10_000 })).method).toBe(
      'eth_sendTransaction',
    )
    const error = await sending.catch((e: unknown) => e)
    expect(error).toMatchObject({ name: 'SendError', shortMessage: 'Something went wrong' })
    expect((error as Error).cause).toMatchObject({ cause: { code: 4001 } })
    expect(foyer.send.getState()).toMatchObject({
      sendTokenAmount: '0.5',
      receiverAddress: receiver!.address,
      loading: false,
      error: 'You rejected the request in your wallet.',
    })
    const names = tracking(events).map((p) => p.event)
    expect(names).toContain('SEND_ERROR')
    expect(names).not.toContain('SEND_SUCCESS')
    expect(tracking(events).find((p) => p.event === 'SEND_ERROR')?.properties).toMatchObject({
      message: 'Something went wrong',
      detail: 'You rejected the request in your wallet.',
    })
    expect(foyer.notice.getState()).toEqual({ message: undefined, tone: 'error' })
    // The send policy brought the form back over Account.
    expect(foyer.router.getState().history).toEqual([{ view: 'Account' }, { view: 'Send' }])
    expect(await t.client(1).getBalance({ address: receiver!.address })).toBe(before)
    // Nothing was sent: Activity lists nothing.
    expect(activityStore(foyer).getState().items).toEqual([])
  })
})

describe('sendToken outside EVM (SPEC §4, §5, §8)', { timeout: 30_000 }, () => {
  const cases: [string, Partial<SendTokenParameters>, string, string][] = [
    [
      'a Solana send without an amount',
      { namespace: 'solana', amount: '' },
      'SolanaInvalidInputError',
      'Please enter a valid amount and receiver address',
    ],
    [
      'a Solana send without a receiver',
      { namespace: 'solana', to: '' },
      'SolanaInvalidInputError',
      'Please enter a valid amount and receiver address',
    ],
    [
      'a Solana send with both',
      { namespace: 'solana' },
      'SolanaSendError',
      'Failed to send transaction. Please try again.',
    ],
    ['a send on cosmos', { namespace: 'cosmos' }, 'UnsupportedChainError', 'Unsupported chain'],
  ]
  it.each(cases)('%s fails with its SPEC message', async (_, overrides, name, message) => {
    const { foyer, events } = t.foyer()
    foyer.send.setState({ sendTokenAmount: '2', receiverAddress: 'So1ana' })
    const parameters = { token: { symbol: 'SOL', quantity: { decimals: 9 } }, amount: '2' }
    const error = await sendToken(foyer, { ...parameters, to: 'So1ana', ...overrides }).catch(
      (e: unknown) => e,
    )
    expect(error).toMatchObject({ name, shortMessage: message })
    expect(foyer.send.getState()).toMatchObject({
      loading: false,
      error: message,
      sendTokenAmount: '2',
      receiverAddress: 'So1ana',
    })
    expect(tracking(events).map((p) => p.event)).toEqual(['SEND_INITIATED', 'SEND_ERROR'])
    expect(foyer._internal.engine).toBeUndefined()
  })
})

describe('one send, one outcome', { timeout: 30_000 }, () => {
  it('a listener that throws once the transfer is sent: SEND_SUCCESS only, and the hash', async () => {
    const { foyer, events } = await connected()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    // A host's (or a view's) subscriber with a bug, hit by the success's state updates.
    foyer.notice.subscribe((notice) => {
      if (notice.key === 'notice.transactionStarted') throw new Error('listener bug')
    })
    foyer.send.subscribe((send) => {
      if (!send.loading) throw new Error('listener bug')
    })
    const { hash } = await sendToken(foyer, { token: ETH, amount: '0.01', to: receiver!.address })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(
      tracking(events)
        .map((p) => p.event)
        .filter((e) => e === 'SEND_SUCCESS' || e === 'SEND_ERROR'),
    ).toEqual(['SEND_SUCCESS'])
    expect(foyer.send.getState()).toEqual({ loading: false })
    expect(logged).toHaveBeenCalledTimes(2)
    logged.mockRestore()
    await t.client(1).waitForTransactionReceipt({ hash })
  })
})

describe('sendToken with no wallet connected', { timeout: 30_000 }, () => {
  it('fails as a send, saying no wallet is connected, and keeps the form', async () => {
    const { foyer, events } = t.foyer()
    foyer.send.setState({
      sendTokenAmount: '1',
      receiverAddress: '0x0000000000000000000000000000000000000001',
    })
    const error = await sendToken(foyer, {
      token: { symbol: 'ETH', quantity: { decimals: 18 } },
      amount: '1',
      to: '0x0000000000000000000000000000000000000001',
    }).catch((e: unknown) => e)
    expect(error).toMatchObject({ name: 'SendError', shortMessage: 'Something went wrong' })
    expect(foyer.send.getState()).toMatchObject({
      error: 'Something went wrong: Connector not connected.',
      sendTokenAmount: '1',
    })
    expect(tracking(events).map((p) => p.event)).toEqual(['SEND_INITIATED', 'SEND_ERROR'])
  })
})
