export type GetCapabilitiesOrEmptyParameters = {
  /** wallet_getCapabilities on the connected wallet. */
  getCapabilities: () => Promise<Record<string, unknown>>
}

/**
 * The wallet's EIP-5792 capabilities, or `{}` when the call fails (SPEC §8): many wallets do not
 * implement it, and no capabilities is the safe reading.
 */
export async function getCapabilitiesOrEmpty({
  getCapabilities,
}: GetCapabilitiesOrEmptyParameters): Promise<Record<string, unknown>> {
  try {
    return (await getCapabilities()) ?? {}
  } catch {
    return {}
  }
}
