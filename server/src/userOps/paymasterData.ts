import {
  type Address,
  concat,
  encodeAbiParameters,
  type Hex,
  hexToBigInt,
  keccak256,
  numberToHex,
  pad,
  parseAbiParameters,
  slice,
} from 'viem'
import { toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'
import type { PrivateKeyAccount } from 'viem/accounts'

/** What FoyerPaymaster's validation may spend (it recovers one signature, reads no storage). */
export const PAYMASTER_VERIFICATION_GAS = 60_000n
/** FoyerPaymaster has no post-op. */
export const PAYMASTER_POST_OP_GAS = 0n
/** How long a sponsorship signature holds: the operation must be included within it. */
export const SPONSORSHIP_TTL_SECONDS = 600

const hashParameters = parseAbiParameters(
  'address, uint256, bytes32, bytes32, bytes32, uint256, uint256, bytes32, uint256, address, uint48, uint48',
)

/**
 * What `FoyerPaymaster.getHash` computes for `userOperation` (fixtures/contracts/FoyerPaymaster.sol):
 * every field but the signatures (the paymaster's gas limits included), the chain, the paymaster,
 * and the validity window. The signer signs it as `personal_sign` of the 32 bytes.
 */
export function paymasterHash(
  userOperation: UserOperation<'0.8'>,
  { chainId, paymaster, validUntil, validAfter }: PaymasterWindow,
): Hex {
  const packed = toPackedUserOperation({
    ...userOperation,
    paymaster,
    paymasterData: '0x',
    paymasterVerificationGasLimit: PAYMASTER_VERIFICATION_GAS,
    paymasterPostOpGasLimit: PAYMASTER_POST_OP_GAS,
  })
  return keccak256(
    encodeAbiParameters(hashParameters, [
      packed.sender,
      packed.nonce,
      keccak256(packed.initCode),
      keccak256(packed.callData),
      packed.accountGasLimits,
      hexToBigInt(slice(packed.paymasterAndData, 20, 52)),
      packed.preVerificationGas,
      packed.gasFees,
      BigInt(chainId),
      paymaster,
      validUntil,
      validAfter,
    ]),
  )
}

type PaymasterWindow = {
  chainId: number
  paymaster: Address
  validUntil: number
  validAfter: number
}

const window = (validUntil: number, validAfter: number) =>
  concat([pad(numberToHex(validUntil), { size: 6 }), pad(numberToHex(validAfter), { size: 6 })])

/** A stand-in signature of the right length, for gas estimation (it fails validation, never reverts). */
export const STUB_PAYMASTER_DATA: Hex = concat([window(0, 0), `0x${'ff'.repeat(64)}1b`])

/** The paymaster data that makes FoyerPaymaster pay for `userOperation`: window and signature. */
export async function signPaymasterData(
  userOperation: UserOperation<'0.8'>,
  signer: PrivateKeyAccount,
  parameters: PaymasterWindow,
): Promise<Hex> {
  const hash = paymasterHash(userOperation, parameters)
  const signature = await signer.signMessage({ message: { raw: hash } })
  return concat([window(parameters.validUntil, parameters.validAfter), signature])
}
