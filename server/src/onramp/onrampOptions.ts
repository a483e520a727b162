import type { OnrampOptions, PurchaseCurrency } from '@foyer/modal/contracts'
import { defaultOnrampOptions, SOLANA_NETWORKS } from '@foyer/modal/frame-protocol'
import type { ServerConfig } from '../config.ts'

/** SOL's name on the on-ramp, per network: `solana-mainnet`, `solana-devnet`, `solana-testnet`. */
export function solanaNetworkName(id: keyof typeof SOLANA_NETWORKS): string {
  return `solana-${SOLANA_NETWORKS[id].standard.slice('solana:'.length)}`
}

/**
 * What this server's on-ramp sells (SPEC §3, §7, §9): USDC on Ethereum and Polygon, and SOL on
 * the app's Solana networks when it has some (`destinationCurrencyCode` SOL on Solana).
 * @example app.get('/options', (c) => c.json(onrampOptions(config)))
 */
export function onrampOptions(config: Pick<ServerConfig, 'solana'>): OnrampOptions {
  const options = defaultOnrampOptions()
  if (config.solana.length === 0) return options
  const sol: PurchaseCurrency = {
    id: 'sol',
    name: 'Solana',
    symbol: 'SOL',
    networks: config.solana.map(({ id }) => ({
      name: solanaNetworkName(id),
      display_name: SOLANA_NETWORKS[id].name,
      chain_id: id,
      // SOL is the network's own coin: no token contract.
      contract_address: '',
    })),
  }
  return { ...options, purchaseCurrencies: [...options.purchaseCurrencies, sol] }
}
