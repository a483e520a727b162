import { WalletCodeLoadError } from '@foyer/modal/frame-protocol'

/**
 * The wallet's code (the frame's lazy chunk: the key, its dialogs, signing) could not be fetched:
 * the visitor is offline, or the server was redeployed. The modal's own WalletCodeLoadError, with
 * its advice in the message: an answer to the app carries a Foyer error's short message only.
 * `retryable`: the request failed before the wallet acted on it (a code was not checked, nothing
 * was signed), so the app may send the same request again as it is.
 */
export function walletCodeError(cause: unknown): Error & { retryable: true } {
  const error = new WalletCodeLoadError({ cause })
  return Object.assign(new Error(`${error.shortMessage}. ${error.details}`, { cause }), {
    retryable: true as const,
  })
}
