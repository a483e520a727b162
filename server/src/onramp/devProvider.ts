import type { OnrampNetwork, OnrampProviderEntry } from '@foyer/modal/contracts'
import { type Context, Hono } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { type Address, parseUnits } from 'viem'
import { z } from 'zod'
import type { ServerDeps } from '../deps.ts'
import { HttpError, invalidRequest } from '../http/errors.ts'
import { airdropDevSol } from './airdropDevSol.ts'
import { checkoutPage, paidPage, refusedPage } from './devCheckoutPage.ts'
import { mintDevUsdc } from './mintDevUsdc.ts'
import { onrampOptions } from './onrampOptions.ts'
import { staticPriceSource } from './priceSource.ts'
import { quoteOnramp } from './quoteOnramp.ts'
import { readPrice } from './readPrice.ts'

/** Where the dev provider is mounted on the server. */
export const DEV_ONRAMP_PATH = '/__onramp'

/** What the dev provider sells: fixture USDC on a local anvil, SOL on a local Solana. */
const token = z.enum(['USDC', 'SOL'], {
  error: 'must be USDC or SOL: the dev provider sells nothing else',
})
/** The receiver: an EVM address, or a Solana one (which one the token says, `receiverFits`). */
const walletAddress = z.string().regex(/^(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/, {
  error: 'must be a 0x address of 40 hex digits (USDC) or a Solana address, base58 (SOL)',
})
const ADDRESS = {
  USDC: [/^0x[0-9a-fA-F]{40}$/, 'must be a 0x address of 40 hex digits'],
  SOL: [/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'must be a Solana address (base58, 32 bytes)'],
} as const
/** Refuses a receiver that is not an address of the token's network, on `walletAddress`. */
const receiverFits = (
  input: { walletAddress: string; token: 'USDC' | 'SOL' },
  ctx: z.RefinementCtx,
) => {
  const [rule, error] = ADDRESS[input.token]
  if (!rule.test(input.walletAddress))
    ctx.addIssue({ code: 'custom', path: ['walletAddress'], message: error, input })
}
const amount = z
  .string()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, { error: 'must be an amount such as 50 or 49.99' })
const network = z
  .string()
  .regex(/^[a-z0-9-]{1,40}$/, { error: 'must be a network name such as ethereum-mainnet' })
const currency = z.literal('USD', { error: 'must be USD' })

const checkoutQuery = z
  .object({
    publicKey: z.string().max(200).optional(),
    destinationCurrencyCode: token,
    walletAddress,
    presetFiatAmount: amount.optional(),
    fiatCurrency: currency.optional(),
    defaultNetwork: network.optional(),
  })
  .superRefine((query, ctx) =>
    receiverFits({ walletAddress: query.walletAddress, token: query.destinationCurrencyCode }, ctx),
  )

const payForm = z
  .object({ walletAddress, network, amount, currency, token: token.default('USDC') })
  .superRefine(receiverFits)

/**
 * The dev provider as `/v1/onramp/providers` lists it: its checkout on the server's own public
 * URL (never a host a request named).
 */
export function devProviderEntry(publicUrl: string): OnrampProviderEntry {
  return {
    name: 'Foyer test checkout',
    url: `${publicUrl}${DEV_ONRAMP_PATH}/checkout`,
    publicKey: 'foyer-dev',
  }
}

/**
 * The dev on-ramp provider (`onramp.devProvider`), mounted at `/__onramp`: `GET /checkout` with
 * the provider query (`publicKey`, `destinationCurrencyCode`, `walletAddress`, and optionally
 * `presetFiatAmount`, `fiatCurrency`, `defaultNetwork`) shows an accessible checkout page; its
 * Pay (`POST /pay`, a form) quotes the amount as `/v1/onramp/quote` does and mints that much of
 * the fixture USDC to the wallet on the chain's local anvil, or (`destinationCurrencyCode` SOL)
 * airdrops that much SOL to it on the local Solana. 404 when the flag is off.
 */
export function devOnrampRoutes(deps: ServerDeps): Hono {
  const { config } = deps
  const prices = deps.prices ?? staticPriceSource(config.onramp.pricesUsd)
  const logError = deps.logError ?? ((error: unknown) => console.error('[foyer server]', error))
  const options = onrampOptions(config)
  // The node of a network this server has: an EVM chain's, or a Solana network's.
  const nodeOf = (n: OnrampNetwork) =>
    config.chains.find((chain) => String(chain.id) === n.chain_id)?.rpcUrl ??
    config.solana.find((solana) => solana.id === n.chain_id)?.rpcUrl
  const findNetwork = (symbol: 'USDC' | 'SOL', wanted: string | undefined) =>
    options.purchaseCurrencies
      .find((c) => c.symbol === symbol)
      ?.networks.find((n) => nodeOf(n) && (wanted === undefined || n.name === wanted))

  const quote = (request: { amount: string; network: string; token: 'USDC' | 'SOL' }) =>
    quoteOnramp({
      options,
      request: {
        purchaseCurrency: request.token.toLowerCase(),
        paymentCurrency: 'USD',
        amount: request.amount,
        network: request.network,
      },
      priceUsd: (symbol) => readPrice(prices, symbol, logError),
    })

  const refused = (c: Context, status: ContentfulStatusCode, title: string, reasons: string[]) => {
    c.header('Cache-Control', 'no-store')
    return c.html(refusedPage(title, reasons), status)
  }
  const reasonsOf = (error: unknown): string[] => {
    if (error instanceof HttpError) return error.reasons.map((r) => r.description)
    throw error
  }

  const routes = new Hono()
  routes.use('*', async (_, next) => {
    if (!config.onramp.devProvider)
      throw new HttpError(
        404,
        'dev_provider_off',
        'The dev on-ramp provider is off: start the server with onramp.devProvider: true',
      )
    await next()
  })

  routes.get('/checkout', async (c) => {
    const input = c.req.query()
    const parsed = checkoutQuery.safeParse(input)
    if (!parsed.success)
      return refused(c, 400, 'Cannot start this purchase', [
        ...invalidRequest('query', parsed.error.issues, input).reasons.map((r) => r.description),
      ])
    const query = parsed.data
    const symbol = query.destinationCurrencyCode
    const chosen = findNetwork(symbol, query.defaultNetwork)
    if (!chosen)
      return refused(c, 400, 'Cannot start this purchase', [
        `query.defaultNetwork must be a network this server has a chain for (received ${JSON.stringify(query.defaultNetwork ?? 'nothing')})`,
      ])
    let receive: string | undefined
    let problem: string | undefined
    if (query.presetFiatAmount !== undefined) {
      try {
        const quoted = await quote({
          amount: query.presetFiatAmount,
          network: chosen.name,
          token: symbol,
        })
        receive = `${quoted.purchaseAmount.amount} ${quoted.purchaseAmount.currency ?? symbol}`
      } catch (error) {
        problem = reasonsOf(error).join(' ')
      }
    }
    c.header('Cache-Control', 'no-store')
    return c.html(
      checkoutPage({
        token: symbol,
        walletAddress: query.walletAddress,
        network: chosen.name,
        networkLabel: chosen.display_name,
        currency: 'USD',
        amount: query.presetFiatAmount,
        receive,
        problem,
      }),
    )
  })

  routes.post('/pay', async (c) => {
    const input = await c.req.parseBody()
    const parsed = payForm.safeParse(input)
    if (!parsed.success)
      return refused(
        c,
        400,
        'Payment refused',
        invalidRequest('body', parsed.error.issues, input).reasons.map((r) => r.description),
      )
    const form = parsed.data
    const chosen = findNetwork(form.token, form.network)
    const rpcUrl = chosen && nodeOf(chosen)
    if (!chosen || !rpcUrl)
      return refused(c, 400, 'Payment refused', [
        `body.network must be a network this server has a node for (received ${JSON.stringify(form.network)})`,
      ])
    try {
      const quoted = await quote({ amount: form.amount, network: chosen.name, token: form.token })
      const hash =
        form.token === 'SOL'
          ? await airdropDevSol({
              rpcUrl,
              network: chosen.chain_id,
              to: form.walletAddress,
              lamports: parseUnits(quoted.purchaseAmount.amount, 9),
              fetch: deps.fetch,
            })
          : await mintDevUsdc({
              rpcUrl,
              chainId: Number(chosen.chain_id),
              token: chosen.contract_address as Address,
              to: form.walletAddress as Address,
              amount: parseUnits(quoted.purchaseAmount.amount, 6),
              fetch: deps.fetch,
            })
      c.header('Cache-Control', 'no-store')
      return c.html(
        paidPage({
          receive: `${quoted.purchaseAmount.amount} ${form.token}`,
          paid: `${quoted.paymentTotal?.amount ?? form.amount} ${form.currency}`,
          walletAddress: form.walletAddress,
          networkLabel: chosen.display_name,
          hash,
        }),
      )
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 500
      return refused(c, status, 'Payment failed', reasonsOf(error))
    }
  })

  return routes
}
