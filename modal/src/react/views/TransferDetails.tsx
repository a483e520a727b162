import type { NoticeTransfer } from '../../core/modal/noticeState.ts'
import { chainName } from '../../core/network/chainNames.ts'

/**
 * What a send moved, under its notice: the amount, the receiver (in full), the network and, once
 * the wallet sent it, the transaction hash, linked to the chain's explorer when it has one (a
 * local chain has none).
 */
export function TransferDetails({
  transfer,
  hash,
}: {
  transfer: NoticeTransfer
  hash: string | undefined
}) {
  return (
    <dl className="foyer-details" aria-label="Transfer" data-testid="foyer-transfer">
      <dt>Amount</dt>
      <dd>
        {transfer.amount} {transfer.symbol}
      </dd>
      <dt>To</dt>
      <dd className="foyer-mono">{transfer.to}</dd>
      <dt>Network</dt>
      <dd>{chainName(transfer.chainId)}</dd>
      {hash && (
        <>
          <dt>Transaction</dt>
          <dd className="foyer-mono">
            {transfer.explorerUrl ? (
              <a
                href={`${transfer.explorerUrl}/tx/${hash}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                {hash}
                <span className="foyer-sr-only"> (opens the explorer in a new tab)</span>
              </a>
            ) : (
              hash
            )}
          </dd>
        </>
      )}
    </dl>
  )
}
