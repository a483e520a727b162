// @vitest-environment jsdom
import { usdcAbi } from '@foyer/testing/contracts'
import { encodeFunctionData, type Hash } from 'viem'
import { describe, expect, it } from 'vitest'
import { setupWalletTests } from '../../testing/setupWalletTests.ts'
import { connectWallet } from '../connection/connectWallet.ts'
import { sendTransaction } from './sendTransaction.ts'
import { waitForReceipt } from './waitForReceipt.ts'

const t = setupWalletTests()
const [alice0, , , receiver] = t.accounts
const ALICE = 'dev.foyer.alice'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

async function connected() {
  t.wallet()
  const { foyer } = t.foyer()
  await connectWallet(foyer, { connectorId: ALICE })
  return foyer
}

/** eth_call straight to anvil, to see what a revert carries without any library in between. */
async function rawCall(call: object) {
  const response = await fetch(t.rpcUrls()[1]!, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_call', params: [call, 'latest'] }),
  })
  return (await response.json()) as { result?: string; error?: { message: string; data?: string } }
}

describe('waitForReceipt (SPEC §7, §8)', { timeout: 30_000 }, () => {
  it('returns the receipt of a mined transaction', async () => {
    const foyer = await connected()
    const hash = await sendTransaction(foyer, { to: receiver!.address, value: 1n })
    const receipt = await waitForReceipt(foyer, { hash, chainId: 1 })
    const onChain = await t.client(1).getTransactionReceipt({ hash })
    expect(receipt).toMatchObject({
      status: 'success',
      transactionHash: hash,
      blockNumber: onChain.blockNumber,
    })
  })

  it('a mined revert surfaces its reason, found by re-running the call', async () => {
    const foyer = await connected()
    const balance = await t.usdcBalance(1, alice0!.address)
    // An explicit gas limit skips estimation, so the failing transfer is mined and reverts.
    const hash = await sendTransaction(foyer, {
      to: USDC,
      data: encodeFunctionData({
        abi: usdcAbi,
        functionName: 'transfer',
        args: [receiver!.address, balance + 1n],
      }),
      gas: 100_000n,
    })
    expect(
      (await t.client(1).waitForTransactionReceipt({ hash, pollingInterval: 50 })).status,
    ).toBe('reverted')
    const error = await waitForReceipt(foyer, { hash, chainId: 1 }).catch((e: unknown) => e)
    expect(error).toMatchObject({
      name: 'TransactionRevertedError',
      shortMessage: 'ERC20: transfer amount exceeds balance',
      reason: 'ERC20: transfer amount exceeds balance',
      details: `Transaction ${hash} reverted.`,
    })
    expect(await t.usdcBalance(1, alice0!.address)).toBe(balance)
  })

  it("a revert without data: 'unknown reason'", async () => {
    const foyer = await connected()
    // The USDC fixture has no payable fallback: sending it ETH reverts with empty data.
    expect(await rawCall({ from: alice0!.address, to: USDC, value: '0x1' })).toMatchObject({
      error: { message: 'execution reverted', data: '0x' },
    })
    const hash: Hash = await sendTransaction(foyer, { to: USDC, value: 1n, gas: 60_000n })
    expect(
      (await t.client(1).waitForTransactionReceipt({ hash, pollingInterval: 50 })).status,
    ).toBe('reverted')
    const error = await waitForReceipt(foyer, { hash, chainId: 1 }).catch((e: unknown) => e)
    expect(error).toMatchObject({
      name: 'TransactionRevertedError',
      shortMessage: 'unknown reason',
      reason: undefined,
    })
  })

  it('gives up after the timeout when the transaction never appears', async () => {
    const foyer = await connected()
    const missing = `0x${'ab'.repeat(32)}` as Hash
    await expect(
      waitForReceipt(foyer, { hash: missing, chainId: 1, timeout: 600 }),
    ).rejects.toMatchObject({ name: 'WaitForTransactionReceiptTimeoutError' })
  })
})
