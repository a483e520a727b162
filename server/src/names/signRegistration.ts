import type { RegisterNameRequest } from '@foyer/modal/contracts'
import { buildRegisterNameMessage } from '@foyer/modal/frame-protocol'
import type { Address, Hex } from 'viem'
import { chainIdToCoinType } from './coinType.ts'

export type SignRegistrationParameters = {
  /** Anything that signs EIP-191 messages: a viem local account, a wallet client's account. */
  account: { address: Address; signMessage(args: { message: string }): Promise<Hex> }
  /** Without the suffix (`ada`) or with it. */
  name: string
  chainId: number
  attributes?: Record<string, string>
  /** @default new Date() */
  timestamp?: Date
}

/**
 * The body of `POST /v1/profile/account` as the modal sends it: the SPEC §7 message built by
 * the modal's `buildRegisterNameMessage`, signed by `account`. For tests, benches and scripts
 * that register names without a browser.
 * @example
 * const body = await signRegistration({ account: privateKeyToAccount(key), name: 'ada', chainId: 31337 })
 */
export async function signRegistration({
  account,
  name,
  chainId,
  attributes,
  timestamp,
}: SignRegistrationParameters): Promise<RegisterNameRequest> {
  const message = buildRegisterNameMessage({ name, attributes, timestamp })
  return {
    coinType: chainIdToCoinType(chainId),
    address: account.address,
    signature: await account.signMessage({ message }),
    message,
  }
}
