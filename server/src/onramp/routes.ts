import { foyerRoutes } from '@foyer/modal/contracts'
import { Hono } from 'hono'
import type { AppDeps } from '../deps.ts'
import { HttpError } from '../http/errors.ts'
import { appCors } from '../http/guards.ts'
import { jsonBody, queryOf } from '../http/validate.ts'
import { formatDecimal, SCALE } from './decimal.ts'
import { devProviderEntry } from './devProvider.ts'
import { nativeSymbol } from './nativeSymbol.ts'
import { onrampOptions } from './onrampOptions.ts'
import { staticPriceSource } from './priceSource.ts'
import { quoteOnramp } from './quoteOnramp.ts'
import { readPrice } from './readPrice.ts'

/**
 * The on-ramp service, mounted at `/v1/onramp` (SPEC §7):
 * - `GET /options`: what can be bought (USDC on Ethereum and Polygon, SOL on the app's Solana
 *   networks) and paid with (USD, SPEC §9 limits);
 * - `POST /quote` `{ purchaseCurrency, paymentCurrency, amount, network }`: `{ purchaseAmount, paymentTotal, paymentSubtotal }`;
 * - `GET /providers`: `[{ name, url, publicKey }]` from config, after the dev provider when it is on;
 * - `GET /price?symbol=ETH` or `?chainId=1`: `{ symbol, usd }`, for the Send view's gas price in USD.
 *
 * Nothing here reads cookies; CORS lets this server's apps call it (`foyer serve` is cross-origin in production).
 */
export function onrampRoutes(deps: AppDeps): Hono {
  const prices = deps.prices ?? staticPriceSource(deps.config.onramp.pricesUsd)
  const logError = deps.logError ?? ((error: unknown) => console.error('[foyer server]', error))
  const options = onrampOptions(deps.config)
  const providers = deps.config.onramp.providers.map(({ name, url, publicKey }) => ({
    name,
    url,
    publicKey,
  }))

  const routes = new Hono()
  routes.use('*', appCors(deps.identity))

  routes.get('/options', (c) => c.json(options))

  // The dev provider (onramp.devProvider) comes first, on the origin the modal called through.
  routes.get('/providers', (c) =>
    c.json(
      deps.config.onramp.devProvider
        ? [devProviderEntry(deps.identity.publicUrl()), ...providers]
        : providers,
    ),
  )

  routes.post('/quote', ...jsonBody(foyerRoutes.onrampQuote), async (c) => {
    const request = c.req.valid('json')
    const quote = await quoteOnramp({
      options,
      request,
      priceUsd: (symbol) => readPrice(prices, symbol, logError),
    })
    return c.json(quote)
  })

  routes.get('/price', queryOf(foyerRoutes.onrampPrice), async (c) => {
    const query = c.req.valid('query')
    let symbol = query.symbol?.toUpperCase()
    if (symbol === undefined && query.chainId !== undefined) {
      symbol = await nativeSymbol(query.chainId)
      if (symbol === undefined)
        throw new HttpError(
          404,
          'price_not_found',
          `The native coin of chain ${query.chainId} is not known`,
          [
            {
              field: 'query.chainId',
              rule: 'known_chain',
              value: query.chainId,
              description: `No native coin is known for chain ${query.chainId}; ask by symbol instead`,
            },
          ],
        )
    }
    if (symbol === undefined) throw new Error('priceQuery lets neither symbol nor chainId through')
    const usd = await readPrice(prices, symbol, logError)
    if (usd === undefined)
      throw new HttpError(404, 'price_not_found', `No USD price for ${symbol} on this server`, [
        {
          field: query.symbol === undefined ? 'query.chainId' : 'query.symbol',
          rule: 'known_price',
          value: query.symbol ?? query.chainId,
          description: `No USD price for ${symbol} is configured on this server (onramp.pricesUsd)`,
        },
      ])
    return c.json({ symbol, usd: formatDecimal(usd, SCALE, { trim: true }) })
  })

  return routes
}
