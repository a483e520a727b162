import type { SocialProvider } from '../contracts/primitives.ts'

/** Typed routes of the modal (SPEC §2). Later views add members here. */
export type Route =
  | { view: 'Account' }
  | { view: 'Connect' }
  | { view: 'Networks' }
  | { view: 'Send' }
  /** The embedded wallet's email login: approve this device from the mail, then the code. */
  | { view: 'EmailVerifyDevice' }
  | { view: 'EmailVerifyOtp' }
  /** Account → Change email (embedded email wallet): the new email, then a code to each. */
  | { view: 'UpdateEmail' }
  | { view: 'UpdateEmailPrimaryOtp' }
  | { view: 'UpdateEmailSecondaryOtp' }
  /**
   * A social login (OAuth in a sign-in window, or a redirect of this tab): waiting, signing in,
   * or why it failed. `provider` is undefined when a redirect came back before it was known.
   */
  | { view: 'ConnectingSocial'; params: { provider: SocialProvider | undefined } }
  /** The Farcaster login: a QR code and link to open in the Farcaster app, then the wait. */
  | { view: 'ConnectingFarcaster' }
  | { view: 'ConnectingSiwe' }
  | { view: 'RegisterAccountName' }
  | { view: 'RegisterAccountNameSuccess'; params: { name: string } }
  /** WalletConnect: the pairing QR code and link, or deep links on mobile. */
  | { view: 'WalletConnect' }
  /** Buy crypto through an on-ramp provider (Account → Buy). */
  /** Buy: for the EVM account, or the Solana account's SOL (`namespace: 'solana'`). */
  | { view: 'OnrampBuy'; namespace?: 'solana' }
  /** A batch of calls (EIP-5792) the modal sends one at a time: their progress. */
  | { view: 'Calls' }
  /** The connected Solana wallet's account: SOL and USDC, explorer, disconnect. */
  | { view: 'SolanaAccount' }
  /** Send SOL or USDC from the connected Solana account. */
  | { view: 'SolanaSend' }

export type View = Route['view']

export type RouterState = { history: Route[] }
