import {
  type Address,
  decodeFunctionData,
  erc20Abi,
  formatUnits,
  type Hex,
  hexToBigInt,
  hexToString,
  isHex,
  type PublicClient,
} from 'viem'

export type RequestRow = { label: string; value: string; title?: string }
/** What the approval shows: a title, the rows of the request, and warnings in plain words. */
export type RequestSummary = { title: string; rows: RequestRow[]; warnings?: string[] }

type Chain = { name: string; nativeCurrency: { symbol: string; decimals: number } }

/** A signed message as a person reads it: its text when it is UTF-8, else its hex. */
export function messageText(message: unknown): string {
  if (typeof message !== 'string') return String(message)
  if (!isHex(message)) return message
  try {
    const text = hexToString(message)
    // Control characters (other than newlines and tabs) mean binary data: show the hex.
    const binary = [...text].some((c) => {
      const code = c.charCodeAt(0)
      return (code < 32 && c !== '\n' && c !== '\t' && c !== '\r') || code === 127
    })
    return binary ? message : text
  } catch {
    return message
  }
}

async function readToken(client: PublicClient, address: Address) {
  try {
    const [symbol, decimals] = await Promise.all([
      client.readContract({ address, abi: erc20Abi, functionName: 'symbol' }),
      client.readContract({ address, abi: erc20Abi, functionName: 'decimals' }),
    ])
    return { symbol: String(symbol).slice(0, 16), decimals: Number(decimals) }
  } catch {
    return undefined
  }
}

/**
 * What the approval view shows for an unsafe request: the method as a title and the decoded
 * request (to, value, token transfer, data summary, chain, network fee). Reads that fail (fee,
 * token symbol) are left out rather than guessed.
 */
export async function describeRequest(
  { method, params }: { method: string; params?: unknown },
  chain: Chain,
  client: PublicClient,
): Promise<RequestSummary> {
  const list = Array.isArray(params) ? params : []
  const network = { label: 'Network', value: chain.name }
  if (method === 'personal_sign')
    return {
      title: 'Sign message',
      rows: [{ label: 'Message', value: messageText(list[0]) }, network],
    }
  if (method === 'eth_signTypedData_v4') {
    let primaryType = 'typed data'
    try {
      const data = typeof list[1] === 'string' ? JSON.parse(list[1]) : list[1]
      primaryType = String(data?.primaryType ?? primaryType)
    } catch {}
    return {
      title: 'Sign typed data',
      rows: [
        { label: 'Type', value: primaryType },
        { label: 'Data', value: typeof list[1] === 'string' ? list[1] : JSON.stringify(list[1]) },
        network,
      ],
    }
  }
  if (method !== 'eth_sendTransaction')
    return { title: method, rows: [{ label: 'Request', value: JSON.stringify(params) }, network] }

  const tx = (list[0] ?? {}) as { to?: Address; value?: Hex; data?: Hex; gas?: Hex; from?: Address }
  const { symbol, decimals } = chain.nativeCurrency
  const rows: RequestRow[] = [{ label: 'To', value: tx.to ?? 'New contract' }]
  const value = tx.value ? hexToBigInt(tx.value) : 0n
  rows.push({ label: 'Amount', value: `${formatUnits(value, decimals)} ${symbol}` })
  let title = value > 0n ? `Send ${formatUnits(value, decimals)} ${symbol}` : 'Send transaction'
  if (tx.data && tx.data !== '0x') {
    try {
      const call = decodeFunctionData({ abi: erc20Abi, data: tx.data })
      if (call.functionName === 'transfer' && tx.to) {
        const [receiver, amount] = call.args as [Address, bigint]
        const token = await readToken(client, tx.to)
        const shown = token
          ? `${formatUnits(amount, token.decimals)} ${token.symbol}`
          : `${amount} (raw units)`
        title = `Send ${shown}`
        rows.splice(0, 1, { label: 'To', value: receiver }, { label: 'Token', value: tx.to })
        rows.push({ label: 'Token transfer', value: shown })
      }
    } catch {}
    const bytes = (tx.data.length - 2) / 2
    rows.push({ label: 'Data', value: `${tx.data.slice(0, 10)} · ${bytes} bytes`, title: tx.data })
  }
  rows.push(network)
  try {
    const [gas, gasPrice] = await Promise.all([
      tx.gas
        ? Promise.resolve(hexToBigInt(tx.gas))
        : client.estimateGas({ account: tx.from, to: tx.to, value, data: tx.data }),
      client.getGasPrice(),
    ])
    rows.push({
      label: 'Network fee',
      value: `≈ ${formatUnits(gas * gasPrice, decimals)} ${symbol}`,
    })
  } catch {}
  return { title, rows }
}
