import { BaseError } from '../errors/base.ts'

/** The wallet code (a lazy chunk) could not be loaded: offline, or the app was redeployed. */
export class WalletCodeLoadError extends BaseError {
  override name = 'WalletCodeLoadError' as const

  constructor({ cause }: { cause: unknown }) {
    super(
      `Could not load the wallet code: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause, details: 'Check the connection, then retry. A reload fetches the current version.' },
    )
  }
}

export type WalletCodeLoadErrorType = WalletCodeLoadError & { name: 'WalletCodeLoadError' }
