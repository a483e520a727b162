import type { OnrampOptions } from '../contracts/apiSchemas.ts'
import { initialOnrampState } from './onrampState.ts'

/**
 * What a Foyer server offers by default (SPEC §3, §9): USDC on Ethereum and Polygon mainnet,
 * paid in USD within the default card and ACH limits. The modal's initial on-ramp state, so the
 * two never drift. A fresh object each call.
 * @example app.get('/options', (c) => c.json(defaultOnrampOptions()))
 */
export function defaultOnrampOptions(): OnrampOptions {
  const { purchaseCurrency, paymentCurrency } = initialOnrampState()
  return { purchaseCurrencies: [purchaseCurrency], paymentCurrencies: [paymentCurrency] }
}
