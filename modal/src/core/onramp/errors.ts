import { BaseError } from '../errors/base.ts'

/** The browser refused to open the provider's window (a pop-up blocker). */
export class OnrampPopupBlockedError extends BaseError {
  override name = 'OnrampPopupBlockedError' as const

  constructor({ provider }: { provider: string }) {
    super(
      `The browser blocked the ${provider} window. Allow pop-ups for this site, then press Continue again.`,
    )
  }
}

/** Continue was pressed before there was a provider, an account, a network and a quote. */
export class OnrampNotReadyError extends BaseError {
  override name = 'OnrampNotReadyError' as const

  constructor({ missing }: { missing: string }) {
    super(`Cannot buy yet: ${missing}.`)
  }
}

export type OnrampPopupBlockedErrorType = OnrampPopupBlockedError & {
  name: 'OnrampPopupBlockedError'
}
export type OnrampNotReadyErrorType = OnrampNotReadyError & { name: 'OnrampNotReadyError' }
