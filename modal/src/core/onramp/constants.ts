/** Default on-ramp limits per payment method, in USD, as the provider API writes them (SPEC §9). */
export const DEFAULT_ONRAMP_PAYMENT_METHOD_LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
] as const
