import { type Hex, parseGwei, parseTransaction, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { executeRequest, proxyClient } from './executeRequest.ts'

/** A node behind the proxy: answers what preparing a transaction asks, keeps what is sent. */
function node() {
  const sent: Hex[] = []
  const client = proxyClient(async (method, params) => {
    switch (method) {
      case 'eth_chainId':
        return '0x1'
      case 'eth_gasPrice':
        return toHex(parseGwei('3'))
      case 'eth_maxPriorityFeePerGas':
        return toHex(parseGwei('1'))
      case 'eth_getBlockByNumber':
        return { baseFeePerGas: toHex(parseGwei('2')), number: '0x10', transactions: [] }
      case 'eth_getTransactionCount':
        return '0x0'
      case 'eth_estimateGas':
        return '0x5208'
      case 'eth_sendRawTransaction':
        sent.push((params as [Hex])[0])
        return `0x${'ab'.repeat(32)}`
      default:
        throw new Error(`unexpected ${method}`)
    }
  })
  return { client, sent }
}

describe('executeRequest: eth_sendTransaction', () => {
  const account = privateKeyToAccount(generatePrivateKey())
  const to = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'

  // SPEC §3 and §9: "Transaction type: legacy", for the frame's sends as for the modal's.
  // Without the app's gas price: the node's, with viem's 20 % headroom (3 gwei → 3.6).
  it.each([
    ['no fees', {}, parseGwei('3.6')],
    ['a gas price', { gasPrice: toHex(parseGwei('5')) }, parseGwei('5')],
    [
      'EIP-1559 fees',
      { maxFeePerGas: toHex(parseGwei('9')), maxPriorityFeePerGas: toHex(parseGwei('1')) },
      parseGwei('3.6'),
    ],
  ])('signs a legacy transaction for a request with %s', async (_label, fees, gasPrice) => {
    const { client, sent } = node()
    await executeRequest(account, client, 1, {
      method: 'eth_sendTransaction',
      params: [{ from: account.address, to, value: '0x1', ...fees }],
    })
    expect(sent).toHaveLength(1)
    const tx = parseTransaction(sent[0]!)
    expect(tx).toMatchObject({ type: 'legacy', gasPrice, to: to.toLowerCase(), value: 1n })
    expect(tx.maxFeePerGas).toBeUndefined()
  })
})
