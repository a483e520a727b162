import { z } from 'zod'
import { lazily, once } from './lazily.ts'
import { primitiveSchemas } from './primitiveSchemas.ts'

const onrampNetwork = once(() =>
  z.object({
    name: z.string(),
    display_name: z.string(),
    chain_id: z.string(),
    contract_address: z.string(),
  }),
)

const purchaseCurrency = once(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    symbol: z.string(),
    networks: z.array(onrampNetwork()),
  }),
)

const paymentCurrency = once(() =>
  z.object({
    id: z.string(),
    payment_method_limits: z.array(z.object({ id: z.string(), min: z.string(), max: z.string() })),
  }),
)

const amount = once(() => z.object({ amount: z.string(), currency: z.string() }))

const nameProfile = once(() =>
  z.looseObject({
    name: z.string(),
    registered: z.number().optional(),
    updated: z.number().optional(),
    addresses: z.record(z.string(), z.looseObject({ address: z.string() })).default({}),
    attributes: z.array(z.record(z.string(), z.string())).default([]),
  }),
)

/**
 * The answers Foyer uses from its backend (SPEC §7), checked on arrival so a contract change shows
 * up as a named error, not as `undefined` deep in a view. Each is built on first read (`lazily`).
 */
export const apiSchemas = lazily({
  onrampOptions: () =>
    z.object({
      purchaseCurrencies: z.array(purchaseCurrency()),
      paymentCurrencies: z.array(paymentCurrency()),
    }),
  onrampQuote: () =>
    z.looseObject({
      purchaseAmount: z.looseObject({ amount: z.string(), currency: z.string().optional() }),
      paymentTotal: amount().optional(),
      paymentSubtotal: amount().optional(),
    }),
  nameProfile: () => nameProfile(),
  reverseLookup: () => z.array(nameProfile()),
  nameSuggestions: () =>
    z.object({
      suggestions: z.array(z.looseObject({ name: z.string(), registered: z.boolean().optional() })),
    }),
  /** Registration answers with the new profile or nothing; only success matters. */
  registerName: () => z.unknown(),
  /** The API's error body; the name-service errors show the first reason (SPEC §8). */
  errorBody: () => primitiveSchemas.errorBody,
})

export type OnrampNetwork = z.output<ReturnType<typeof onrampNetwork>>
export type PurchaseCurrency = z.output<ReturnType<typeof purchaseCurrency>>
export type PaymentCurrency = z.output<ReturnType<typeof paymentCurrency>>
export type OnrampOptions = z.output<typeof apiSchemas.onrampOptions>
export type OnrampQuote = z.output<typeof apiSchemas.onrampQuote>
export type NameProfile = z.output<ReturnType<typeof nameProfile>>
export type NameSuggestion = z.output<typeof apiSchemas.nameSuggestions>['suggestions'][number]
