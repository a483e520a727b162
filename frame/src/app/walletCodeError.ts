import { WalletCodeLoadError } from '@foyer/modal/frame-protocol'

/**
 * The wallet's code (the frame's lazy chunk: the key, its dialogs, signing) could not be fetched:
 * the visitor is offline, or the server was redeployed. The modal's own WalletCodeLoadError, with
 * its advice in the message: an answer to the app carries a Foyer error's short message only.
 */
export function walletCodeError(cause: unknown): Error {
  const error = new WalletCodeLoadError({ cause })
  return new Error(`${error.shortMessage}. ${error.details}`, { cause })
}
