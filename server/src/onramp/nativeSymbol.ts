let symbolsById: Promise<Map<number, string>> | undefined

/**
 * The symbol of a chain's native coin (`ETH` on 1 and 31337, `POL` on 137), from viem's chain
 * list, loaded on first use (it is large); undefined for a chain viem does not know.
 * @example await nativeSymbol(137) // 'POL'
 */
export async function nativeSymbol(chainId: number): Promise<string | undefined> {
  symbolsById ??= import('viem/chains').then((chains) => {
    const map = new Map<number, string>()
    for (const chain of Object.values(chains)) {
      // Some ids appear twice (a chain and its alias); the first one listed wins.
      if (!map.has(chain.id)) map.set(chain.id, chain.nativeCurrency.symbol)
    }
    return map
  })
  return (await symbolsById).get(chainId)
}
