import type { OnrampNetwork, OnrampProviderEntry } from '@foyer/modal/contracts'
import { defaultOnrampOptions } from '@foyer/modal/frame-protocol'
import { type Context, Hono } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { type Address, parseUnits } from 'viem'
import { z } from 'zod'
import type { ServerDeps } from '../deps.ts'
import { HttpError, invalidRequest } from '../http/errors.ts'
import { checkoutPage, paidPage, refusedPage } from './devCheckoutPage.ts'
import { mintDevUsdc } from './mintDevUsdc.ts'
import { staticPriceSource } from './priceSource.ts'
import { quoteOnramp } from './quoteOnramp.ts'
import { readPrice } from './readPrice.ts'

/** Where the dev provider is mounted on the server. */
export const DEV_ONRAMP_PATH = '/__onramp'

const address = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, { error: 'must be a 0x address of 40 hex digits' })
const amount = z
  .string()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, { error: 'must be an amount such as 50 or 49.99' })
const network = z
  .string()
  .regex(/^[a-z0-9-]{1,40}$/, { error: 'must be a network name such as ethereum-mainnet' })
const currency = z.literal('USD', { error: 'must be USD' })

const checkoutQuery = z.object({
  publicKey: z.string().max(200).optional(),
  destinationCurrencyCode: z.literal('USDC', {
    error: 'must be USDC: the dev provider sells nothing else',
  }),
  walletAddress: address,
  presetFiatAmount: amount.optional(),
  fiatCurrency: currency.optional(),
  defaultNetwork: network.optional(),
})

const payForm = z.object({ walletAddress: address, network, amount, currency })

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
 * the fixture USDC to the wallet on the chain's local anvil. 404 when the flag is off.
 */
export function devOnrampRoutes(deps: ServerDeps): Hono {
  const { config } = deps
  const prices = deps.prices ?? staticPriceSource(config.onramp.pricesUsd)
  const logError = deps.logError ?? ((error: unknown) => console.error('[foyer server]', error))
  const options = defaultOnrampOptions()
  const usdc = options.purchaseCurrencies[0]
  const served = (n: OnrampNetwork) =>
    config.chains.some((chain) => String(chain.id) === n.chain_id)
  const findNetwork = (wanted: string | undefined) =>
    usdc?.networks.find((n) => served(n) && (wanted === undefined || n.name === wanted))

  const quote = (request: { amount: string; network: string }) =>
    quoteOnramp({
      options,
      request: { purchaseCurrency: 'usdc', paymentCurrency: 'USD', ...request },
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
    const chosen = findNetwork(query.defaultNetwork)
    if (!chosen)
      return refused(c, 400, 'Cannot start this purchase', [
        `query.defaultNetwork must be a network this server has a chain for (received ${JSON.stringify(query.defaultNetwork ?? 'nothing')})`,
      ])
    let receive: string | undefined
    let problem: string | undefined
    if (query.presetFiatAmount !== undefined) {
      try {
        const quoted = await quote({ amount: query.presetFiatAmount, network: chosen.name })
        receive = `${quoted.purchaseAmount.amount} ${quoted.purchaseAmount.currency ?? 'USDC'}`
      } catch (error) {
        problem = reasonsOf(error).join(' ')
      }
    }
    c.header('Cache-Control', 'no-store')
    return c.html(
      checkoutPage({
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
    const chosen = findNetwork(form.network)
    const chain = config.chains.find((ch) => String(ch.id) === chosen?.chain_id)
    if (!chosen || !chain)
      return refused(c, 400, 'Payment refused', [
        `body.network must be a network this server has a chain for (received ${JSON.stringify(form.network)})`,
      ])
    try {
      const quoted = await quote({ amount: form.amount, network: chosen.name })
      const hash = await mintDevUsdc({
        rpcUrl: chain.rpcUrl,
        chainId: chain.id,
        token: chosen.contract_address as Address,
        to: form.walletAddress as Address,
        amount: parseUnits(quoted.purchaseAmount.amount, 6),
        fetch: deps.fetch,
      })
      c.header('Cache-Control', 'no-store')
      return c.html(
        paidPage({
          receive: `${quoted.purchaseAmount.amount} USDC`,
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
