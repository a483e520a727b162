import {
  describeParamsError,
  type FrameHandlers,
  type FrameRequestContext,
  requiredCapabilities,
  sendCallsParamsSchema,
} from '@foyer/modal/frame-protocol'
import {
  type Address,
  type Hex,
  hexToBigInt,
  isAddress,
  isAddressEqual,
  isHex,
  numberToHex,
  type PublicClient,
} from 'viem'
import { entryPoint08Address } from 'viem/account-abstraction'
import type { PrivateKeyAccount } from 'viem/accounts'
import { t } from '../i18n/frameI18n.ts'
import {
  BATCH_ACCOUNT,
  type BatchCall,
  batchTransaction,
  decodeBatch,
  delegationOf,
  sendDelegation,
  servesBatchAccount,
} from '../smart/batchAccount.ts'
import { requireAppSession } from './appSession.ts'
import type { FrameUi, Requester } from './createFrameUi.ts'
import type { SessionStore } from './createSessionStore.ts'
import { describeRequest, type NetworkName, type RequestRow } from './describeRequest.ts'
import { executeRequest } from './executeRequest.ts'
import { ProviderError } from './providerError.ts'

export type AccountType = 'eoa' | 'smartAccount'

type Chain = { id: number; name: string; nativeCurrency: { symbol: string; decimals: number } }

export type SmartAccountParameters = {
  sessions: SessionStore
  ui: Pick<FrameUi, 'approve'>
  /** Chain ids the server's RPC proxy serves. */
  chains: readonly number[]
  /** The wallet's current chain, and a client of the server's RPC proxy for any served chain. */
  chainId(): number
  clientFor(chainId: number): PublicClient
  chain(chainId: number): Chain
  networkName: NetworkName
  /** The signed-in key (throws when signed out). */
  account(): PrivateKeyAccount
  requester(context: FrameRequestContext): Requester
  /**
   * Where the app pays the gas (the server has a bundler and a paymaster there): the chains, and
   * the app's name as the server's config says it (not as the page says).
   */
  sponsorship?: { chains: readonly number[]; appName: string | undefined }
  /** One JSON-RPC call to the server's bundler or paymaster service for `chainId`, signed in. */
  userOperationRpc?: (
    chainId: number,
    service: 'bundler' | 'paymaster',
    method: string,
    params: unknown,
  ) => Promise<unknown>
}

/** The id of a batch this wallet ran as one transaction: its chain and its hash. */
const BATCH_ID = /^foyer-batch:(\d{1,12}):(0x[0-9a-f]{64})$/
/** The id of a batch sent as a sponsored UserOperation: its chain and the operation's hash. */
const USER_OPERATION_ID = /^foyer-userop:(\d{1,12}):(0x[0-9a-f]{64})$/
const RECEIPT_WAIT_MS = 60_000

/** The wallet methods of EIP-5792, and ERC-4337's send, the frame answers itself (not the node). */
export const WALLET_CALL_METHODS: ReadonlySet<string> = new Set([
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
  'eth_sendUserOperation',
])

/**
 * The embedded wallet as a smart account (EIP-7702): the visitor's own address delegates to
 * `FoyerBatchAccount` (BATCH_ACCOUNT) on the current chain, approved in the frame, and can then
 * run a batch of calls (EIP-5792 `wallet_sendCalls`) as one transaction, all or none, after one
 * approval that lists every call. The preferred account type is kept per address in the frame's
 * storage; the account's real type on a chain is what the chain says (its code).
 * - GET_SMART_ACCOUNT_ENABLED_NETWORKS: the served chains that hold the batch account's code;
 * - INIT_SMART_ACCOUNT: delegates on the current chain (asks first; nothing when it is already);
 * - SET_PREFERRED_ACCOUNT `{ type }`: `smartAccount` delegates, `eoa` removes the delegation
 *   (each asked first), then keeps the preference;
 * - wallet_sendCalls: one approval, one transaction to the account's own `executeBatch`; where
 *   the app sponsors gas (`sponsorship`), one ERC-4337 UserOperation instead, through the
 *   server's bundler, its fee paid by the app's paymaster, which the approval says; 4200
 *   while the account is not delegated here (the modal then sends the calls one at a time);
 * - wallet_getCallsStatus / wallet_getCapabilities in EIP-5792's shape (`atomic`).
 */
export function smartAccountHandlers(parameters: SmartAccountParameters) {
  const { sessions, ui, chains, chainId, clientFor, networkName } = parameters

  async function waitFor(client: PublicClient, hash: Hex) {
    const receipt = await client.waitForTransactionReceipt({
      hash,
      pollingInterval: 250,
      timeout: RECEIPT_WAIT_MS,
    })
    if (receipt.status !== 'success')
      throw new ProviderError(`The transaction ${hash} reverted: nothing changed`, -32603)
  }

  /** Delegates (`batch`) or removes the delegation (`none`) on the current chain, if needed. */
  async function delegate(to: 'batch' | 'none', context: FrameRequestContext): Promise<boolean> {
    const account = parameters.account()
    const id = chainId()
    const client = clientFor(id)
    const now = await delegationOf(client, account.address)
    if ((to === 'batch' && now === 'ours') || (to === 'none' && now === 'none'))
      return now === 'ours'
    if (to === 'batch' && !(await servesBatchAccount(client)))
      throw new ProviderError(`Smart accounts are not available on ${networkName(id)}`, 4200)
    const rows: RequestRow[] = [
      { label: t('calls.account'), value: account.address },
      { label: t('request.network'), value: networkName(id) },
    ]
    const summary =
      to === 'batch'
        ? {
            title: t('calls.makeSmartTitle'),
            rows: [
              ...rows,
              {
                label: t('calls.accountCode'),
                value: `FoyerBatchAccount ${BATCH_ACCOUNT.address}`,
              },
              { label: t('calls.whatChanges'), value: t('calls.makeSmartChanges') },
            ],
            warnings: now === 'other' ? [t('calls.replacesOtherCode')] : undefined,
          }
        : {
            title: t('calls.switchBackTitle'),
            rows: [...rows, { label: t('calls.whatChanges'), value: t('calls.switchBackChanges') }],
          }
    if (!(await ui.approve(summary, parameters.requester(context), context.signal)))
      throw new ProviderError('The request was rejected in the wallet', 4001)
    await waitFor(client, await sendDelegation(account, client, id, to))
    return to === 'batch'
  }

  const state = async () => {
    const account = parameters.account()
    const deployed = (await delegationOf(clientFor(chainId()), account.address)) === 'ours'
    const preferred = sessions.accountType(account.address) ?? 'eoa'
    return { deployed, preferred }
  }

  async function sendCalls(params: unknown, context: FrameRequestContext) {
    const account = parameters.account()
    const id = chainId()
    const client = clientFor(id)
    const parsed = sendCallsParamsSchema.safeParse(params)
    if (!parsed.success) throw new ProviderError(describeParamsError(parsed.error), -32602)
    const request = parsed.data[0]
    if (Number(request.chainId) !== id)
      throw new ProviderError(
        `The wallet is on ${networkName(id)}; the calls are for chain ${Number(request.chainId)}. Switch the network first.`,
        5710,
      )
    if (request.from && request.from.toLowerCase() !== account.address.toLowerCase())
      throw new ProviderError(`Account ${request.from} is not this wallet's`, 4100)
    const required = requiredCapabilities(request)
    if (required.length > 0)
      throw new ProviderError(
        `This wallet does not support the capabilities the calls require: ${required.join(', ')}.`,
        5700,
      )
    if ((await delegationOf(client, account.address)) !== 'ours')
      throw new ProviderError(
        'wallet_sendCalls needs a smart account on this network: the calls go one at a time',
        4200,
      )
    if (request.calls.some((call) => !call.to))
      throw new ProviderError('wallet_sendCalls: a call without `to` cannot run in a batch', -32602)
    const calls = request.calls.map((call) => ({
      to: call.to as Address,
      value: call.value ? hexToBigInt(call.value as Hex) : 0n,
      data: (call.data ?? '0x') as Hex,
    }))
    return runBatch(calls, context)
  }

  /**
   * Asks once for `calls` (each listed), then runs them all or none: as one transaction to the
   * account's own `executeBatch`, or where the app pays the gas as one UserOperation.
   */
  async function runBatch(calls: readonly BatchCall[], context: FrameRequestContext) {
    const account = parameters.account()
    const id = chainId()
    const client = clientFor(id)
    const chain = parameters.chain(id)
    const rows: RequestRow[] = []
    for (const [index, call] of calls.entries()) {
      const one = await describeRequest(
        {
          method: 'eth_sendTransaction',
          params: [
            { from: account.address, to: call.to, value: numberToHex(call.value), data: call.data },
          ],
        },
        chain,
        client,
        networkName,
        { fee: false },
      )
      const to = one.rows.find((row) => row.label === t('request.to'))?.value
      rows.push({
        label: t('calls.call', { number: index + 1 }),
        value: to ? t('calls.callTo', { call: one.title, to }) : one.title,
      })
    }
    const transaction = batchTransaction(account.address, calls)
    const sponsor = sponsorOf(id)
    if (sponsor)
      rows.push(
        { label: t('calls.runs'), value: t('calls.asOneOperation') },
        { label: t('request.network'), value: networkName(id) },
        {
          label: t('request.networkFee'),
          value: sponsor.appName
            ? t('calls.paidBy', { app: sponsor.appName })
            : t('calls.paidByThisApp'),
        },
      )
    else {
      const whole = await describeRequest(
        { method: 'eth_sendTransaction', params: [transaction] },
        chain,
        client,
        networkName,
      )
      rows.push(
        { label: t('calls.runs'), value: t('calls.asOneTransaction') },
        ...whole.rows.filter(
          (row) => row.label === t('request.network') || row.label === t('request.networkFee'),
        ),
      )
    }
    const title = t('calls.approveTitle', { count: calls.length })
    const summary = { title, rows }
    if (!(await ui.approve(summary, parameters.requester(context), context.signal)))
      throw context.signal?.aborted
        ? new ProviderError('Request was aborted', 4001)
        : new ProviderError('The request was rejected in the wallet', 4001)
    if (sponsor) {
      const { sendSponsoredCalls } = await import('../smart/userOperation.ts')
      const hash = await sendSponsoredCalls({
        owner: account,
        chain: { ...chain, id },
        nodeRpc: (method, params) =>
          client.request({ method, params } as Parameters<PublicClient['request']>[0]),
        rpc: (service, method, params) => sponsor.rpc(id, service, method, params),
        calls,
      }).catch((error: unknown) => {
        const reason = (error as { shortMessage?: string; message?: string }) ?? {}
        throw new ProviderError(
          `The operation ${sponsor.appName ?? 'the app'} sponsors was not sent: ${(reason.shortMessage ?? reason.message ?? String(error)).slice(0, 200)}`,
          -32603,
        )
      })
      return {
        id: `foyer-userop:${id}:${hash}`,
        capabilities: { userOperation: { hash, sponsor: sponsor.appName ?? '' } },
      }
    }
    const hash = (await executeRequest(account, client, id, {
      method: 'eth_sendTransaction',
      params: [transaction],
    })) as Hex
    return { id: `foyer-batch:${id}:${hash}` }
  }

  /**
   * `eth_sendUserOperation` from the app: `params[0].callData` is the account's `execute` or
   * `executeBatch` call, which the approval lists; the wallet fills in the rest (nonce, gas,
   * the app's paymaster, its signature) and sends it through the server's bundler, where the app
   * pays the gas. @returns the batch's answer, whose `capabilities.userOperation.hash` the app gets
   */
  async function sendUserOperation(params: unknown[], context: FrameRequestContext) {
    const account = parameters.account()
    const id = chainId()
    const [operation, entryPoint] = params as [unknown, unknown]
    if (
      entryPoint !== undefined &&
      !(
        typeof entryPoint === 'string' &&
        isAddress(entryPoint) &&
        isAddressEqual(entryPoint, entryPoint08Address)
      )
    )
      throw new ProviderError(
        `eth_sendUserOperation: params[1] must be EntryPoint v0.8 ${entryPoint08Address} (received ${String(entryPoint).slice(0, 60)})`,
        -32602,
      )
    const { sender, callData } = (operation ?? {}) as { sender?: unknown; callData?: unknown }
    if (
      sender !== undefined &&
      !(typeof sender === 'string' && isAddress(sender) && isAddressEqual(sender, account.address))
    )
      throw new ProviderError(
        `eth_sendUserOperation: params[0].sender must be this wallet's account ${account.address} (received ${String(sender).slice(0, 60)})`,
        4100,
      )
    const calls =
      typeof callData === 'string' && isHex(callData) ? decodeBatch(callData) : undefined
    if (!calls)
      throw new ProviderError(
        "eth_sendUserOperation: params[0].callData must be the account's execute(to, value, data) or executeBatch(calls) as 0x hex",
        -32602,
      )
    if (!sponsorOf(id))
      throw new ProviderError(
        `eth_sendUserOperation: the app pays no bundler on ${networkName(id)}; use wallet_sendCalls`,
        4200,
      )
    if ((await delegationOf(clientFor(id), account.address)) !== 'ours')
      throw new ProviderError(
        `eth_sendUserOperation needs a smart account on ${networkName(id)}: switch in Account first`,
        4200,
      )
    // The batch's answer (its id and the UserOperation's hash): the modal answers the app with the hash.
    return runBatch(calls, context)
  }

  /** Who pays the gas on `chainId`, when the app does. */
  function sponsorOf(chainId: number) {
    const { sponsorship, userOperationRpc } = parameters
    if (!sponsorship?.chains.includes(chainId) || !userOperationRpc) return undefined
    return { appName: sponsorship.appName, rpc: userOperationRpc }
  }

  async function callsStatus(id: unknown) {
    const operation = typeof id === 'string' ? USER_OPERATION_ID.exec(id) : null
    const sponsor = operation ? sponsorOf(Number(operation[1])) : undefined
    if (operation && sponsor) {
      const operationChain = Number(operation[1])
      const { userOperationStatus } = await import('../smart/userOperation.ts')
      const status = await userOperationStatus(
        (service, method, params) => sponsor.rpc(operationChain, service, method, params),
        operation[2] as Hex,
      )
      return {
        version: '2.0.0',
        id,
        chainId: `0x${operationChain.toString(16)}`,
        atomic: true,
        ...status,
      }
    }
    const match = typeof id === 'string' ? BATCH_ID.exec(id) : null
    if (!match) throw new ProviderError(`No batch ${String(id).slice(0, 80)} in this wallet`, 5730)
    const batchChain = Number(match[1])
    const hash = match[2] as Hex
    const receipt = await clientFor(batchChain)
      .request({ method: 'eth_getTransactionReceipt', params: [hash] })
      .catch(() => null)
    const status = !receipt ? 100 : receipt.status === '0x1' ? 200 : 500
    return {
      version: '2.0.0',
      id,
      chainId: `0x${batchChain.toString(16)}`,
      atomic: true,
      status,
      receipts: receipt
        ? [
            {
              logs: receipt.logs,
              status: receipt.status,
              blockHash: receipt.blockHash,
              blockNumber: receipt.blockNumber,
              gasUsed: receipt.gasUsed,
              transactionHash: receipt.transactionHash,
            },
          ]
        : [],
    }
  }

  async function capabilities() {
    const address = parameters.account().address
    const entries = await Promise.all(
      chains.map(async (id) => {
        const delegated = await delegationOf(clientFor(id), address).catch(() => 'none')
        return [
          `0x${id.toString(16)}`,
          { atomic: { status: delegated === 'ours' ? 'supported' : 'unsupported' } },
        ] as const
      }),
    )
    return Object.fromEntries(entries)
  }

  const handlers = {
    async GET_SMART_ACCOUNT_ENABLED_NETWORKS() {
      const served = await Promise.all(
        chains.map(async (id) =>
          (await servesBatchAccount(clientFor(id)).catch(() => false)) ? id : 0,
        ),
      )
      return { smartAccountEnabledNetworks: served.filter((id) => id > 0) }
    },
    async INIT_SMART_ACCOUNT(_payload, context) {
      requireAppSession(sessions.read(), context)
      const deployed = await delegate('batch', context)
      return { smartAccountDeployed: deployed, address: parameters.account().address }
    },
    async SET_PREFERRED_ACCOUNT({ type }, context) {
      requireAppSession(sessions.read(), context)
      if (type !== 'eoa' && type !== 'smartAccount')
        throw new ProviderError(
          `Account type "${String(type).slice(0, 40)}" is not eoa or smartAccount`,
          -32602,
        )
      const deployed = await delegate(type === 'smartAccount' ? 'batch' : 'none', context)
      const address = parameters.account().address
      sessions.setAccountType(address, type)
      return { type, address, smartAccountDeployed: deployed }
    },
  } satisfies Pick<
    FrameHandlers,
    'GET_SMART_ACCOUNT_ENABLED_NETWORKS' | 'INIT_SMART_ACCOUNT' | 'SET_PREFERRED_ACCOUNT'
  >

  return {
    handlers,
    state,
    /** Answers an EIP-5792 method (WALLET_CALL_METHODS) for the signed-in account. */
    walletCall(method: string, params: unknown, context: FrameRequestContext): Promise<unknown> {
      const list = Array.isArray(params) ? params : []
      if (method === 'wallet_sendCalls') return sendCalls(list, context)
      if (method === 'wallet_getCallsStatus') return callsStatus(list[0])
      if (method === 'eth_sendUserOperation') return sendUserOperation(list, context)
      return capabilities()
    },
  }
}
