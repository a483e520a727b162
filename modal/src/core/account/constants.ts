/** USDC contracts of the default on-ramp purchase currency, by chain id (SPEC §3, §9). */
export const USDC_CONTRACT_ADDRESSES = {
  1: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  137: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
} as const
