import { type Address, type Hash, parseUnits } from 'viem'
import type { SendEventProperties } from '../bus/events.ts'
import { ensureEngine } from '../connection/ensureEngine.ts'
import { ConnectorNotConnectedError } from '../connection/errors.ts'
import { getSigner } from '../connection/getSigner.ts'
import { describeError } from '../errors/describeError.ts'
import type { Foyer } from '../foyer.ts'
import type { NoticeTransfer } from '../modal/noticeState.ts'
import { EVM_NAMESPACE } from '../network/constants.ts'
import { registerNavigationPolicy } from '../router/registerNavigationPolicy.ts'
import { recordTransfer } from './activity.ts'
import { assertSolanaSendInput } from './assertSolanaSendInput.ts'
import { blockExplorerUrl } from './blockExplorerUrl.ts'
import {
  SendError,
  type SendErrorType,
  SolanaInvalidInputError,
  type SolanaInvalidInputErrorType,
  SolanaSendError,
  type SolanaSendErrorType,
  UnsupportedChainError,
  type UnsupportedChainErrorType,
} from './errors.ts'
import { sendNavigationPolicy } from './navigationPolicy.ts'
import { simulateTransfer, type Transfer, transferRequest } from './prepareTransfer.ts'
import { updateSend } from './sendReducer.ts'
import { sendTransaction } from './sendTransaction.ts'
import { type ExpectedTransfer, watchSendReceipt } from './watchSendReceipt.ts'

export type SendTokenParameters = Transfer & {
  /** Gas limit from the preview's estimate; the wallet estimates when absent. */
  gas?: bigint | undefined
  gasPrice?: bigint | undefined
  /** CAIP-2 namespace of the active chain. @default 'eip155' */
  namespace?: string | undefined
}

export type SendTokenReturnType = { hash: Hash; chainId: number }
export type SendTokenErrorType =
  | SendErrorType
  | SolanaInvalidInputErrorType
  | SolanaSendErrorType
  | UnsupportedChainErrorType

const OWN_ERRORS = [SolanaInvalidInputError, SolanaSendError, UnsupportedChainError]

/**
 * Sends a token or the native currency (SPEC §4): emits SEND_INITIATED (its navigation policy
 * then shows Account with no back); on EVM an ERC-20 `transfer` (simulated first, so a doomed one never
 * reaches the wallet) when the token has an address, else a native transfer. On success shows
 * 'Transaction started', emits SEND_SUCCESS, clears the send state and follows the receipt; on
 * failure emits SEND_ERROR (the policy brings Send back) and throws, keeping what was typed.
 * @example await sendToken(foyer, { token: { symbol: 'ETH', quantity: { decimals: 18 } }, amount: '0.01', to })
 */
export async function sendToken(
  foyer: Foyer,
  parameters: SendTokenParameters,
): Promise<SendTokenReturnType> {
  const { token, amount, to, namespace = EVM_NAMESPACE } = parameters
  const chainId = foyer.connection.getState().chainId
  const properties: SendEventProperties = {
    token: token.symbol,
    amount,
    network: chainId,
    namespace,
  }
  // What the notices say under their message, until the receipt is in.
  const transfer: NoticeTransfer | undefined =
    chainId === undefined
      ? undefined
      : {
          amount: amount.trim(),
          symbol: token.symbol,
          to: to.trim(),
          chainId,
          explorerUrl: blockExplorerUrl(foyer.config, chainId),
        }
  registerNavigationPolicy(foyer, sendNavigationPolicy)
  foyer.bus.emit('tracking', { event: 'SEND_INITIATED', properties })
  updateSend(foyer, { type: 'started' })
  foyer.notice.setState(
    { message: 'Confirm the transfer in your wallet…', tone: 'info', hash: undefined, transfer },
    true,
  )

  let hash: Hash
  let from: Address | undefined
  let expected: ExpectedTransfer | undefined
  try {
    if (namespace === EVM_NAMESPACE) {
      if (chainId === undefined) throw new ConnectorNotConnectedError()
      const engine = await ensureEngine(foyer)
      const request = transferRequest(parameters)
      from = getSigner(engine).address
      await simulateTransfer(engine, request, { account: from, chainId })
      if (token.address)
        expected = {
          token: token.address,
          from,
          to: to.trim() as Address,
          value: parseUnits(amount.trim(), token.quantity.decimals),
        }
      hash = await sendTransaction(foyer, {
        ...request,
        gas: parameters.gas,
        gasPrice: parameters.gasPrice,
        chainId,
      })
    } else if (namespace === 'solana') {
      assertSolanaSendInput({ amount, receiverAddress: to })
      // Foyer has no Solana wallet adapter yet: every Solana send fails as SPEC words it.
      throw new SolanaSendError()
    } else {
      throw new UnsupportedChainError({ namespace })
    }
  } catch (cause) {
    const error = OWN_ERRORS.some((E) => cause instanceof E)
      ? (cause as SolanaInvalidInputError | SolanaSendError | UnsupportedChainError)
      : new SendError({ cause })
    const detail = error instanceof SendError ? describeError(cause) : undefined
    foyer.bus.emit('tracking', {
      event: 'SEND_ERROR',
      properties: { ...properties, message: error.shortMessage, detail },
    })
    updateSend(foyer, { type: 'failed', error: describeError(error) })
    foyer.notice.setState({ message: undefined, tone: 'error' }, true)
    throw error
  }

  // The transfer is sent: one send emits exactly one of SEND_SUCCESS and SEND_ERROR. This is
  // outside the try, and a store listener that throws (a view, a host's subscriber) is logged,
  // so it can neither turn a sent transfer into a SEND_ERROR nor hide its hash.
  const update = (apply: () => void) => {
    try {
      apply()
    } catch (error) {
      foyer.bus.log('error', 'a listener failed after a send', error)
    }
  }
  update(() =>
    foyer.notice.setState({ message: 'Transaction started', tone: 'info', hash, transfer }, true),
  )
  if (transfer && from) update(() => recordTransfer(foyer, { ...transfer, hash, from }))
  foyer.bus.emit('tracking', { event: 'SEND_SUCCESS', properties: { ...properties, hash } })
  update(() => updateSend(foyer, { type: 'succeeded' }))
  void watchSendReceipt(foyer, {
    hash,
    chainId: chainId as number,
    properties,
    transfer: expected,
  })
  return { hash, chainId: chainId as number }
}
