import { type Address, erc20Abi } from 'viem'
import type { FoyerConfig } from '../config/configSchema.ts'
import type { Engine } from '../connection/engine.ts'
import { cleanText } from '../errors/cleanText.ts'
import { USDC_CONTRACT_ADDRESSES } from '../network/constants.ts'
import type { TokenBalance } from '../tokensState.ts'

/** The ERC-20s shown for a chain: its canonical USDC, then the config's `tokens`. */
export function tokenAddresses(config: FoyerConfig, chainId: number): Address[] {
  const list: Address[] = []
  const usdc = USDC_CONTRACT_ADDRESSES[chainId as keyof typeof USDC_CONTRACT_ADDRESSES]
  if (usdc) list.push(usdc)
  for (const token of config.tokens ?? [])
    if (
      token.chainId === chainId &&
      !list.some((a) => a.toLowerCase() === token.address.toLowerCase())
    )
      list.push(token.address as Address)
  return list
}

/** Tokens with more decimals than this are listed as unsupported: no amount of them can be typed. */
export const MAX_TOKEN_DECIMALS = 36

/**
 * Reads an ERC-20's balance, decimals and symbol on-chain. A token with more than 36 decimals is
 * returned marked `unsupported`, and is not offered for sending.
 */
export async function readToken(
  { config, wagmi }: Engine,
  { chainId, token, owner }: { chainId: number; token: Address; owner: Address },
): Promise<TokenBalance> {
  const read = <T>(functionName: 'balanceOf' | 'decimals' | 'symbol', args?: readonly [Address]) =>
    wagmi.readContract(config, {
      chainId,
      address: token,
      abi: erc20Abi,
      functionName,
      args,
    } as never) as Promise<T>
  const [value, decimals, symbol] = await Promise.all([
    read<bigint>('balanceOf', [owner]),
    read<number>('decimals'),
    read<string>('symbol'),
  ])
  const places = Number(decimals)
  return {
    chainId,
    address: token,
    value,
    decimals: places,
    // A symbol is whatever the contract says: bidi controls and length are tamed before display.
    symbol: cleanText(String(symbol), 1000) || '?',
    ...(places > MAX_TOKEN_DECIMALS
      ? { unsupported: `Unsupported token: ${places} decimals` }
      : {}),
  }
}

/**
 * Native balance first, then each token. A token whose contract cannot be read (not deployed
 * on this chain) is left out rather than failing the whole list; a native balance failure
 * throws, since then the chain itself is unreachable.
 */
export async function readBalances(
  engine: Engine,
  foyerConfig: FoyerConfig,
  { chainId, owner }: { chainId: number; owner: Address },
): Promise<TokenBalance[]> {
  const [native, ...tokens] = await Promise.allSettled([
    engine.wagmi.getBalance(engine.config, { chainId, address: owner }),
    ...tokenAddresses(foyerConfig, chainId).map((token) =>
      readToken(engine, { chainId, token, owner }),
    ),
  ])
  if (native?.status !== 'fulfilled') throw native?.reason
  const { value, decimals, symbol } = native.value as {
    value: bigint
    decimals: number
    symbol: string
  }
  return [
    { chainId, value, decimals, symbol },
    ...tokens.flatMap((t) => (t.status === 'fulfilled' ? [t.value as TokenBalance] : [])),
  ]
}
