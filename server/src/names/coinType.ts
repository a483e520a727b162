/** ENSIP-11: Ethereum keeps SLIP-44's 60; every other EVM chain is `0x80000000 + chainId`. */
const ETHEREUM_COIN_TYPE = 60
const EVM_COIN_TYPE_BASE = 0x8000_0000

/**
 * The EVM chain id an ENSIP-11 coin type stands for, or `undefined` when it names no EVM chain.
 * Arithmetic, not `|`: JavaScript's bitwise operators are signed 32-bit.
 * @example coinTypeToChainId(60) // 1
 * @example coinTypeToChainId(0x80000000 + 137) // 137
 */
export function coinTypeToChainId(coinType: number): number | undefined {
  if (coinType === ETHEREUM_COIN_TYPE) return 1
  if (!Number.isInteger(coinType) || coinType <= EVM_COIN_TYPE_BASE || coinType > 0xffff_ffff)
    return undefined
  return coinType - EVM_COIN_TYPE_BASE
}

/**
 * The ENSIP-11 coin type of an EVM chain.
 * @example chainIdToCoinType(1) // 60
 * @example chainIdToCoinType(31337) // 2147514985
 */
export function chainIdToCoinType(chainId: number): number {
  return chainId === 1 ? ETHEREUM_COIN_TYPE : EVM_COIN_TYPE_BASE + chainId
}
