import { describe, expect, it } from 'vitest'
import { initialOnrampState } from './onrampState.ts'
import { validateOnrampAmount } from './validateOnrampAmount.ts'

const usd = initialOnrampState().paymentCurrency

describe('validateOnrampAmount (SPEC §9 limits)', () => {
  it.each([
    ['50', 'card', 50],
    ['10', 'card', 10],
    ['7500.00', 'card', 7500],
    [' 49.99 ', 'card', 49.99],
    ['25000', 'ach_bank_account', 25000],
  ])('accepts %s for %s', (text, method, amount) => {
    expect(validateOnrampAmount(text, usd, method)).toEqual({ amount })
  })

  it.each([
    ['', 'card', 'Amount is required: how much USD to pay.'],
    ['9.99', 'card', 'Amount must be at least 10.00 USD for card. Provided: "9.99"'],
    [
      '5',
      'ach_bank_account',
      'Amount must be at least 10.00 USD for bank transfer (ACH). Provided: "5"',
    ],
    [
      '7500.01',
      'card',
      'Amount must be at most 7,500.00 USD for card; bank transfer (ACH) allows up to 25,000.00 USD. Provided: "7500.01"',
    ],
    [
      '30000',
      'ach_bank_account',
      'Amount must be at most 25,000.00 USD for bank transfer (ACH). Provided: "30000"',
    ],
    [
      '12.345',
      'card',
      'Amount must be a number of USD with at most 2 decimals, such as 50 or 49.99. Provided: "12.345"',
    ],
    [
      '1,000',
      'card',
      'Amount must be a number of USD with at most 2 decimals, such as 50 or 49.99. Provided: "1,000"',
    ],
  ])('refuses %j for %s', (text, method, error) => {
    expect(validateOnrampAmount(text, usd, method)).toEqual({ error })
  })
})
