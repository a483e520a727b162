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
import { frameLocale, amount as localAmount, t } from '../i18n/frameI18n.ts'

export type RequestRow = { label: string; value: string; title?: string }
/** What the approval shows: a title, the rows of the request, and warnings in plain words. */
export type RequestSummary = { title: string; rows: RequestRow[]; warnings?: string[] }

/** The wallet's current network: its id, name and native currency. */
type Chain = { id: number; name: string; nativeCurrency: { symbol: string; decimals: number } }

/** A network as a person reads it: "Ethereum (chain 1)", or "chain 12345" when unknown. */
export type NetworkName = (chainId: number) => string

const defaultNetworkName: NetworkName = (chainId) =>
  t('request.chainNumber', { id: String(chainId) })

/** An amount in the locale's separators, then its symbol (data: not translated). */
const withSymbol = (value: string, symbol: string) => `${localAmount(value)} ${symbol}`

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
      title: t('request.signTypedData'),
      rows: [{ label: t('request.data'), value: String(raw) }],
      warnings: [t('request.typedDataUnreadable')],
    }
  }
  const domain = (data.domain && typeof data.domain === 'object' ? data.domain : {}) as Record<
    string,
    unknown
  >
  const rows: RequestRow[] = [
    { label: t('request.type'), value: String(data.primaryType ?? t('request.typedData')) },
  ]
  const warnings: string[] = []
  if (typeof domain.name === 'string' && domain.name)
    rows.push({
      label: t('request.for'),
      value:
        typeof domain.version === 'string' && domain.version
          ? t('request.forVersion', { name: domain.name, version: domain.version })
          : domain.name,
    })
  const wallet = `${networkName(chain.id)}`
  const signed = readChainId(domain.chainId)
  if (signed === undefined) {
    rows.push({ label: t('request.network'), value: t('request.anyNetwork') })
    warnings.push(t('request.noNetworkWarning', { wallet }))
  } else if (signed === 'unreadable') {
    rows.push({ label: t('request.network'), value: String(domain.chainId) })
    warnings.push(t('request.unreadableNetworkWarning', { wallet }))
  } else {
    rows.push({ label: t('request.network'), value: networkName(signed) })
    if (signed !== chain.id)
      warnings.push(t('request.otherNetworkWarning', { network: networkName(signed), wallet }))
  }
  if (domain.verifyingContract !== undefined)
    rows.push({ label: t('request.contract'), value: String(domain.verifyingContract) })
  const message = JSON.stringify(data.message ?? data)
  rows.push({
    label: t('request.data'),
    value: message,
    title: typeof raw === 'string' ? raw : JSON.stringify(raw),
  })
  return { title: t('request.signTypedData'), rows, warnings }
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
  const network = { label: t('request.network'), value: networkName(chain.id) }
  if (method === 'personal_sign')
    return {
      title: t('request.signMessage'),
      rows: [{ label: t('request.message'), value: messageText(list[0]) }, network],
    }
  if (method === 'eth_signTypedData_v4') return describeTypedData(list[1], chain, networkName)
  if (method !== 'eth_sendTransaction')
    return {
      title: method,
      rows: [{ label: t('request.request'), value: JSON.stringify(params) }, network],
    }

  const tx = (list[0] ?? {}) as { to?: Address; value?: Hex; data?: Hex; gas?: Hex; from?: Address }
  const { symbol, decimals } = chain.nativeCurrency
  const rows: RequestRow[] = [{ label: t('request.to'), value: tx.to ?? t('request.newContract') }]
  const value = tx.value ? hexToBigInt(tx.value) : 0n
  const sent = withSymbol(formatUnits(value, decimals), symbol)
  rows.push({ label: t('request.amount'), value: sent })
  let title = value > 0n ? t('request.sendAmount', { amount: sent }) : t('request.sendTransaction')
  if (tx.data && tx.data !== '0x') {
    try {
      const call = decodeFunctionData({ abi: erc20Abi, data: tx.data })
      if (call.functionName === 'transfer' && tx.to) {
        const [receiver, amount] = call.args as [Address, bigint]
        const token = await readToken(client, tx.to)
        const shown = token
          ? withSymbol(formatUnits(amount, token.decimals), token.symbol)
          : t('request.rawUnits', { amount: String(amount) })
        title = t('request.sendAmount', { amount: shown })
        rows.splice(
          0,
          1,
          { label: t('request.to'), value: receiver },
          { label: t('request.token'), value: tx.to },
        )
        rows.push({ label: t('request.tokenTransfer'), value: shown })
      }
    } catch {}
    const bytes = (tx.data.length - 2) / 2
    rows.push({
      label: t('request.data'),
      value: t('request.dataSummary', { selector: tx.data.slice(0, 10), bytes }),
      title: tx.data,
    })
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
    const rounded = new Intl.NumberFormat(frameLocale(), { maximumSignificantDigits: 3 }).format(
      Number(exact),
    )
    rows.push({
      label: t('request.networkFee'),
      value: `≈ ${rounded} ${symbol}`,
      title: withSymbol(exact, symbol),
    })
  } catch {}
  return { title, rows }
}
