import { BaseError } from '../errors/base.ts'
import { validationDetails } from '../errors/details.ts'

/** An EVM send failed; `cause` holds what the wallet or node said (SPEC §4, §8). */
export class SendError extends BaseError {
  override name = 'SendError' as const

  constructor({ cause }: { cause?: unknown } = {}) {
    super('Something went wrong', { cause, describesCause: true })
  }
}

export type SendErrorType = SendError & { name: 'SendError' }

/** A Solana send needs an amount and a receiver (SPEC §4, §5). */
export class SolanaInvalidInputError extends BaseError {
  override name = 'SolanaInvalidInputError' as const

  constructor({ field, value }: { field: 'amount' | 'receiverAddress'; value: unknown }) {
    super('Please enter a valid amount and receiver address', {
      details: validationDetails(
        field,
        field === 'amount' ? 'must be a number above 0' : 'must be a non-empty address',
        value,
      ),
    })
  }
}

export type SolanaInvalidInputErrorType = SolanaInvalidInputError & {
  name: 'SolanaInvalidInputError'
}

/** A Solana send failed; `cause` holds what the wallet said (SPEC §8). */
export class SolanaSendError extends BaseError {
  override name = 'SolanaSendError' as const

  constructor({ cause }: { cause?: unknown } = {}) {
    super('Failed to send transaction. Please try again.', { cause })
  }
}

export type SolanaSendErrorType = SolanaSendError & { name: 'SolanaSendError' }

/**
 * A transaction reverted. The call is re-run to surface the reason; when the revert carries no
 * data the message is 'unknown reason' (SPEC §7, §8).
 */
export class TransactionRevertedError extends BaseError {
  override name = 'TransactionRevertedError' as const
  readonly reason: string | undefined

  constructor({
    reason,
    hash,
    cause,
  }: { reason?: string | undefined; hash?: string | undefined; cause?: unknown } = {}) {
    super(reason || 'unknown reason', {
      cause,
      details: hash === undefined ? undefined : `Transaction ${hash} reverted.`,
    })
    this.reason = reason || undefined
  }
}

export type TransactionRevertedErrorType = TransactionRevertedError & {
  name: 'TransactionRevertedError'
}

/** A send on a chain that is neither EVM nor Solana (SPEC §8). */
export class UnsupportedChainError extends BaseError {
  override name = 'UnsupportedChainError' as const

  constructor({ namespace }: { namespace?: string | undefined } = {}) {
    super('Unsupported chain', {
      details:
        namespace === undefined
          ? undefined
          : `Namespace "${namespace}" is neither eip155 nor solana.`,
    })
  }
}

export type UnsupportedChainErrorType = UnsupportedChainError & { name: 'UnsupportedChainError' }

/** A wallet answered a send with something that is not a transaction hash (SPEC §5). */
export class InvalidTransactionHashError extends BaseError {
  override name = 'InvalidTransactionHashError' as const

  constructor({ value }: { value: unknown }) {
    super('The wallet did not return a transaction hash.', {
      details: validationDetails('hash', 'must be 0x followed by 64 hex digits', value),
    })
  }
}

export type InvalidTransactionHashErrorType = InvalidTransactionHashError & {
  name: 'InvalidTransactionHashError'
}

/** An ERC-20 whose `transfer` returned false: it refused without reverting (SPEC §7). */
export class TransferRefusedError extends BaseError {
  override name = 'TransferRefusedError' as const

  constructor({ token }: { token?: string | undefined } = {}) {
    super('The token refused the transfer (transfer returned false).', {
      details: token ? `Token ${token}: transfer() returned false when simulated.` : undefined,
    })
  }
}

export type TransferRefusedErrorType = TransferRefusedError & { name: 'TransferRefusedError' }

/** The native balance cannot pay the amount and the network fee. */
export class InsufficientFundsError extends BaseError {
  override name = 'InsufficientFundsError' as const

  constructor({
    needed,
    available,
    symbol,
  }: { needed: string; available: string; symbol: string }) {
    super(
      `Not enough ${symbol} for the amount and the network fee: this needs ${needed} ${symbol}, the account has ${available} ${symbol}.`,
    )
  }
}

export type InsufficientFundsErrorType = InsufficientFundsError & { name: 'InsufficientFundsError' }

/** A mined ERC-20 transfer whose receipt holds no matching Transfer event: nothing moved. */
export class TransferNotReportedError extends BaseError {
  override name = 'TransferNotReportedError' as const

  constructor({ hash }: { hash: string }) {
    super('The token reported no transfer.', {
      details: `Transaction ${hash} was mined but holds no Transfer(from, to, value) event of the token.`,
    })
  }
}

export type TransferNotReportedErrorType = TransferNotReportedError & {
  name: 'TransferNotReportedError'
}
