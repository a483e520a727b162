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

/** The wallet's current network: its id, name and native currency. */
type Chain = { id: number; name: string; nativeCurrency: { symbol: string; decimals: number } }

/** A network as a person reads it: "Ethereum (chain 1)", or "chain 12345" when unknown. */
export type NetworkName = (chainId: number) => string

const defaultNetworkName: NetworkName = (chainId) => `chain ${chainId}`

/** A typed-data chainId (a number, a decimal or a 0x string) as a number; undefined if none or unreadable. */
function readChainId(value: unknown): number | 'unreadable' | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'number')
    return Number.isSafeInteger(value) && value > 0 ? value : 'unreadable'
  if (typeof value === 'string' && /^(0x[0-9a-f]{1,13}|\d{1,15})$/i.test(value.trim())) {
    const id = Number(value.trim())
    return id > 0 ? id : 'unreadable'
  }
  return 'unreadable'
}

/**
 * What a typed-data signature (EIP-712) is for, from its own `domain`: who it is for (name,
 * version), which network (its `chainId`) and which contract (`verifyingContract`), and a warning
 * in words when that network is not the one the wallet is on, since the signature works there.
 */
function describeTypedData(raw: unknown, chain: Chain, networkName: NetworkName): RequestSummary {
  let data: { primaryType?: unknown; domain?: Record<string, unknown>; message?: unknown }
  try {
    data = (typeof raw === 'string' ? JSON.parse(raw) : raw) ?? {}
  } catch {
    return {
      title: 'Sign typed data',
      rows: [{ label: 'Data', value: String(raw) }],
      warnings: [
        'This typed data cannot be read, so what it allows cannot be shown. Reject it unless you know what it is.',
      ],
    }
  }
  const domain = (data.domain && typeof data.domain === 'object' ? data.domain : {}) as Record<
    string,
    unknown
  >
  const rows: RequestRow[] = [{ label: 'Type', value: String(data.primaryType ?? 'typed data') }]
  const warnings: string[] = []
  if (typeof domain.name === 'string' && domain.name)
    rows.push({
      label: 'For',
      value:
        typeof domain.version === 'string' && domain.version
          ? `${domain.name} (version ${domain.version})`
          : domain.name,
    })
  const wallet = `${networkName(chain.id)}`
  const signed = readChainId(domain.chainId)
  if (signed === undefined) {
    rows.push({ label: 'Network', value: 'Not named: valid on any network' })
    warnings.push(
      `This signature names no network, so it may be used on any network, not only ${wallet}.`,
    )
  } else if (signed === 'unreadable') {
    rows.push({ label: 'Network', value: String(domain.chainId) })
    warnings.push(`The network this signature is for cannot be read. Your wallet is on ${wallet}.`)
  } else {
    rows.push({ label: 'Network', value: networkName(signed) })
    if (signed !== chain.id)
      warnings.push(
        `This signature is for ${networkName(signed)}, not ${wallet}, the network your wallet is on. It can be used on ${networkName(signed)}: approve only if you mean to act there.`,
      )
  }
  if (domain.verifyingContract !== undefined)
    rows.push({ label: 'Contract', value: String(domain.verifyingContract) })
  const message = JSON.stringify(data.message ?? data)
  rows.push({
    label: 'Data',
    value: message,
    title: typeof raw === 'string' ? raw : JSON.stringify(raw),
  })
  return { title: 'Sign typed data', rows, warnings }
}

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

/** The symbol and decimals of the ERC-20 at `address`, or undefined when it does not answer as one. */
export async function readToken(client: PublicClient, address: Address) {
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
 * request (to, value, token transfer, data summary, chain, network fee); typed data shows its own
 * domain (for whom, network, contract), with a warning when its network is not the wallet's.
 * Reads that fail (fee, token symbol) are left out rather than guessed.
 */
export async function describeRequest(
  { method, params }: { method: string; params?: unknown },
  chain: Chain,
  client: PublicClient,
  networkName: NetworkName = defaultNetworkName,
  /** `fee: false` leaves the network fee out (one call of a batch: the batch has the fee). */
  { fee = true }: { fee?: boolean } = {},
): Promise<RequestSummary> {
  const list = Array.isArray(params) ? params : []
  const network = { label: 'Network', value: networkName(chain.id) }
  if (method === 'personal_sign')
    return {
      title: 'Sign message',
      rows: [{ label: 'Message', value: messageText(list[0]) }, network],
    }
  if (method === 'eth_signTypedData_v4') return describeTypedData(list[1], chain, networkName)
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
  if (!fee) return { title, rows }
  try {
    const [gas, gasPrice] = await Promise.all([
      tx.gas
        ? Promise.resolve(hexToBigInt(tx.gas))
        : client.estimateGas({ account: tx.from, to: tx.to, value, data: tx.data }),
      client.getGasPrice(),
    ])
    const exact = formatUnits(gas * gasPrice, decimals)
    // Three significant digits, as a person compares fees; the exact figure in the title.
    const rounded = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 3 }).format(
      Number(exact),
    )
    rows.push({
      label: 'Network fee',
      value: `≈ ${rounded} ${symbol}`,
      title: `${exact} ${symbol}`,
    })
  } catch {}
  return { title, rows }
}
