import type { Foyer } from '../../foyer.ts'
import type { EmbeddedSolanaAccount, EmbeddedSolanaBox } from '../../solana/port.ts'
import type { EmbeddedWallet } from './createEmbeddedWallet.ts'

/** `EMBEDDED_SOLANA` of solana/port.ts, written out: this chunk shares no module with Solana's. */
const EMBEDDED_SOLANA = Symbol.for('foyer.solana.embedded')

/** The instance's box, made by whichever of the two chunks comes first. */
function boxOf(foyer: Foyer): EmbeddedSolanaBox {
  const slots = foyer._internal.slots
  let box = slots.get(EMBEDDED_SOLANA) as EmbeddedSolanaBox | undefined
  if (!box) {
    box = { account: undefined, listeners: new Set() }
    slots.set(EMBEDDED_SOLANA, box)
  }
  return box
}

/**
 * Offers the embedded wallet's Solana account (`address`, from GET_USER) to the Solana chunk, or
 * withdraws it (`undefined`: signed out). Only when the app has a Solana network: the requests
 * go to the frame through the provider, which reveals it for the visitor's approval.
 */
export function offerEmbeddedSolana(
  foyer: Foyer,
  wallet: EmbeddedWallet,
  address: string | undefined,
): void {
  const hasSolana = foyer.config.chains.some((id) => typeof id === 'string')
  if (!hasSolana) return
  const box = boxOf(foyer)
  if (box.account?.address === address) return
  const account: EmbeddedSolanaAccount | undefined = address
    ? { address, request: (method, params) => wallet.provider.request({ method, params }) }
    : undefined
  box.account = account
  for (const listener of box.listeners) listener()
}
