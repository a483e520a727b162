import { evmChains, type FoyerConfig, solanaChains } from '@foyer/modal/config'
import { SOLANA_NETWORKS } from '@foyer/modal/frame-protocol'
import { chainsById } from '@foyer/modal/internal'
import { isAppOrigin, type ServerConfigInput } from './config.ts'
import { socialProvidersFromEnv } from './social/socialConfig.ts'

/**
 * The server config of an app's validated `foyer.config.ts`: each configured chain with its
 * upstream node, the config's `rpc[id]` (the Vite plugin and `foyer serve` fill it from the local
 * anvils of `foyer anvil`) or else the chain's default public RPC as viem knows it; and the
 * config's projectId as the one the server accepts; the origin of `metadata.url`, when set, as an
 * app that may embed the wallet frame; the social logins' OAuth clients from `env`
 * (`FOYER_OAUTH_<PROVIDER>_CLIENT_ID`…), the Farcaster relay from `FOYER_FARCASTER_RELAY` and
 * the OP Mainnet node where Farcaster's IdRegistry is read from `FOYER_FARCASTER_RPC`; each chain's
 * ERC-4337 bundler from `FOYER_BUNDLER_<id>` and, when the config says `sponsorGas`, its paymaster
 * from `FOYER_PAYMASTER_<id>` (`<address>:<signer key>`).
 * @example
 * const server = await startServer({ config: serverConfigFromFoyerConfig(parseConfig(config)) })
 */
export function serverConfigFromFoyerConfig(
  config: FoyerConfig,
  env: Record<string, string | undefined> = process.env,
): ServerConfigInput {
  const appOrigin = originOf(config.metadata?.url)
  // The name as a mail subject can carry it: no control or bidi characters, at most 60.
  const appName = config.metadata?.name
    ?.replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, 60)
  return {
    ...(appName ? { appName } : {}),
    chains: evmChains(config).map((id) => {
      const rpcUrl =
        config.rpc?.[String(id)] ??
        chainsById[id as keyof typeof chainsById]?.rpcUrls.default.http[0]
      // The schema only admits chains viem knows, so there is always a default.
      if (!rpcUrl) throw new Error(`Chain ${id} has neither an rpc URL nor a default RPC`)
      const bundlerUrl = env[`FOYER_BUNDLER_${id}`]
      const paymaster = config.sponsorGas
        ? paymasterFromEnv(env[`FOYER_PAYMASTER_${id}`])
        : undefined
      return {
        id,
        rpcUrl,
        ...(bundlerUrl ? { bundlerUrl } : {}),
        ...(paymaster ? { paymaster } : {}),
      }
    }),
    // Each Solana network's node: the config's `rpc[id]`, else its public RPC.
    solana: solanaChains(config).map((id) => ({
      id,
      rpcUrl: config.rpc?.[id] ?? SOLANA_NETWORKS[id].rpcUrl,
    })),
    projectIds: [config.projectId],
    social: {
      providers: socialProvidersFromEnv(env),
      ...(env.FOYER_FARCASTER_RELAY ? { farcasterRelayUrl: env.FOYER_FARCASTER_RELAY } : {}),
      ...(env.FOYER_FARCASTER_RPC ? { farcasterRpcUrl: env.FOYER_FARCASTER_RPC } : {}),
    },
    ...(appOrigin ? { appOrigins: [appOrigin] } : {}),
  }
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined
  try {
    const { origin } = new URL(url)
    return isAppOrigin(origin) ? origin : undefined
  } catch {
    return undefined
  }
}

/** `<address>:<signer key>` as the server config's paymaster; the schema checks each part. */
function paymasterFromEnv(value: string | undefined) {
  if (!value) return undefined
  const [address = '', signerKey = ''] = value.split(':')
  return { address: address.trim(), signerKey: signerKey.trim() }
}
