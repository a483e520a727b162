import { encodeFunctionData, erc20Abi, parseEther, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { describeRpcParams, RPC_DETAIL_MAX } from './describeRpc.ts'

const RECEIVER = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

describe('what devtools shows of a request', () => {
  it('a wallet_sendCalls batch, call by call', () => {
    const params = [
      {
        version: '2.0.0',
        chainId: '0x1',
        calls: [
          { to: RECEIVER, value: toHex(parseEther('0.01')) },
          {
            to: USDC,
            data: encodeFunctionData({
              abi: erc20Abi,
              functionName: 'transfer',
              args: [RECEIVER, 1_000_000n],
            }),
          },
          { to: RECEIVER, value: toHex(parseEther('0.02')), data: '0x12345678' },
        ],
      },
    ]
    expect(describeRpcParams('wallet_sendCalls', params)).toBe(
      '3 calls on chain 1: 1) 0x14dC…9955 value 0.01; 2) 0xA0b8…eB48 transfer; 3) 0x14dC…9955 0x12345678 value 0.02',
    )
  })

  it('a wallet_grantPermissions request: each limit and the end', () => {
    const params = [
      {
        expiry: 1_800_000_000,
        permissions: [
          {
            type: 'erc20-token-transfer',
            data: { address: USDC, ticker: 'USDC' },
            policies: [{ type: 'token-allowance', data: { allowance: toHex(10_000_000n) } }],
          },
        ],
      },
    ]
    expect(describeRpcParams('wallet_grantPermissions', params)).toBe(
      'erc20-token-transfer 0xA0b8…eB48 up to 10000000 (smallest unit) until 2027-01-15T08:00:00.000Z',
    )
  })

  it('a malformed batch or grant as it came, and a long one cut', () => {
    expect(describeRpcParams('wallet_sendCalls', [{ calls: 'none' }])).toBe('[{"calls":"none"}]')
    expect(
      describeRpcParams('wallet_grantPermissions', [
        { permissions: [{ policies: [{ type: 'token-allowance', data: { allowance: 'x' } }] }] },
      ]),
    ).toBe('[{"permissions":[{"policies":[{"type":"token-allowance","data":{"allowance":"x"}}]}]}]')
    const many = [{ chainId: '0x1', calls: Array.from({ length: 40 }, () => ({ to: RECEIVER })) }]
    expect(describeRpcParams('wallet_sendCalls', many)).toHaveLength(RPC_DETAIL_MAX)
  })
})
