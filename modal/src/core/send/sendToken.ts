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
import type { SolanaSendPort, SolanaToken } from '../solana/port.ts'
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
/** A Solana send: its signature (base58) on its network (CAIP-2 id). */
export type SendSolanaReturnType = { hash: string; chainId: string }
export type SendTokenErrorType =
  | SendErrorType
  | SolanaInvalidInputErrorType
  | SolanaSendErrorType
  | UnsupportedChainErrorType

const OWN_ERRORS = [SolanaInvalidInputError, SolanaSendError, UnsupportedChainError]

/**
 * Where the Solana chunk leaves its send port on the instance (`SOLANA_SEND_PORT` of
 * solana/port.ts, written again here: a `Symbol.for` key, so the two chunks share no module).
 */
const SOLANA_SEND_PORT = Symbol.for('foyer.solana.send')

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
  parameters: SendTokenParameters & { namespace: 'solana' },
): Promise<SendSolanaReturnType>
export async function sendToken(
  foyer: Foyer,
  parameters: SendTokenParameters,
): Promise<SendTokenReturnType>
export async function sendToken(
  foyer: Foyer,
  parameters: SendTokenParameters,
): Promise<SendTokenReturnType | SendSolanaReturnType> {
  const { token, amount, to, namespace = EVM_NAMESPACE } = parameters
  if (namespace === 'solana') return sendSolana(foyer, parameters)
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
    { key: 'notice.confirmTransfer', tone: 'info', hash: undefined, transfer },
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
    foyer.notice.setState({ key: 'notice.transactionStarted', tone: 'info', hash, transfer }, true),
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

/**
 * The Solana send (SPEC §4): SEND_INITIATED, then an amount and a receiver are required ('Please
 * enter a valid amount and receiver address'); the Solana chunk's port builds, simulates and has
 * the wallet sign and send the transfer. Success is 'Transaction started', SEND_SUCCESS with the
 * signature and the confirmation followed; any failure is 'Failed to send transaction. Please try
 * again.', SEND_ERROR with what went wrong in words (`detail`), and a throw.
 */
async function sendSolana(
  foyer: Foyer,
  { token, amount, to }: SendTokenParameters,
): Promise<SendSolanaReturnType> {
  const port = foyer._internal.slots.get(SOLANA_SEND_PORT) as SolanaSendPort | undefined
  const chainId = port?.chainId()
  const properties: SendEventProperties = {
    token: token.symbol,
    amount,
    network: chainId,
    namespace: 'solana',
  }
  registerNavigationPolicy(foyer, sendNavigationPolicy)
  foyer.bus.emit('tracking', { event: 'SEND_INITIATED', properties })
  updateSend(foyer, { type: 'started' })
  foyer.notice.setState({ key: 'notice.confirmTransfer', tone: 'info', hash: undefined }, true)
  let signature: string
  try {
    const input = assertSolanaSendInput({ amount, receiverAddress: to })
    if (!port || !chainId) throw new SolanaSendError()
    try {
      ;({ signature } = await port.send({
        token: token.symbol as SolanaToken,
        amount: amount.trim(),
        to: input.receiverAddress,
      }))
    } catch (cause) {
      throw new SolanaSendError({ cause })
    }
  } catch (error) {
    const own = error as SolanaInvalidInputError | SolanaSendError
    const detail =
      own instanceof SolanaSendError && own.cause ? describeError(own.cause) : undefined
    foyer.bus.emit('tracking', {
      event: 'SEND_ERROR',
      properties: { ...properties, message: own.shortMessage, detail },
    })
    updateSend(foyer, {
      type: 'failed',
      error: detail ? `${own.shortMessage} ${detail}` : own.shortMessage,
    })
    foyer.notice.setState({ message: undefined, tone: 'error' }, true)
    throw own
  }
  foyer.notice.setState({ key: 'notice.transactionStarted', tone: 'info', hash: signature }, true)
  foyer.bus.emit('tracking', {
    event: 'SEND_SUCCESS',
    properties: { ...properties, hash: signature },
  })
  updateSend(foyer, { type: 'succeeded' })
  void port.confirm(signature)
  return { hash: signature, chainId }
}
