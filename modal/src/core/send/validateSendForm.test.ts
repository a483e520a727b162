import { describe, expect, it } from 'vitest'
import { validateSendForm } from './validateSendForm.ts'

const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('validateSendForm', () => {
  it('says the balance as a person reads it when the amount is over it, with what was typed', () => {
    const eth = { chainId: 1, value: 9_999_999_767_828_226_024_912n, decimals: 18, symbol: 'ETH' }
    expect(validateSendForm(eth, '99999999', receiver)).toEqual({
      amount: 'Amount must not exceed your balance of 9,999.9997 ETH. Provided: "99999999"',
    })
    expect(validateSendForm(eth, '9999.99', receiver)).toEqual({})
  })
})
