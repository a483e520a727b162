import type { Wallet } from '@wallet-standard/base'

/**
 * Registers `wallet` as a wallet's own script does (`registerWallet` of the Wallet Standard) on
 * `page` (the window): an event for an app already listening, and an answer to the app-ready event
 * of one that starts later.
 */
export function registerSolanaWallet(wallet: unknown, page: EventTarget = window): void {
  type Api = { register: (w: Wallet) => void }
  const callback = ({ register }: Api) => register(wallet as Wallet)
  page.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
  page.addEventListener('wallet-standard:app-ready', (event) =>
    callback((event as CustomEvent<Api>).detail),
  )
}
