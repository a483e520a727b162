// @vitest-environment jsdom
import { zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { setupWalletTests } from '../../testing/setupWalletTests.ts'
import { connectWallet } from '../connection/connectWallet.ts'
import { describeError } from '../errors/describeError.ts'
import { formatAmount } from '../formatAmount.ts'
import { estimateSendFee } from './estimateSendFee.ts'

const t = setupWalletTests()
const [alice0, , , receiver] = t.accounts
const ALICE = 'dev.foyer.alice'
const ETH = { symbol: 'ETH', quantity: { decimals: 18 } }
const USDC = {
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  symbol: 'USDC',
  quantity: { decimals: 6 },
} as const

async function connected() {
  const wallet = t.wallet()
  const { foyer } = t.foyer()
  await connectWallet(foyer, { connectorId: ALICE })
  return { ...wallet, foyer }
}

describe('estimateSendFee: the Send preview (SPEC §5, §7)', { timeout: 30_000 }, () => {
  it("a native transfer costs 21000 gas at the chain's gas price", async () => {
    const { foyer } = await connected()
    const gasPrice = await t.client(1).getGasPrice()
    expect(
      await estimateSendFee(foyer, { token: ETH, amount: '0.5', to: receiver!.address }),
    ).toEqual({ gas: 21_000n, gasPrice, fee: 21_000n * gasPrice, warnings: [] })
  })

  it('an ERC-20 transfer is estimated as the transfer call sendToken sends', async () => {
    const { foyer } = await connected()
    const { gas, fee } = await estimateSendFee(foyer, {
      token: USDC,
      amount: '1',
      to: receiver!.address,
    })
    expect(gas).toBeGreaterThan(21_000n)
    expect(fee).toBe(gas! * (await t.client(1).getGasPrice()))
  })

  it('a transfer that would revert fails here with its reason, before anything is signed', async () => {
    const { foyer, control } = await connected()
    control.mode = 'manual'
    const balance = await t.usdcBalance(1, alice0!.address)
    await expect(
      estimateSendFee(foyer, {
        token: USDC,
        amount: `${balance / 1_000_000n + 1n}`,
        to: receiver!.address,
      }),
    ).rejects.toMatchObject({
      name: 'SendError',
      cause: { shortMessage: 'ERC20: transfer amount exceeds balance' },
    })
    expect(control.pending()).toEqual([])
  })

  it('the whole balance cannot also pay the fee: refused before the wallet is asked', async () => {
    const { foyer, control } = await connected()
    control.mode = 'manual'
    const balance = await t.client(1).getBalance({ address: alice0!.address })
    const whole = formatAmount(balance, 18)
    await expect(
      estimateSendFee(foyer, { token: ETH, amount: whole, to: receiver!.address }),
    ).rejects.toMatchObject({
      name: 'InsufficientFundsError',
      shortMessage: expect.stringMatching(
        /^Not enough ETH for the amount and the network fee: this needs [\d,.]+ ETH, the account has [\d,.]+ ETH\.$/,
      ),
    })
    expect(control.pending()).toEqual([])
  })

  it('warns about the zero address, the token contract and your own address', async () => {
    const { foyer } = await connected()
    const warningsFor = async (token: typeof ETH | typeof USDC, to: string) =>
      (await estimateSendFee(foyer, { token, amount: '0.1', to })).warnings
    expect(await warningsFor(ETH, zeroAddress)).toEqual([
      'This is the zero address: what is sent there is lost.',
    ])
    expect(await warningsFor(USDC, USDC.address.toLowerCase())).toEqual([
      'This is the USDC contract itself: tokens sent there are usually lost.',
    ])
    expect(await warningsFor(ETH, alice0!.address)).toEqual(['This is your own address.'])
  })

  it('a chain that does not answer is said so', async () => {
    const urls = t.rpcUrls()
    t.wallet()
    // Port 9 (discard) has no listener: the app's RPC for chain 1 is down.
    const { foyer } = t.foyer({ rpc: { 1: 'http://127.0.0.1:9', 137: urls[137]! } })
    await connectWallet(foyer, { connectorId: ALICE })
    const error = await estimateSendFee(foyer, {
      token: ETH,
      amount: '0.1',
      to: receiver!.address,
    }).catch((e: unknown) => e)
    expect(describeError(error)).toBe(
      'Something went wrong: The network did not answer. Check that the chain’s RPC is running, then retry.',
    )
  }, 30_000)

  it('without a connection it says so', async () => {
    t.wallet()
    const { foyer } = t.foyer()
    await expect(
      estimateSendFee(foyer, { token: ETH, amount: '1', to: receiver!.address }),
    ).rejects.toMatchObject({ shortMessage: 'Connector not connected.' })
  })
})
