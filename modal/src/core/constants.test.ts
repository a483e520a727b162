import { describe, expect, it } from 'vitest'
import { DEFAULT_LOG_LEVEL } from './bus/createBus.ts'
import { SAFE_INFO_TIMEOUT } from './connection/constants.ts'
import { ACCOUNT_TYPES, EMAIL_COOLDOWN_MS, SDK_VERSION } from './embedded/constants.ts'
import {
  ACCOUNT_NAME_MIN_LENGTH,
  NAME_LABEL_MAX_NON_SPACING_MARKS,
  NAME_SUFFIX,
} from './names/constants.ts'
import {
  CHAIN_ID_CEILING,
  EVM_NAMESPACE,
  SOLANA_CHAIN_IDS,
  SUPPORTED_CHAIN_IDS,
  USDC_CONTRACT_ADDRESSES,
} from './network/constants.ts'
import { DEFAULT_ONRAMP_PAYMENT_METHOD_LIMITS } from './onramp/constants.ts'
import { RECEIPT_WAIT_TIMEOUT, TRANSACTION_TYPE } from './send/constants.ts'
import { STORAGE_PREFIX } from './storage/constants.ts'

describe('business constants (SPEC §9)', () => {
  it('pins each value', () => {
    expect(SDK_VERSION).toBe('5.1.11')
    expect(DEFAULT_LOG_LEVEL).toBe('error')
    expect(CHAIN_ID_CEILING).toBe(2147483648)
    expect(SAFE_INFO_TIMEOUT).toBe(10)
    expect(RECEIPT_WAIT_TIMEOUT).toBe(0)
    expect(TRANSACTION_TYPE).toBe('legacy')
    expect(NAME_LABEL_MAX_NON_SPACING_MARKS).toBe(4)
    expect(EMAIL_COOLDOWN_MS).toBe(30_000)
    expect(ACCOUNT_NAME_MIN_LENGTH).toBe(4)
    expect(NAME_SUFFIX).toBe('.foyer.id')
    expect(EVM_NAMESPACE).toBe('eip155')
    expect(ACCOUNT_TYPES).toEqual(['eoa', 'smartAccount'])
    expect(STORAGE_PREFIX).toBe('@foyer/')
  })

  it('supports the chains SPEC names, plus three Solana networks as CAIP-2 ids', () => {
    expect(SUPPORTED_CHAIN_IDS).toEqual(
      expect.arrayContaining([1, 10, 137, 42161, 8453, 56, 43114, 100, 324]),
    )
    expect(SOLANA_CHAIN_IDS).toEqual({
      mainnet: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      devnet: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      testnet: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
    })
    // CAIP-2: namespace, colon, a reference of at most 32 characters.
    for (const id of Object.values(SOLANA_CHAIN_IDS))
      expect(id).toMatch(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/)
  })

  it('default on-ramp limits are card 10.00–7500.00 and ACH 10.00–25000.00 USD', () => {
    expect(DEFAULT_ONRAMP_PAYMENT_METHOD_LIMITS).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ])
  })

  it('default USDC contracts are given for Ethereum and Polygon', () => {
    expect(USDC_CONTRACT_ADDRESSES).toEqual({
      1: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      137: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
    })
  })
})
