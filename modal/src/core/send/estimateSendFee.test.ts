import { describe, expect, it } from 'vitest'
import { setupWalletTests } from '../../testing/setupWalletTests.ts'
import { connectWallet } from '../connection/connectWallet.ts'
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
    ).toEqual({ gas: 21_000n, gasPrice, fee: 21_000n * gasPrice })
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

  it('without a connection it says so', async () => {
    t.wallet()
    const { foyer } = t.foyer()
    await expect(
      estimateSendFee(foyer, { token: ETH, amount: '1', to: receiver!.address }),
    ).rejects.toMatchObject({ shortMessage: 'Connector not connected.' })
  })
})
