import type { FrameRequestContext } from '@foyer/modal/frame-protocol'
import {
  type Address,
  decodeFunctionData,
  erc20Abi,
  formatUnits,
  getAddress,
  type Hex,
  isAddress,
  isHex,
  type PublicClient,
} from 'viem'
import { frameLocale, amount as localAmount, t } from '../i18n/frameI18n.ts'
import type { FrameUi, Requester } from './createFrameUi.ts'
import { randomToken, type SessionStore } from './createSessionStore.ts'
import { type NetworkName, type RequestRow, readToken } from './describeRequest.ts'
import { ProviderError } from './providerError.ts'

/** The longest a grant may last: an app asking for more is refused, not silently cut. */
export const MAX_GRANT_SECONDS = 30 * 24 * 60 * 60

/** What one grant lets the app spend: the native currency or one ERC-20, up to `allowance`. */
type Allowance = {
  kind: 'native' | 'erc20'
  /** The ERC-20's address (erc20 only). */
  token?: Address
  symbol: string
  decimals: number
  /** In the token's smallest unit, as decimal strings (JSON). */
  allowance: string
  spent: string
}

/** A permission as the frame keeps it (per account, in the frame origin's storage). */
export type Grant = {
  /** `permissionsContext`: the id the app and Account name it by. */
  id: string
  /** The app it was granted to: only its requests spend from it. */
  origin: string
  chainId: number
  /** Unix seconds. */
  expiry: number
  allowances: Allowance[]
  /** The permissions as the app asked for them (returned as `grantedPermissions`). */
  requested: unknown[]
}

/** A grant as Account lists it (GET_USER `permissions`). */
export type GrantSummary = {
  id: string
  origin: string
  chainId: number
  expiry: number
  /** "Spend up to 0.05 ETH", one per allowance. */
  limits: string[]
  /** "0.01 ETH left", one per allowance. */
  remaining: string[]
}

export type PermissionParameters = {
  sessions: SessionStore
  ui: Pick<FrameUi, 'approve'>
  chainId(): number
  clientFor(chainId: number): PublicClient
  chain(chainId: number): { nativeCurrency: { symbol: string; decimals: number } }
  networkName: NetworkName
  address(): Address
  requester(context: FrameRequestContext): Requester
  now?: () => number
}

const TRANSFER_SELECTOR = '0xa9059cbb'

/** An allowance's amount in the locale's separators, then its symbol. */
const amount = (value: bigint, a: Pick<Allowance, 'decimals' | 'symbol'>) =>
  `${localAmount(formatUnits(value, a.decimals))} ${a.symbol}`

/** When a grant ends, in the visitor's language, in UTC (as the app set it). */
const untilText = (expiry: number) =>
  new Intl.DateTimeFormat(frameLocale(), {
    dateStyle: 'full',
    timeStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(expiry * 1000))

/** A uint256 as ERC-7715 sends it: hex (viem) or a decimal string or number. */
function readAmount(value: unknown): bigint | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  if (typeof value !== 'string' || !/^(0x[0-9a-fA-F]{1,64}|\d{1,78})$/.test(value)) return undefined
  return BigInt(value)
}

const invalid = (message: string) =>
  new ProviderError(`wallet_grantPermissions: ${message}`, -32602)

/**
 * ERC-7715 permissions for the embedded wallet, kept and enforced by the frame:
 * - `wallet_grantPermissions` (viem's `grantPermissions` shape): an app asks to spend the native
 *   currency (`native-token-transfer`) or an ERC-20 (`erc20-token-transfer`) up to a
 *   `token-allowance`, until `expiry`. The frame shows it once for approval; approved, it is
 *   stored for the account, bound to that app's origin and the chain.
 * - `cover`: an `eth_sendTransaction` of that app that is a plain transfer within a grant's
 *   remaining allowance runs without a dialog; its amount is reserved before it is sent, and given
 *   back if the send fails. Anything else (another app, chain or token, a contract call, more than
 *   is left, an expired grant) asks as before.
 * - `wallet_revokePermissions` `{ permissionsContext }`: the grant is gone at once.
 */
export function permissionHandlers(parameters: PermissionParameters) {
  const { sessions, ui, networkName } = parameters
  const now = () => Math.floor((parameters.now ?? Date.now)() / 1000)

  const stored = (): Grant[] =>
    (sessions.grants(parameters.address()) as Grant[]).filter(
      (grant) => typeof grant?.id === 'string' && Array.isArray(grant.allowances),
    )
  const save = (grants: Grant[]) => sessions.setGrants(parameters.address(), grants)
  /** The grants still in force (expired ones are dropped from storage as they are met). */
  const active = (): Grant[] => {
    const all = stored()
    const live = all.filter((grant) => grant.expiry > now())
    if (live.length !== all.length) save(live)
    return live
  }

  async function readAllowance(permission: unknown, index: number, chainId: number) {
    const p = permission as {
      type?: unknown
      data?: { address?: unknown }
      policies?: unknown
    }
    const where = `permissions[${index}]`
    const policies = Array.isArray(p.policies) ? p.policies : []
    const limit = policies.find(
      (policy) => (policy as { type?: unknown })?.type === 'token-allowance',
    ) as { data?: { allowance?: unknown } } | undefined
    const value = readAmount(limit?.data?.allowance)
    if (value === undefined || value === 0n)
      throw invalid(`${where} needs a token-allowance policy with an allowance above 0`)
    const other = policies.find(
      (policy) => (policy as { type?: unknown })?.type !== 'token-allowance',
    ) as { type?: unknown } | undefined
    if (other)
      throw invalid(
        `${where}: the ${JSON.stringify(other.type).slice(0, 40)} policy is not supported (only token-allowance)`,
      )
    if (p.type === 'native-token-transfer') {
      const { symbol, decimals } = parameters.chain(chainId).nativeCurrency
      return { kind: 'native', symbol, decimals, allowance: String(value), spent: '0' } as Allowance
    }
    if (p.type === 'erc20-token-transfer') {
      const token = p.data?.address
      if (typeof token !== 'string' || !isAddress(token))
        throw invalid(`${where}.data.address must be the ERC-20's address`)
      const read = await readToken(parameters.clientFor(chainId), token)
      if (!read) throw invalid(`${where}.data.address ${token} is not an ERC-20 on this network`)
      return {
        kind: 'erc20',
        token: getAddress(token),
        ...read,
        allowance: String(value),
        spent: '0',
      } as Allowance
    }
    throw invalid(
      `${where}.type ${JSON.stringify(p.type).slice(0, 40)} is not supported (native-token-transfer or erc20-token-transfer)`,
    )
  }

  async function grant(params: unknown, context: FrameRequestContext) {
    const request = (Array.isArray(params) ? params[0] : params) as
      | { chainId?: unknown; address?: unknown; expiry?: unknown; permissions?: unknown }
      | undefined
    if (!request || typeof request !== 'object') throw invalid('expects [{ expiry, permissions }]')
    const chainId = parameters.chainId()
    if (request.chainId !== undefined && Number(request.chainId) !== chainId)
      throw new ProviderError(
        `The wallet is on ${networkName(chainId)}; the permission is for chain ${Number(request.chainId)}. Switch the network first.`,
        5710,
      )
    const address = parameters.address()
    if (
      typeof request.address === 'string' &&
      request.address.toLowerCase() !== address.toLowerCase()
    )
      throw new ProviderError(`Account ${request.address.slice(0, 42)} is not this wallet's`, 4100)
    const expiry = Number(request.expiry)
    if (!Number.isInteger(expiry) || expiry <= now())
      throw invalid(
        `expiry must be a time in the future, in Unix seconds (got ${String(request.expiry).slice(0, 20)})`,
      )
    if (expiry - now() > MAX_GRANT_SECONDS)
      throw invalid('expiry must be within 30 days: ask again then')
    const permissions = request.permissions
    if (!Array.isArray(permissions) || permissions.length === 0 || permissions.length > 5)
      throw invalid('permissions must list 1 to 5 permissions')
    const allowances: Allowance[] = []
    for (const [index, permission] of permissions.entries())
      allowances.push(await readAllowance(permission, index, chainId))

    const rows: RequestRow[] = allowances.map((a) => ({
      label: t('permission.spend'),
      value:
        a.kind === 'native'
          ? t('permission.upTo', { amount: amount(BigInt(a.allowance), a) })
          : t('permission.upToToken', { amount: amount(BigInt(a.allowance), a), token: a.token }),
    }))
    rows.push(
      { label: t('permission.until'), value: untilText(expiry) },
      { label: t('request.network'), value: networkName(chainId) },
      { label: t('permission.then'), value: t('permission.thenValue') },
    )
    const summary = { title: t('permission.title'), rows }
    if (!(await ui.approve(summary, parameters.requester(context), context.signal)))
      throw context.signal?.aborted
        ? new ProviderError('Request was aborted', 4001)
        : new ProviderError('The request was rejected in the wallet', 4001)
    const id = `foyer-permission:${randomToken(16)}`
    save([
      ...active(),
      { id, origin: context.origin, chainId, expiry, allowances, requested: permissions },
    ])
    return { expiry, grantedPermissions: permissions, permissionsContext: id }
  }

  /** What a transaction spends, if it is a plain transfer: the native currency or an ERC-20. */
  function spending(tx: { to?: unknown; value?: unknown; data?: unknown }) {
    const value = tx.value === undefined ? 0n : readAmount(tx.value)
    const data = typeof tx.data === 'string' ? tx.data : '0x'
    if (value === undefined || typeof tx.to !== 'string' || !isAddress(tx.to) || !isHex(data))
      return undefined
    if (data === '0x' && value > 0n) return { kind: 'native' as const, amount: value }
    if (value !== 0n || !data.startsWith(TRANSFER_SELECTOR)) return undefined
    try {
      const call = decodeFunctionData({ abi: erc20Abi, data: data as Hex })
      if (call.functionName !== 'transfer') return undefined
      return { kind: 'erc20' as const, token: getAddress(tx.to), amount: call.args[1] }
    } catch {
      return undefined
    }
  }

  return {
    grant,
    /**
     * Reserves what `params` (an eth_sendTransaction's) spends from a grant of this app on this
     * chain, if one covers it: returns the grant's id and the release to call when the send fails.
     */
    cover(
      params: unknown,
      context: FrameRequestContext,
    ): { grantId: string; release: () => void } | undefined {
      const tx = (Array.isArray(params) ? params[0] : undefined) as Record<string, unknown>
      const spend = tx && typeof tx === 'object' ? spending(tx) : undefined
      if (!spend) return undefined
      const chainId = parameters.chainId()
      const grants = active()
      for (const g of grants) {
        if (g.origin !== context.origin || g.chainId !== chainId) continue
        const a = g.allowances.find(
          (x) => x.kind === spend.kind && (spend.kind === 'native' || x.token === spend.token),
        )
        if (!a || BigInt(a.allowance) - BigInt(a.spent) < spend.amount) continue
        a.spent = String(BigInt(a.spent) + spend.amount)
        save(grants)
        const id = g.id
        const release = () => {
          const now = stored()
          const back = now
            .find((x) => x.id === id)
            ?.allowances.find((x) => x.kind === a.kind && x.token === a.token)
          if (back) back.spent = String(BigInt(back.spent) - spend.amount)
          save(now)
        }
        return { grantId: id, release }
      }
      return undefined
    },
    revoke(params: unknown) {
      const request = (Array.isArray(params) ? params[0] : params) as
        | { permissionsContext?: unknown }
        | undefined
      const id = request?.permissionsContext
      if (typeof id !== 'string') throw invalid('revoke expects [{ permissionsContext }]')
      const grants = stored()
      const found = grants.find((g) => g.id === id)
      if (!found) throw new ProviderError(`No permission ${id.slice(0, 80)} in this wallet`, 4100)
      save(grants.filter((g) => g.id !== id))
      return {}
    },
    /** The grants in force, for Account. */
    list(): GrantSummary[] {
      return active().map((g) => ({
        id: g.id,
        origin: g.origin,
        chainId: g.chainId,
        expiry: g.expiry,
        limits: g.allowances.map((a) =>
          t('permission.limit', { amount: amount(BigInt(a.allowance), a) }),
        ),
        remaining: g.allowances.map((a) =>
          t('permission.remaining', { amount: amount(BigInt(a.allowance) - BigInt(a.spent), a) }),
        ),
      }))
    },
  }
}
