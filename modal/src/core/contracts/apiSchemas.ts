import { z } from 'zod'
import { errorBodySchema } from './primitiveSchemas.ts'

const onrampNetwork = z.object({
  name: z.string(),
  display_name: z.string(),
  chain_id: z.string(),
  contract_address: z.string(),
})

const purchaseCurrency = z.object({
  id: z.string(),
  name: z.string(),
  symbol: z.string(),
  networks: z.array(onrampNetwork),
})

const paymentCurrency = z.object({
  id: z.string(),
  payment_method_limits: z.array(z.object({ id: z.string(), min: z.string(), max: z.string() })),
})

const amount = z.object({ amount: z.string(), currency: z.string() })

const nameProfile = z.looseObject({
  name: z.string(),
  registered: z.number().optional(),
  updated: z.number().optional(),
  addresses: z.record(z.string(), z.looseObject({ address: z.string() })).default({}),
  attributes: z.array(z.record(z.string(), z.string())).default([]),
})

/**
 * The answers Foyer uses from its backend (SPEC §7), checked on arrival so a contract change shows
 * up as a named error, not as `undefined` deep in a view.
 */
export const apiSchemas = {
  onrampOptions: z.object({
    purchaseCurrencies: z.array(purchaseCurrency),
    paymentCurrencies: z.array(paymentCurrency),
  }),
  onrampQuote: z.looseObject({
    purchaseAmount: z.looseObject({ amount: z.string(), currency: z.string().optional() }),
    paymentTotal: amount.optional(),
    paymentSubtotal: amount.optional(),
  }),
  nameProfile,
  reverseLookup: z.array(nameProfile),
  nameSuggestions: z.object({
    suggestions: z.array(z.looseObject({ name: z.string(), registered: z.boolean().optional() })),
  }),
  /** Registration answers with the new profile or nothing; only success matters. */
  registerName: z.unknown(),
  /** The API's error body; the name-service errors show the first reason (SPEC §8). */
  errorBody: errorBodySchema,
}

export type OnrampNetwork = z.output<typeof onrampNetwork>
export type PurchaseCurrency = z.output<typeof purchaseCurrency>
export type PaymentCurrency = z.output<typeof paymentCurrency>
export type OnrampOptions = z.output<typeof apiSchemas.onrampOptions>
export type OnrampQuote = z.output<typeof apiSchemas.onrampQuote>
export type NameProfile = z.output<typeof nameProfile>
export type NameSuggestion = z.output<typeof apiSchemas.nameSuggestions>['suggestions'][number]
