import type { PublicClient } from 'viem'
import { describe, expect, it } from 'vitest'
import { describeRequest } from './describeRequest.ts'

const sepolia = { id: 11155111, name: 'Sepolia', nativeCurrency: { symbol: 'ETH', decimals: 18 } }
const names: Record<number, string> = { 1: 'Ethereum', 11155111: 'Sepolia' }
const networkName = (id: number) => (names[id] ? `${names[id]} (chain ${id})` : `chain ${id}`)
const client = {} as PublicClient
const owner = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

/** An EIP-2612 permit of USDC, as a dapp asks eth_signTypedData_v4 for it. */
const permit = (chainId: unknown) =>
  JSON.stringify({
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
        { name: 'verifyingContract', type: 'address' },
      ],
      Permit: [
        { name: 'owner', type: 'address' },
        { name: 'spender', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'nonce', type: 'uint256' },
        { name: 'deadline', type: 'uint256' },
      ],
    },
    primaryType: 'Permit',
    domain: { name: 'USD Coin', version: '2', chainId, verifyingContract: usdc },
    message: { owner, spender: owner, value: '1000000', nonce: 0, deadline: 9999999999 },
  })

const typed = (data: unknown) =>
  describeRequest(
    { method: 'eth_signTypedData_v4', params: [owner, data] },
    sepolia,
    client,
    networkName,
  )

const row = (summary: { rows: { label: string; value: string }[] }, label: string) =>
  summary.rows.find((r) => r.label === label)?.value

describe('describeRequest: typed data', () => {
  it("shows the domain's own network, contract and name, and says when it is not the wallet's", async () => {
    const summary = await typed(permit(1))
    expect(summary.title).toBe('Sign typed data')
    expect(row(summary, 'Type')).toBe('Permit')
    expect(row(summary, 'For')).toBe('USD Coin (version 2)')
    // Not the frame's network: the permit's own.
    expect(row(summary, 'Network')).toBe('Ethereum (chain 1)')
    expect(row(summary, 'Contract')).toBe(usdc)
    expect(summary.warnings).toEqual([
      'This signature is for Ethereum (chain 1), not Sepolia (chain 11155111), the network your wallet is on. It can be used on Ethereum (chain 1): approve only if you mean to act there.',
    ])
  })

  it('reads chainId as a number, a decimal or a hex string; no warning on the wallet network', async () => {
    for (const chainId of [11155111, '11155111', '0xaa36a7']) {
      const summary = await typed(permit(chainId))
      expect(row(summary, 'Network'), String(chainId)).toBe('Sepolia (chain 11155111)')
      expect(summary.warnings).toEqual([])
    }
  })

  it('says so when the data names no network, or one that cannot be read', async () => {
    const none = await typed(permit(undefined))
    expect(row(none, 'Network')).toBe('Not named: valid on any network')
    expect(none.warnings?.[0]).toMatch(/names no network/)
    const odd = await typed(permit('mainnet'))
    expect(odd.warnings?.[0]).toMatch(/cannot be read/)
    const broken = await typed('{not json')
    expect(broken.warnings?.[0]).toMatch(/cannot be read/)
  })
})

describe('describeRequest: a transaction', () => {
  it('rounds the network fee to three significant digits, the exact figure in the title', async () => {
    const gasClient = { getGasPrice: async () => 1_202_620_654n } as unknown as PublicClient
    const summary = await describeRequest(
      {
        method: 'eth_sendTransaction',
        params: [{ from: owner, to: owner, value: '0x38d7ea4c68000', gas: '0x5208' }],
      },
      sepolia,
      gasClient,
      networkName,
    )
    const fee = summary.rows.find((r) => r.label === 'Network fee') as {
      value: string
      title?: string
    }
    expect(fee.value).toBe('≈ 0.0000253 ETH')
    expect(fee.title).toBe('0.000025255033734 ETH')
    expect(row(summary, 'Amount')).toBe('0.001 ETH')
  })
})
