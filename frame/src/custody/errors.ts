export type CustodyErrorParameters = {
  /** Longer explanation for developers. Never a key or a share. */
  details?: string | undefined
  cause?: unknown
}

/**
 * The base of the frame's custody errors: `shortMessage` is what a person is shown, `message`
 * adds details for developers. No custody error ever carries a key or a share in its text.
 */
export class CustodyError extends Error {
  override name = 'CustodyError'
  readonly shortMessage: string
  readonly details: string | undefined
  constructor(shortMessage: string, parameters: CustodyErrorParameters = {}) {
    const { details, cause } = parameters
    super(details ? `${shortMessage}\n\nDetails: ${details}` : shortMessage, { cause })
    this.shortMessage = shortMessage
    this.details = details
  }
}

/** Two shares did not rebuild the wallet's address: a wrong pair or a damaged share. */
export class KeyRecoveryError extends CustodyError {
  override name = 'KeyRecoveryError' as const
}

/** A share's text (base64) cannot be read: mistyped, cut short, or not a share. */
export class InvalidShareError extends CustodyError {
  override name = 'InvalidShareError' as const
}

/** The device share in this browser cannot be read back (tampered, or its key is gone). */
export class DeviceShareError extends CustodyError {
  override name = 'DeviceShareError' as const
}

/** The server refused or could not answer an auth share request. */
export class AuthShareError extends CustodyError {
  override name = 'AuthShareError' as const
  /** The HTTP status, or `undefined` when the server could not be reached. */
  readonly status: number | undefined
  /** The server's error code (`no_session`, `share_exists`, …) when it sent one. */
  readonly code: string | undefined
  constructor(
    shortMessage: string,
    parameters: CustodyErrorParameters & { status?: number; code?: string } = {},
  ) {
    super(shortMessage, parameters)
    this.status = parameters.status
    this.code = parameters.code
  }
}
