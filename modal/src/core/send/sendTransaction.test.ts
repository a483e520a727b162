// @vitest-environment jsdom
import { usdcAbi } from '@foyer/testing/contracts'
import { type Address, encodeFunctionData, parseEther, parseGwei } from 'viem'
import { describe, expect, it } from 'vitest'
import { setupWalletTests } from '../../testing/setupWalletTests.ts'
import { readBalances, readToken } from '../account/readBalances.ts'
import { connectWallet } from '../connection/connectWallet.ts'
import { ensureEngine } from '../connection/ensureEngine.ts'
import { requestAccounts } from '../connection/requestAccounts.ts'
import { getChainId } from '../network/getChainId.ts'
import { estimateGas } from './estimateGas.ts'
import { sendTransaction } from './sendTransaction.ts'
import { waitForReceipt } from './waitForReceipt.ts'
import { writeContract } from './writeContract.ts'

const t = setupWalletTests()
const [alice0, alice1, , receiver, stranger] = t.accounts
const ALICE = 'dev.foyer.alice'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const USDC_137 = '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359'
const transfer = (to: Address, amount: bigint) =>
  encodeFunctionData({ abi: usdcAbi, functionName: 'transfer', args: [to, amount] })
const NAMESPACE_ERROR = {
  name: 'InvalidChainNamespaceError',
  shortMessage: 'chainNamespace is not eip155',
}

async function connected() {
  const wallet = t.wallet()
  const { foyer } = t.foyer()
  await connectWallet(foyer, { connectorId: ALICE })
  return { ...wallet, foyer }
}

describe('wallet requests (SPEC §5, §7)', { timeout: 30_000 }, () => {
  it('requests the accounts and reads the chain id of the connection', async () => {
    const { foyer } = await connected()
    expect(await requestAccounts(foyer)).toEqual([alice0!.address, alice1!.address])
    expect(await getChainId(foyer)).toBe(1)
  })

  it('reads token and native balances on any configured chain, for the views', async () => {
    const { foyer } = await connected()
    const engine = await ensureEngine(foyer)
    const owner = alice0!.address
    const usdc = {
      chainId: 137,
      address: USDC_137,
      value: await t.usdcBalance(137, owner),
      decimals: 6,
      symbol: 'USDC',
    }
    expect(await readToken(engine, { chainId: 137, token: USDC_137, owner })).toEqual(usdc)
    expect(await readBalances(engine, foyer.config, { chainId: 137, owner })).toEqual([
      {
        chainId: 137,
        value: await t.client(137).getBalance({ address: owner }),
        decimals: 18,
        symbol: 'POL',
      },
      usdc,
    ])
  })

  it('estimates gas: 21000 for a plain transfer, more for a token transfer', async () => {
    const { foyer } = await connected()
    expect(await estimateGas(foyer, { to: receiver!.address, value: 1n })).toBe(21_000n)
    const token = await estimateGas(foyer, { to: USDC, data: transfer(receiver!.address, 1n) })
    expect(token).toBeGreaterThan(21_000n)
  })

  it('estimates 0n when the gas cannot be estimated (SPEC §5)', async () => {
    const { foyer } = await connected()
    // A token transfer above the balance reverts, and so does ETH sent to the token contract.
    // (anvil estimates a plain transfer above the balance without complaint.)
    expect(await estimateGas(foyer, { to: USDC, value: 1n })).toBe(0n)
    const tooMuch = transfer(receiver!.address, 10n ** 30n)
    expect(await estimateGas(foyer, { to: USDC, data: tooMuch })).toBe(0n)
    expect(
      await estimateGas(foyer, { to: receiver!.address, value: 1n, account: stranger!.address }),
    ).toBe(0n)
  })

  it('estimates 0n without a connection', async () => {
    t.wallet()
    const { foyer } = t.foyer()
    await ensureEngine(foyer)
    expect(await estimateGas(foyer, { to: receiver!.address, value: 1n })).toBe(0n)
  })

  it('refuses a chain namespace other than eip155 for estimating and sending', async () => {
    const { foyer } = await connected()
    const nonce = await t.client(1).getTransactionCount({ address: alice0!.address })
    const request = { to: receiver!.address, value: 1n, chainNamespace: 'solana' }
    await expect(estimateGas(foyer, request)).rejects.toMatchObject(NAMESPACE_ERROR)
    await expect(sendTransaction(foyer, request)).rejects.toMatchObject({
      ...NAMESPACE_ERROR,
      details: 'sendTransaction chainNamespace must be "eip155". Provided: "solana"',
    })
    expect(await t.client(1).getTransactionCount({ address: alice0!.address })).toBe(nonce)
    const hash = await sendTransaction(foyer, { ...request, value: 2n, chainNamespace: 'eip155' })
    expect((await t.client(1).getTransaction({ hash })).value).toBe(2n)
  })

  it('sends a legacy transaction that moves exactly the value', async () => {
    const { foyer } = await connected()
    const before = await t.client(1).getBalance({ address: receiver!.address })
    const asked: unknown[] = []
    foyer.bus.subscribe((event) => {
      if (event.channel === 'rpc' && event.payload.method === 'eth_sendTransaction')
        asked.push(event.payload.params)
    })
    const hash = await sendTransaction(foyer, { to: receiver!.address, value: parseEther('0.25') })
    // Devtools sees the receiver and the value (an exported session's test compares them).
    expect(asked.map((params) => JSON.parse(params as string))).toEqual([
      [{ to: receiver!.address, value: '250000000000000000' }],
      [{ to: receiver!.address, value: '250000000000000000' }],
    ])
    const receipt = await waitForReceipt(foyer, { hash, chainId: 1 })
    expect(receipt.status).toBe('success')
    const tx = await t.client(1).getTransaction({ hash })
    expect(tx).toMatchObject({ type: 'legacy', from: alice0!.address.toLowerCase(), chainId: 1 })
    expect(await t.client(1).getBalance({ address: receiver!.address })).toBe(
      before + parseEther('0.25'),
    )
  })

  it('uses the gas price and gas limit it is given', async () => {
    const { foyer } = await connected()
    const hash = await sendTransaction(foyer, {
      to: receiver!.address,
      value: 1n,
      gas: 30_000n,
      gasPrice: parseGwei('7'),
      account: alice1!.address,
    })
    const tx = await t.client(1).getTransaction({ hash })
    expect(tx).toMatchObject({ type: 'legacy', gas: 30_000n, gasPrice: parseGwei('7') })
    expect(tx.from).toBe(alice1!.address.toLowerCase())
  })

  it('refuses an answer that is not a transaction hash (SPEC §5 hash pattern)', async () => {
    t.wallet({ answer: (args) => (args.method === 'eth_sendTransaction' ? 'sent!' : undefined) })
    const { foyer } = t.foyer()
    await connectWallet(foyer, { connectorId: ALICE })
    await expect(
      sendTransaction(foyer, { to: receiver!.address, value: 1n }),
    ).rejects.toMatchObject({
      name: 'InvalidTransactionHashError',
      details: 'hash must be 0x followed by 64 hex digits. Provided: "sent!"',
    })
  })

  it("refuses to send from an account outside the connection: 'Account not found for connector'", async () => {
    const { foyer } = await connected()
    await expect(
      sendTransaction(foyer, { to: receiver!.address, value: 1n, account: stranger!.address }),
    ).rejects.toMatchObject({ shortMessage: 'Account not found for connector' })
  })

  it('refuses to send for a chain the wallet is not on (SPEC §5)', async () => {
    const { foyer, control } = await connected()
    await expect(
      sendTransaction(foyer, { to: receiver!.address, value: 1n, chainId: 137 }),
    ).rejects.toMatchObject({
      name: 'ConnectorChainMismatchError',
      shortMessage: "The current chain of the connector does not match the connection's chain",
    })
    expect(control.chainId).toBe(1)
  })

  it('simulates then writes a contract call: a USDC transfer moves the balances', async () => {
    const { foyer } = await connected()
    const [from, to] = [alice0!.address, receiver!.address]
    const [fromBefore, toBefore] = [await t.usdcBalance(1, from), await t.usdcBalance(1, to)]
    const hash = await writeContract(foyer, {
      address: USDC,
      abi: usdcAbi,
      functionName: 'transfer',
      args: [to, 12_345_678n],
    })
    expect((await waitForReceipt(foyer, { hash, chainId: 1 })).status).toBe('success')
    expect(await t.usdcBalance(1, from)).toBe(fromBefore - 12_345_678n)
    expect(await t.usdcBalance(1, to)).toBe(toBefore + 12_345_678n)
  })

  it('a simulation that reverts surfaces the reason and asks the wallet nothing', async () => {
    const { foyer, control } = await connected()
    control.mode = 'manual'
    const nonce = await t.client(1).getTransactionCount({ address: alice0!.address })
    const error = await writeContract(foyer, {
      address: USDC,
      abi: usdcAbi,
      functionName: 'transfer',
      args: [receiver!.address, 10n ** 30n],
    }).catch((e: unknown) => e)
    expect(error).toMatchObject({
      name: 'ContractFunctionExecutionError',
      shortMessage: expect.stringContaining('ERC20: transfer amount exceeds balance'),
    })
    expect(control.pending()).toEqual([])
    expect(await t.client(1).getTransactionCount({ address: alice0!.address })).toBe(nonce)
  })
})
