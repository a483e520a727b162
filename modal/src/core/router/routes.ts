/** Typed routes of the modal (SPEC §2). Later views add members here. */
export type Route =
  | { view: 'Account' }
  | { view: 'Connect' }
  | { view: 'Networks' }
  | { view: 'Send' }
  /** The embedded wallet's email login: approve this device from the mail, then the code. */
  | { view: 'EmailVerifyDevice' }
  | { view: 'EmailVerifyOtp' }
  | { view: 'ConnectingSiwe' }
  | { view: 'RegisterAccountName' }
  | { view: 'RegisterAccountNameSuccess'; params: { name: string } }
  /** WalletConnect: the pairing QR code and link, or deep links on mobile. */
  | { view: 'WalletConnect' }
  /** Buy crypto through an on-ramp provider (Account → Buy). */
  | { view: 'OnrampBuy' }

export type View = Route['view']

export type RouterState = { history: Route[] }
