import { z } from 'zod'
import { lazily, once } from './lazily.ts'
import { primitiveSchemas } from './primitiveSchemas.ts'

const text = () =>
  z.string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string') })

const decimal = once(() =>
  text().regex(/^\d{1,15}(\.\d{1,18})?$/, {
    error: 'must be a decimal number written as a string, such as "100" or "99.50"',
  }),
)

const provider = once(() =>
  z.object({
    name: z.string(),
    /** Page the provider is opened at; see `buildOnrampUrl`. */
    url: z.string(),
    publicKey: z.string(),
  }),
)

/**
 * The on-ramp requests the modal sends and the answers `apiSchemas` does not cover (providers,
 * prices), shared by the API client and `@foyer/server` so the two cannot disagree.
 */
export const onrampApiSchemas = lazily({
  /** `POST /v1/onramp/quote`: buy `purchaseCurrency` on `network` for `amount` of `paymentCurrency`. */
  quoteRequest: () =>
    z.object({
      /** Id (or symbol) of the currency to buy, e.g. `usdc`. */
      purchaseCurrency: text().min(1, { error: 'is required' }),
      /** Id of the currency to pay with, e.g. `USD`. */
      paymentCurrency: text().min(1, { error: 'is required' }),
      /** Amount to pay, in the payment currency, as a decimal string. */
      amount: decimal(),
      /** Network name (`ethereum-mainnet`) or chain id (`1`) to receive on. */
      network: text().min(1, { error: 'is required' }),
    }),
  /** `GET /v1/onramp/price?symbol=ETH` or `?chainId=1` (that chain's native coin). */
  priceQuery: () =>
    z
      .object({
        symbol: z
          .string()
          .regex(/^[A-Za-z0-9]{1,16}$/, { error: 'must be 1 to 16 letters or digits' })
          .optional(),
        chainId: primitiveSchemas.chainIdParam.optional(),
      })
      .refine((query) => query.symbol !== undefined || query.chainId !== undefined, {
        error: 'is required unless chainId is given',
        path: ['symbol'],
      }),
  /** `GET /v1/onramp/price` answer: the USD price of one unit, as a decimal string. */
  price: () => z.object({ symbol: z.string(), usd: decimal() }),
  /** `GET /v1/onramp/providers` answer. */
  providers: () => z.array(provider()),
})

export type OnrampQuoteRequest = z.input<typeof onrampApiSchemas.quoteRequest>
export type OnrampPriceQuery = z.output<typeof onrampApiSchemas.priceQuery>
export type OnrampPrice = z.output<typeof onrampApiSchemas.price>
export type OnrampProviderEntry = z.output<ReturnType<typeof provider>>
