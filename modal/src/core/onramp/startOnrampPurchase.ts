import type { Address } from 'viem'
import type { Foyer } from '../foyer.ts'
import { registerNavigationPolicy } from '../router/registerNavigationPolicy.ts'
import { buildOnrampUrl } from './buildOnrampUrl.ts'
import { OnrampNotReadyError, OnrampPopupBlockedError } from './errors.ts'
import { onrampNavigationPolicy } from './navigationPolicy.ts'
import { onrampStore } from './onrampStore.ts'
import { watchOnrampArrival } from './watchOnrampArrival.ts'

export type StartOnrampPurchaseParameters = {
  /**
   * Opens the provider's page; must run in the click's own task (pop-up blockers).
   * @default a pop-up window with no access back to this page
   */
  open?: ((url: string) => { closed?: boolean } | null) | undefined
  /** Passed to the arrival watch (tests). */
  watch?: Pick<Parameters<typeof watchOnrampArrival>[1], 'readBalance' | 'intervalMs'> | undefined
  /**
   * Buys for the connected Solana account instead of the EVM one: SOL, to its base58 address
   * (`destinationCurrencyCode` SOL, SPEC §7), on its network (a CAIP-2 id).
   */
  solana?: { address: string; chainId: string } | undefined
}

function openPopup(url: string): Window | null {
  const popup = globalThis.open?.(url, 'foyer-onramp', 'popup,width=480,height=720') ?? null
  // The provider's page gets no handle on the app (what `noopener` does, which would hide a block).
  if (popup) popup.opener = null
  return popup
}

/**
 * Continue in the Buy view (SPEC §7): opens the selected provider with `publicKey`,
 * `destinationCurrencyCode` (USDC; SOL on Solana) and `walletAddress`, and the chosen amount and
 * network; then shows Account (`onramp_purchase_started`, onramp/navigationPolicy.ts), which says where to finish and, once the bought token reaches
 * the account, how much arrived (`watchOnrampArrival`). Synchronous, so the window opens in the
 * click's task.
 * @throws {OnrampNotReadyError} without a provider, account, network or quote.
 * @throws {OnrampPopupBlockedError} when the browser blocks the window.
 * @example <button onClick={() => startOnrampPurchase(foyer)}>Continue</button>
 */
export function startOnrampPurchase(
  foyer: Foyer,
  { open = openPopup, watch, solana }: StartOnrampPurchaseParameters = {},
): void {
  const { selectedProvider, purchaseCurrency, paymentCurrency, paymentAmount, purchaseAmount } =
    onrampStore(foyer).getState()
  const { address, chainId } = solana ?? foyer.connection.getState()
  const network = purchaseCurrency.networks.find((n) => n.chain_id === String(chainId))
  const missing = !selectedProvider
    ? 'no provider is available'
    : !address || chainId === undefined
      ? 'no account is connected'
      : !network
        ? `${purchaseCurrency.symbol} is not sold on this network`
        : paymentAmount === undefined || purchaseAmount === undefined
          ? 'there is no quote for the amount yet'
          : undefined
  if (missing || !selectedProvider || !address || chainId === undefined || !network)
    throw new OnrampNotReadyError({ missing: missing ?? 'unknown' })

  const url = buildOnrampUrl({
    baseUrl: selectedProvider.url,
    publicKey: selectedProvider.publicKey ?? '',
    walletAddress: address,
    namespace: solana ? 'solana' : 'eip155',
    paymentAmount,
    paymentCurrency: paymentCurrency.id,
    network: network.name,
  })
  if (!open(url)) throw new OnrampPopupBlockedError({ provider: selectedProvider.label })

  registerNavigationPolicy(foyer, onrampNavigationPolicy)
  if (solana) {
    // The Solana account reads its balances each time it shows.
    foyer.notice.setState(
      {
        key: 'notice.onrampFinishSolana',
        values: { provider: selectedProvider.label, symbol: purchaseCurrency.symbol },
        tone: 'info',
      },
      true,
    )
    foyer.bus.emit('flow', { type: 'onramp_purchase_started', namespace: 'solana' })
    return
  }
  foyer.notice.setState(
    {
      key: 'notice.onrampFinish',
      values: { provider: selectedProvider.label, symbol: purchaseCurrency.symbol },
      tone: 'info',
    },
    true,
  )
  void watchOnrampArrival(foyer, {
    chainId: Number(chainId),
    owner: address as Address,
    token: network.contract_address as Address,
    ...watch,
  })
  foyer.bus.emit('flow', { type: 'onramp_purchase_started' })
}
