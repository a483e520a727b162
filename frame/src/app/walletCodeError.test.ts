import { describe, expect, it } from 'vitest'
import { walletCodeError } from './walletCodeError.ts'

describe('walletCodeError', () => {
  it("keeps the browser's reason and says what to do", () => {
    const cause = new TypeError(
      'Failed to fetch dynamically imported module: https://wallet.example/frame/assets/openWallet-x.js',
    )
    const error = walletCodeError(cause)
    expect(error.message).toBe(
      'Could not load the wallet code: Failed to fetch dynamically imported module: https://wallet.example/frame/assets/openWallet-x.js. Check the connection, then retry. A reload fetches the current version.',
    )
    expect(error.cause).toBe(cause)
    // It failed before the wallet acted: the app may send the same request again.
    expect(error.retryable).toBe(true)
  })
})
