/**
 * The wallet's code (the frame's lazy chunk: the key, its dialogs, signing) could not be fetched:
 * the visitor is offline, or the server was redeployed. Said the way the modal says it for its
 * own wallet code (WalletCodeLoadError), with what to do; the browser's reason stays in it.
 */
export function walletCodeError(cause: unknown): Error {
  const reason = cause instanceof Error ? cause.message : String(cause)
  return new Error(
    `Could not load the wallet code: ${reason}. Check the connection, then retry; a reload fetches the current version.`,
    { cause },
  )
}
