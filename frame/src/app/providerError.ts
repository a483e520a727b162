/** A refusal with an EIP-1193 code, which the transport carries to the app. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message)
  }
}
