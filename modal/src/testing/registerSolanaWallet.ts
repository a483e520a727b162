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

/**
 * The window of the node-environment Solana tests: one for every such file, which sets it as
 * `globalThis.window` while it runs. The Wallet Standard's registry (`getWallets`) listens on the
 * window it first saw, for the worker's life; the files share a worker (`isolate: false`), so a
 * second window would be one the registry never hears.
 */
export const nodeWindow = new EventTarget()
