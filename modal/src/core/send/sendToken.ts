import { type Address, encodeFunctionData, erc20Abi, type Hash, parseUnits } from 'viem'
import { EVM_NAMESPACE } from '../constants.ts'
import { ConnectorNotConnectedError } from '../errors/ConnectorNotConnectedError.ts'
import { SendError } from '../errors/SendError.ts'
import { SolanaInvalidInputError } from '../errors/SolanaInvalidInputError.ts'
import { SolanaSendError } from '../errors/SolanaSendError.ts'
import { UnsupportedChainError } from '../errors/UnsupportedChainError.ts'
import type { Foyer } from '../instantiateFoyer.ts'
import { resetRoute } from '../router/navigate.ts'
import { describeError } from '../wallet/describeError.ts'
import { ensureWallet } from '../wallet/ensureWallet.ts'
import { initialSendState, type SendToken } from './sendState.ts'
import { watchSendReceipt } from './watchSendReceipt.ts'

export type SendTokenParameters = {
  token: SendToken
  /** Whole units as typed, e.g. "0.01". */
  amount: string
  to: string
  /** Gas limit from the preview's estimate; the wallet estimates when absent. */
  gas?: bigint | undefined
  gasPrice?: bigint | undefined
  /** CAIP-2 namespace of the active chain. @default 'eip155' */
  namespace?: string
}

export type SendTokenReturnType = { hash: Hash; chainId: number }
export type SendTokenErrorType =
  | SendError
  | SolanaInvalidInputError
  | SolanaSendError
  | UnsupportedChainError

/**
 * Sends a token or the native currency (SPEC §4): emits SEND_INITIATED and resets the view to
 * Account with no back; on EVM an ERC-20 `transfer` when the token has an address, else a
 * native transfer. On success shows 'Transaction started', emits SEND_SUCCESS and clears the
 * send state; on failure emits SEND_ERROR and throws, keeping what was typed.
 * @example await sendToken(foyer, { token: { symbol: 'ETH', quantity: { decimals: 18 } }, amount: '0.01', to })
 */
export async function sendToken(
  foyer: Foyer,
  parameters: SendTokenParameters,
): Promise<SendTokenReturnType> {
  const { token, amount, to, namespace = EVM_NAMESPACE } = parameters
  const chainId = foyer.connection.getState().chainId
  const properties = { token: token.symbol, amount, network: chainId, namespace }
  foyer.bus.emit('tracking', { event: 'SEND_INITIATED', properties })
  foyer.send.setState({ loading: true, error: undefined })
  resetRoute(foyer, { view: 'Account' })
  foyer.notice.setState(
    { message: 'Confirm the transfer in your wallet…', tone: 'info', hash: undefined },
    true,
  )

  try {
    let hash: Hash
    if (namespace === EVM_NAMESPACE) {
      if (chainId === undefined) throw new ConnectorNotConnectedError()
      const wallet = await ensureWallet(foyer)
      const value = parseUnits(amount, token.quantity.decimals)
      hash = token.address
        ? await wallet.sendTransaction({
            to: token.address,
            data: encodeFunctionData({
              abi: erc20Abi,
              functionName: 'transfer',
              args: [to as Address, value],
            }),
            gas: parameters.gas,
            gasPrice: parameters.gasPrice,
            chainId,
          })
        : await wallet.sendTransaction({
            to: to as Address,
            value,
            gas: parameters.gas,
            gasPrice: parameters.gasPrice,
            chainId,
          })
    } else if (namespace === 'solana') {
      if (!amount) throw new SolanaInvalidInputError({ field: 'amount', value: amount })
      if (!to) throw new SolanaInvalidInputError({ field: 'receiverAddress', value: to })
      // Foyer has no Solana wallet adapter yet: every Solana send fails as SPEC words it.
      throw new SolanaSendError()
    } else {
      throw new UnsupportedChainError({ namespace })
    }

    foyer.notice.setState({ message: 'Transaction started', tone: 'info', hash }, true)
    foyer.bus.emit('tracking', { event: 'SEND_SUCCESS', properties: { ...properties, hash } })
    foyer.send.setState(initialSendState, true)
    watchSendReceipt(foyer, { hash, chainId: chainId as number })
    return { hash, chainId: chainId as number }
  } catch (cause) {
    const error =
      cause instanceof SolanaInvalidInputError ||
      cause instanceof SolanaSendError ||
      cause instanceof UnsupportedChainError
        ? cause
        : new SendError({ cause })
    const detail = error instanceof SendError ? describeError(cause) : undefined
    foyer.bus.emit('tracking', {
      event: 'SEND_ERROR',
      properties: { ...properties, message: error.shortMessage, detail },
    })
    foyer.send.setState({
      loading: false,
      error: detail ? `${error.shortMessage}: ${detail}` : error.shortMessage,
    })
    foyer.notice.setState({ message: undefined, tone: 'error' }, true)
    throw error
  }
}
