import type { Address, Hex } from 'viem'
import { isUserRejection } from '../../errors/describeError.ts'
import type { Foyer } from '../../foyer.ts'
import { openModal } from '../../modal/openModal.ts'
import { chainsById } from '../../network/chains.ts'
import { instrumentRequest } from '../instrumentRequest.ts'
import {
  describeParamsError,
  getSendCallsParamsSchema,
  requiredCapabilities,
  type SendCallsParams,
} from './callsParams.ts'
import { type BatchCall, type CallsBatch, callsStore } from './callsState.ts'
import { batchOutcome } from './describeBatch.ts'

type Provider = {
  request: (args: { method: string; params?: unknown }, options?: never) => unknown
}

/** An EIP-1193 error the app's wallet client reads by `code` (viem maps 4001, 5700, 5760…). */
export class CallsProviderError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

/** Our batch ids: the modal answers wallet_getCallsStatus for these itself. */
const ID_PREFIX = 'foyer-calls-'
const RECEIPT_POLL_MS = 400
const RECEIPT_TIMEOUT_MS = 5 * 60_000

/**
 * The wallet does not know the method (EIP-1193 4200, JSON-RPC -32601, EIP-1474 -32004), or a
 * WalletConnect session does not include it (the sign client's "Missing or invalid. request()
 * method: …", thrown before anything reaches the wallet).
 */
export function isUnsupportedMethod(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  if (code === 4200 || code === -32601 || code === -32004) return true
  return (
    typeof message === 'string' &&
    /not (supported|implemented|found)|unsupported|does not exist|request\(\) method: /i.test(
      message,
    )
  )
}

type Receipt = {
  status?: Hex
  blockHash?: Hex
  blockNumber?: Hex
  gasUsed?: Hex
  transactionHash?: Hex
  logs?: unknown[]
}

async function waitForReceipt(provider: Provider, hash: Hex): Promise<Receipt> {
  const deadline = Date.now() + RECEIPT_TIMEOUT_MS
  while (Date.now() < deadline) {
    const receipt = (await provider.request({
      method: 'eth_getTransactionReceipt',
      params: [hash],
    })) as Receipt | null
    if (receipt) return receipt
    await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLL_MS))
  }
  throw new Error(`no block included ${hash} within ${RECEIPT_TIMEOUT_MS / 60_000} minutes`)
}

/**
 * EIP-5792 for a wallet that does not speak it: `wallet_sendCalls` goes to the wallet first, and
 * when the wallet does not know the method, the modal sends the calls one at a time
 * (eth_sendTransaction, each after the one before is in a block) and shows their progress in its
 * Calls view ("2 of 3 confirmed"). A refusal or failure stops the batch: nothing after it is
 * sent, the view says what is on chain, and the app gets the error (4001 for a refusal) with the
 * batch `id` in its `data`. `wallet_getCallsStatus` and `wallet_showCallsStatus` answer for the
 * modal's batch ids with EIP-5792's shape (`atomic: false`); everything else goes to the wallet.
 */
export function withBatchFallback<P extends Provider>(foyer: Foyer, provider: P): P {
  const store = callsStore(foyer)
  const find = (id: unknown) =>
    typeof id === 'string' && id.startsWith(ID_PREFIX)
      ? store.getState().batches.find((b) => b.id === id)
      : undefined
  const update = (id: string, change: (batch: CallsBatch) => CallsBatch) =>
    store.setState((s) => ({ batches: s.batches.map((b) => (b.id === id ? change(b) : b)) }))
  const setCall = (id: string, index: number, call: Partial<BatchCall>) =>
    update(id, (b) => ({
      ...b,
      calls: b.calls.map((c, i) => (i === index ? { ...c, ...call } : c)),
    }))

  async function run(params: SendCallsParams): Promise<{ id: string }> {
    if (params.atomicRequired)
      throw new CallsProviderError(
        'This wallet cannot run the calls as one transaction (atomicRequired): it sends them one at a time.',
        5760,
      )
    const required = requiredCapabilities(params)
    if (required.length > 0)
      throw new CallsProviderError(
        `This wallet does not support the capabilities the calls require: ${required.join(', ')}.`,
        5700,
      )
    const chainId = Number(params.chainId)
    const current = Number(await provider.request({ method: 'eth_chainId' }))
    if (current !== chainId)
      throw new CallsProviderError(
        `The wallet is on chain ${current}; the calls are for chain ${chainId}. Switch the network first.`,
        5710,
      )
    const from =
      (params.from as Address | undefined) ??
      ((await provider.request({ method: 'eth_accounts' })) as Address[] | undefined)?.[0]
    if (!from) throw new CallsProviderError('The wallet has no connected account.', 4100)

    const id = `${ID_PREFIX}${crypto.randomUUID()}`
    store.setState((s) => ({
      shown: id,
      batches: [
        ...s.batches,
        {
          id,
          chainId,
          symbol: chainsById[chainId as keyof typeof chainsById]?.nativeCurrency.symbol ?? 'ETH',
          from,
          status: 'running',
          calls: params.calls.map((c) => ({
            to: c.to as Address | undefined,
            value: c.value as Hex | undefined,
            data: c.data as Hex | undefined,
            step: 'waiting',
          })),
        },
      ],
    }))
    openModal(foyer, { view: 'Calls' })

    for (const [index, call] of params.calls.entries()) {
      const transaction = { from, to: call.to, value: call.value, data: call.data }
      setCall(id, index, { step: 'asking' })
      let hash: Hex
      try {
        hash = await instrumentRequest(
          foyer,
          { method: 'eth_sendTransaction', source: 'modal', params: [transaction] },
          async () =>
            (await provider.request({
              method: 'eth_sendTransaction',
              params: [transaction],
            })) as Hex,
        )
        setCall(id, index, { step: 'sent', hash })
        const receipt = await waitForReceipt(provider, hash)
        const reverted = receipt.status === '0x0'
        setCall(id, index, { step: reverted ? 'reverted' : 'confirmed' })
        if (!reverted) continue
        stop(id, index, 'failed')
      } catch (error) {
        const rejected = isUserRejection(error)
        const sentAlready = store.getState().batches.find((b) => b.id === id)?.calls[index]?.hash
        setCall(id, index, { step: rejected ? 'rejected' : sentAlready ? 'sent' : 'failed' })
        stop(id, index, rejected ? 'rejected' : 'failed', rejected ? undefined : messageOf(error))
      }
      const batch = find(id) as CallsBatch
      throw new CallsProviderError(
        batchOutcome(batch) ?? 'The calls stopped.',
        batch.status === 'rejected' ? 4001 : -32603,
        { id },
      )
    }
    update(id, (b) => ({ ...b, status: 'confirmed' }))
    return { id }
  }

  const stop = (id: string, index: number, status: 'rejected' | 'failed', error?: string) =>
    update(id, (b) => ({
      ...b,
      status,
      stoppedAt: index,
      error,
      calls: b.calls.map((c, i) => (i > index ? { ...c, step: 'skipped' } : c)),
    }))

  async function status(batch: CallsBatch) {
    const receipts = await Promise.all(
      batch.calls
        .filter((c) => c.hash && (c.step === 'confirmed' || c.step === 'reverted'))
        .map(async (c) => {
          const r = (await provider.request({
            method: 'eth_getTransactionReceipt',
            params: [c.hash],
          })) as Receipt
          return {
            logs: r.logs ?? [],
            status: r.status,
            blockHash: r.blockHash,
            blockNumber: r.blockNumber,
            gasUsed: r.gasUsed,
            transactionHash: r.transactionHash,
          }
        }),
    )
    const included = receipts.length
    const code =
      batch.status === 'running'
        ? 100
        : batch.status === 'confirmed'
          ? 200
          : included === 0
            ? 400
            : batch.stoppedAt === 0
              ? 500
              : 600
    return {
      version: '2.0.0',
      id: batch.id,
      chainId: `0x${batch.chainId.toString(16)}`,
      atomic: false,
      status: code,
      receipts,
    }
  }

  const wrapped = Object.create(provider) as P
  wrapped.request = (async (args: { method: string; params?: unknown }, options?: never) => {
    const list = Array.isArray(args?.params) ? args.params : []
    switch (args?.method) {
      case 'wallet_sendCalls': {
        try {
          return await provider.request(args, options)
        } catch (error) {
          if (!isUnsupportedMethod(error)) throw error
        }
        const parsed = getSendCallsParamsSchema().safeParse(list)
        if (!parsed.success) throw new CallsProviderError(describeParamsError(parsed.error), -32602)
        return run(parsed.data[0])
      }
      case 'wallet_getCallsStatus': {
        const batch = find(list[0])
        if (batch) return status(batch)
        if (typeof list[0] === 'string' && list[0].startsWith(ID_PREFIX))
          throw new CallsProviderError(`No batch ${list[0]} on this page.`, 5730)
        break
      }
      case 'wallet_showCallsStatus': {
        const batch = find(list[0])
        if (!batch) break
        store.setState({ shown: batch.id })
        openModal(foyer, { view: 'Calls' })
        return null
      }
    }
    return provider.request(args, options)
  }) as P['request']
  return wrapped
}

function messageOf(error: unknown): string {
  const { shortMessage, message } = (error ?? {}) as { shortMessage?: unknown; message?: unknown }
  const text =
    typeof shortMessage === 'string'
      ? shortMessage
      : typeof message === 'string'
        ? message
        : String(error)
  return text.split('\n')[0]?.replace(/\.$/, '').slice(0, 200) ?? 'unknown error'
}
