import { instanceStore } from '../instanceStore.ts'
import type { OneClickSignIn } from '../siwe/port.ts'

/** The WalletConnect view's state: loading the code, showing the pairing URI, or why it failed. */
export type WalletConnectState = {
  status: 'idle' | 'loading' | 'pairing' | 'error'
  /** The `wc:` pairing URI the wallet scans or opens. */
  uri: string | undefined
  /** Why pairing failed, in words a person can act on. */
  error: string | undefined
  /** Sign-in asked in the pairing itself (one-click), while a connect with sign-in on runs. */
  signIn?: OneClickSignIn | undefined
}

/** The WalletConnect state of an instance, made when its view first opens. */
export const walletConnectStore = instanceStore<WalletConnectState>('walletConnect', () => ({
  status: 'idle',
  uri: undefined,
  error: undefined,
}))
