/**
 * What other features may use of sign-in (docs/ARCHITECTURE.md §Layers): a wallet method that
 * can connect and sign in with one approval (WalletConnect's authenticate) asks for it here.
 */
export {
  type OneClickSignIn,
  prepareOneClickSignIn,
  type SignedSignIn,
} from './oneClickSignIn.ts'
