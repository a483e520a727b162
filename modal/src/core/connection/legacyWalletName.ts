/** The flags wallets set on `window.ethereum`, most specific first (many also set isMetaMask). */
const FLAGS: [flag: string, name: string][] = [
  ['isRabby', 'Rabby'],
  ['isBraveWallet', 'Brave Wallet'],
  ['isCoinbaseWallet', 'Coinbase Wallet'],
  ['isTrust', 'Trust Wallet'],
  ['isTrustWallet', 'Trust Wallet'],
  ['isOkxWallet', 'OKX Wallet'],
  ['isOKExWallet', 'OKX Wallet'],
  ['isZerion', 'Zerion'],
  ['isPhantom', 'Phantom'],
  ['isFrame', 'Frame'],
  ['isTokenPocket', 'TokenPocket'],
  ['isRainbow', 'Rainbow'],
  ['isMetaMask', 'MetaMask'],
]

/** What a browser wallet that does not announce itself is called when it gives no name. */
export const LEGACY_WALLET_NAME = 'Browser wallet'

/**
 * The name of a legacy `window.ethereum` provider (one that does not announce itself over
 * EIP-6963): the wallet's own flag where it sets a known one, else "Browser wallet".
 * @example legacyWalletName({ isRabby: true, isMetaMask: true }) // 'Rabby'
 */
export function legacyWalletName(provider: object): string {
  const flags = provider as Record<string, unknown>
  for (const [flag, name] of FLAGS) if (flags[flag] === true) return name
  return LEGACY_WALLET_NAME
}
