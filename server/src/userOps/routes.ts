import { chainIdParamSchema, foyerRoutes } from '@foyer/modal/contracts'
import { sql } from 'drizzle-orm'
import type { Context } from 'hono'
import { Hono } from 'hono'
import {
  type Address,
  decodeFunctionData,
  formatEther,
  type Hex,
  isAddress,
  isAddressEqual,
  numberToHex,
  parseAbi,
  parseEther,
} from 'viem'
import {
  entryPoint08Address,
  formatUserOperation,
  type RpcUserOperation,
  type UserOperation,
} from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { z } from 'zod'
import { requireUser } from '../auth/routes.ts'
import type { AppDeps } from '../deps.ts'
import { HttpError } from '../http/errors.ts'
import { queryOf } from '../http/validate.ts'
import { hitRateLimits } from '../limits/rateLimit.ts'
import { forwardRpc } from '../rpc/forwardRpc.ts'
import {
  type JsonRpcError,
  type JsonRpcOutcome,
  parseRequest,
  RPC_ERROR,
  respond,
} from '../rpc/jsonRpc.ts'
import { queryRows } from '../storage/queryRows.ts'
import {
  PAYMASTER_POST_OP_GAS,
  PAYMASTER_VERIFICATION_GAS,
  SPONSORSHIP_TTL_SECONDS,
  STUB_PAYMASTER_DATA,
  signPaymasterData,
} from './paymasterData.ts'

const querySchema = z.object({ chainId: chainIdParamSchema })

/** The bundler methods a wallet needs for its own operations; nothing that lists others'. */
const BUNDLER_METHODS = new Set([
  'eth_chainId',
  'eth_supportedEntryPoints',
  'eth_estimateUserOperationGas',
  'eth_sendUserOperation',
  'eth_getUserOperationReceipt',
  'eth_getUserOperationByHash',
  'pimlico_getUserOperationGasPrice',
])
/** The methods whose first parameter is a UserOperation: its sender must be the caller's wallet. */
const OWN_OPERATION_METHODS = new Set([
  'eth_estimateUserOperationGas',
  'eth_sendUserOperation',
  'pm_getPaymasterStubData',
  'pm_getPaymasterData',
])

const refusal = (code: number, message: string): { error: JsonRpcError } => ({
  error: { code, message },
})

/**
 * ERC-4337 for the embedded wallet's smart account, on the chains whose config names a bundler:
 * - `POST /v1/user-operations/bundler?chainId=` forwards the bundler methods a wallet needs
 *   (BUNDLER_METHODS) to the chain's `bundlerUrl`, which no client ever sees;
 * - `POST /v1/user-operations/paymaster?chainId=` is an ERC-7677 paymaster service
 *   (`pm_getPaymasterStubData`, `pm_getPaymasterData`) where the chain has a `paymaster`: the
 *   server signs for its FoyerPaymaster, so the app pays the gas. An operation that may cost
 *   more than `userOperations.maxGasCost`, or (when `sponsoredTargets` is set) calls anything
 *   else than those contracts, is refused; each signature counts in the database
 *   against `sponsoredPerUserPerDay` for the user and `sponsoredPerDay` for everyone.
 * Both need a signed-in session (Bearer + device id, 401 otherwise), and an operation must come
 * from that session's own wallet (the address its auth share belongs to): a stranger can neither
 * use the operator's bundler nor spend its paymaster's deposit, for them or for anyone else.
 * Refusals inside JSON-RPC are JSON-RPC errors naming the field and the value.
 */
export function userOperationRoutes(deps: AppDeps): Hono {
  const { config, storage } = deps
  const fetchFn: typeof fetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const chains = new Map(config.chains.map((chain) => [chain.id, chain]))

  function chainFor(chainId: number, need: 'bundler' | 'paymaster') {
    const chain = chains.get(chainId)
    if (chain?.bundlerUrl && (need === 'bundler' || chain.paymaster))
      return chain as typeof chain & { bundlerUrl: string }
    const served = [...chains.values()]
      .filter((c) => c.bundlerUrl && (need === 'bundler' || c.paymaster))
      .map((c) => c.id)
    const what = need === 'bundler' ? 'a bundler' : 'a paymaster'
    const description = `query.chainId must be a chain this server has ${what} for (${served.join(', ') || 'none'}) (received ${chainId})`
    throw new HttpError(404, `no_${need}`, description, [
      { field: 'query.chainId', rule: `configured_${need}`, value: chainId, description },
    ])
  }

  /** The signed-in user's wallet address: the one its auth share was stored for. */
  async function walletOf(c: Context): Promise<{ userId: string; address: Address | undefined }> {
    const user = await requireUser(c, storage.db)
    const [row] = await queryRows<{ address: string }>(
      storage.db,
      sql`SELECT address FROM auth_shares WHERE user_id = ${user.id}`,
    )
    return { userId: user.id, address: row?.address as Address | undefined }
  }

  /** The request, once it is one JSON-RPC call (no batch) of an allowed method. */
  async function readCall(c: Context, allowed: ReadonlySet<string>) {
    let body: unknown
    try {
      body = await c.req.json()
    } catch {
      return {
        answer: respond(null, refusal(RPC_ERROR.parse, 'Parse error: the body must be JSON')),
      }
    }
    const parsed = parseRequest(body)
    if ('answer' in parsed) return parsed
    const { id, method, params } = parsed.request
    if (!allowed.has(method))
      return {
        answer: respond(
          id ?? null,
          refusal(
            RPC_ERROR.methodNotFound,
            `${method.slice(0, 60)} is not a method this service answers (${[...allowed].join(', ')})`,
          ),
        ),
      }
    return { id: id ?? null, method, params: Array.isArray(params) ? params : [] }
  }

  /** Why `operation` may not go on the caller's behalf, or undefined when it may. */
  function notOwn(operation: unknown, wallet: Address | undefined): string | undefined {
    const sender = (operation as { sender?: unknown } | null)?.sender
    if (typeof sender !== 'string' || !isAddress(sender))
      return `params[0].sender must be the 0x address of the operation's account (received ${JSON.stringify(sender)?.slice(0, 60)})`
    if (!wallet)
      return 'params[0].sender: this session has no wallet yet (its key was never stored), so it has no operations'
    if (!isAddressEqual(sender, wallet))
      return `params[0].sender must be this session's wallet ${wallet} (received ${sender})`
    return undefined
  }

  const routes = new Hono()

  routes.post('/bundler', queryOf(foyerRoutes.bundler, querySchema), async (c) => {
    const { chainId } = c.req.valid('query')
    const chain = chainFor(chainId, 'bundler')
    const { address } = await walletOf(c)
    const call = await readCall(c, BUNDLER_METHODS)
    if ('answer' in call) return c.json(call.answer)
    const { id, method, params } = call
    if (method === 'eth_chainId') return c.json(respond(id, { result: numberToHex(chainId) }))
    if (OWN_OPERATION_METHODS.has(method)) {
      const why = notOwn(params[0], address)
      if (why) return c.json(respond(id, refusal(4100, why)))
    }
    const [outcome] = (await forwardRpc({
      requests: [{ method, params }],
      chainId,
      rpcUrl: chain.bundlerUrl,
      timeoutMs: config.rpc.timeoutMs,
      fetch: fetchFn,
    })) as [JsonRpcOutcome]
    return c.json(respond(id, outcome))
  })

  routes.post('/paymaster', queryOf(foyerRoutes.paymaster, querySchema), async (c) => {
    const { chainId } = c.req.valid('query')
    const chain = chainFor(chainId, 'paymaster')
    const paymaster = chain.paymaster as { address: Address; signerKey: Hex }
    const { userId, address } = await walletOf(c)
    const call = await readCall(c, new Set(['pm_getPaymasterStubData', 'pm_getPaymasterData']))
    if ('answer' in call) return c.json(call.answer)
    const { id, method, params } = call
    const answer = (outcome: JsonRpcOutcome) => c.json(respond(id, outcome))
    const [operation, entryPoint, chainHex] = params as [unknown, unknown, unknown]
    if (
      typeof entryPoint !== 'string' ||
      !isAddress(entryPoint) ||
      !isAddressEqual(entryPoint, entryPoint08Address)
    )
      return answer(
        refusal(
          -32602,
          `params[1] must be EntryPoint v0.8 ${entryPoint08Address} (received ${JSON.stringify(entryPoint)?.slice(0, 60)})`,
        ),
      )
    if (typeof chainHex !== 'string' || Number(chainHex) !== chainId)
      return answer(
        refusal(
          -32602,
          `params[2] must be this chain's id ${numberToHex(chainId)} (received ${JSON.stringify(chainHex)?.slice(0, 20)})`,
        ),
      )
    const why = notOwn(operation, address)
    if (why) return answer(refusal(4100, why))
    const sponsor = { name: config.appName }
    const gas = {
      paymasterVerificationGasLimit: numberToHex(PAYMASTER_VERIFICATION_GAS),
      paymasterPostOpGasLimit: numberToHex(PAYMASTER_POST_OP_GAS),
    }
    if (method === 'pm_getPaymasterStubData')
      return answer({
        result: {
          paymaster: paymaster.address,
          paymasterData: STUB_PAYMASTER_DATA,
          ...gas,
          sponsor,
          isFinal: false,
        },
      })

    let userOperation: UserOperation<'0.8'>
    try {
      userOperation = formatUserOperation(
        operation as RpcUserOperation<'0.8'>,
      ) as UserOperation<'0.8'>
      if (typeof userOperation.nonce !== 'bigint' || !userOperation.callData) throw new Error()
    } catch {
      return answer(
        refusal(-32602, 'params[0] must be a whole UserOperation (v0.8 fields as hex strings)'),
      )
    }
    // What the EntryPoint may take from the deposit for it: every gas limit at the top fee.
    const maxCost =
      (userOperation.callGasLimit +
        userOperation.verificationGasLimit +
        userOperation.preVerificationGas +
        PAYMASTER_VERIFICATION_GAS +
        PAYMASTER_POST_OP_GAS) *
      userOperation.maxFeePerGas
    const { maxGasCost, sponsoredPerUserPerDay, sponsoredPerDay, sponsoredTargets } =
      config.userOperations
    const offTarget = sponsoredTargets && outsideTargets(userOperation.callData, sponsoredTargets)
    if (offTarget)
      return answer(
        refusal(
          -32602,
          `params[0].callData: ${offTarget}, which ${config.appName} does not sponsor`,
        ),
      )
    if (maxCost > parseEther(maxGasCost))
      return answer(
        refusal(
          -32602,
          `params[0] may cost up to ${formatEther(maxCost)} in gas (its gas limits times maxFeePerGas ${userOperation.maxFeePerGas}); ${config.appName} sponsors at most ${maxGasCost} an operation`,
        ),
      )
    const userQuota = { key: `userops:sponsored:${userId}`, limit: sponsoredPerUserPerDay }
    const over = await hitRateLimits(
      storage.db,
      [userQuota, { key: 'userops:sponsored:all', limit: sponsoredPerDay }],
      { windowSeconds: 24 * 3600 },
    )
    if (over)
      return answer(
        refusal(
          RPC_ERROR.limitExceeded,
          over.key === userQuota.key
            ? `${config.appName} sponsors at most ${over.limit} operations a day for each account; retry in ${over.retryAfterSeconds} s or pay the fee yourself`
            : `${config.appName} has sponsored its ${over.limit} operations for today; retry in ${over.retryAfterSeconds} s or pay the fee yourself`,
        ),
      )
    const now = Math.floor(Date.now() / 1000)
    const paymasterData = await signPaymasterData(
      userOperation,
      privateKeyToAccount(paymaster.signerKey),
      {
        chainId,
        paymaster: paymaster.address,
        validUntil: now + SPONSORSHIP_TTL_SECONDS,
        validAfter: 0,
      },
    )
    return answer({ result: { paymaster: paymaster.address, paymasterData, ...gas } })
  })

  return routes
}

const accountCallsAbi = parseAbi([
  'function execute(address to, uint256 value, bytes data)',
  'function executeBatch((address to, uint256 value, bytes data)[] calls)',
])

/**
 * Why the account's call data is not only calls to `targets` (the account's `execute` or
 * `executeBatch`), or undefined when it is.
 */
function outsideTargets(callData: Hex, targets: readonly string[]): string | undefined {
  let calls: readonly { to: Address }[]
  try {
    const decoded = decodeFunctionData({ abi: accountCallsAbi, data: callData })
    calls =
      decoded.functionName === 'execute'
        ? [{ to: decoded.args[0] }]
        : decoded.args[0].map((call) => ({ to: call.to }))
  } catch {
    return "it is not the account's execute or executeBatch"
  }
  const index = calls.findIndex(
    (call) => !targets.some((target) => isAddressEqual(target as Address, call.to)),
  )
  return index < 0 ? undefined : `call ${index + 1} goes to ${calls[index]!.to}`
}
