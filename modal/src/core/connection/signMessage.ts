import type { Address, Hex } from 'viem'
import type { Foyer } from '../foyer.ts'
import { instrumentRequest } from '../rpc/instrumentRequest.ts'
import { ensureEngine } from './ensureEngine.ts'
import type { ConnectorAccountNotFoundErrorType, ConnectorNotConnectedErrorType } from './errors.ts'
import { InvalidSignatureError, type InvalidSignatureErrorType } from './errors.ts'
import { getSigner } from './getSigner.ts'
import { isSignedMessage } from './isSignedMessage.ts'
import { toFoyerError } from './toFoyerError.ts'

export type SignMessageParameters = {
  message: string
  /** @default the current account */
  account?: Address | undefined
}

export type SignMessageReturnType = Hex

/** Besides these, the wallet's own error (e.g. EIP-1193 4001 when the visitor refuses). */
export type SignMessageErrorType =
  | ConnectorNotConnectedErrorType
  | ConnectorAccountNotFoundErrorType
  | InvalidSignatureErrorType

/**
 * Signs a message with the current wallet (personal_sign). The account must be one of the
 * connection's accounts ('Account not found for connector'), and what the wallet returns must
 * look like a signature (0x and 62 or more hex digits).
 * @example const signature = await signMessage(foyer, { message: 'hello' })
 */
export async function signMessage(
  foyer: Foyer,
  { message, account }: SignMessageParameters,
): Promise<SignMessageReturnType> {
  const engine = await ensureEngine(foyer)
  const { address, connector } = getSigner(engine, account)
  let signature: unknown
  try {
    signature = await instrumentRequest(foyer, { method: 'personal_sign', source: 'modal' }, () =>
      engine.wagmi.signMessage(engine.config, { message, account: address, connector }),
    )
  } catch (error) {
    throw toFoyerError(error, { connectorName: connector?.name })
  }
  if (!isSignedMessage(signature)) throw new InvalidSignatureError({ value: signature })
  return signature
}
