import type { ReactNode } from 'react'
import { BaseError } from '../../core/errors/base.ts'
import type { Foyer } from '../../core/foyer.ts'
import type { NoticeTransfer } from '../../core/modal/noticeState.ts'
import { CHAIN_NAMES } from '../../core/network/chainNames.ts'
import type { SupportedChainId } from '../../core/network/constants.ts'
import { describedNode, errorNode } from '../describeErrorIn.ts'
import { type I18n, useI18n } from '../useI18n.ts'

/** `chainName` in the visitor's language: a known chain's name, else "Chain <id>" translated. */
export function networkName(t: I18n['t'], chainId: number | undefined): string {
  if (chainId === undefined) return t('send.unknownNetwork')
  return CHAIN_NAMES[chainId as SupportedChainId] ?? t('send.chainNumber', { id: String(chainId) })
}

/** `networkName` as a node: a chain's own name is kept out of page translation. */
export function networkNode(t: I18n['t'], chainId: number | undefined): ReactNode {
  const known = chainId === undefined ? undefined : CHAIN_NAMES[chainId as SupportedChainId]
  return known ? <bdi translate="no">{known}</bdi> : networkName(t, chainId)
}

const SOMETHING_WENT_WRONG = 'Something went wrong: '
const INSUFFICIENT_FUNDS =
  /^Not enough (.+) for the amount and the network fee: this needs (\S+) \1, the account has (\S+) \1\.$/

/**
 * An error a send keeps as text (`describeError`'s sentence), for the visitor: in their language
 * when a catalog message says it (a rejection, a network failure, funds short of the amount and
 * fee, a send that failed for a reason), else as is (a wallet's or node's own words), kept out of
 * page translation.
 */
export function sendErrorText(i18n: I18n, text: string): ReactNode {
  const { t, rich, amount } = i18n
  const funds = INSUFFICIENT_FUNDS.exec(text)
  if (funds)
    return rich('send.insufficientFunds', {
      symbol: <bdi translate="no">{funds[1]}</bdi>,
      needed: (
        <bdi dir="ltr" translate="no">
          {amount(funds[2] ?? '')}
        </bdi>
      ),
      available: (
        <bdi dir="ltr" translate="no">
          {amount(funds[3] ?? '')}
        </bdi>
      ),
    })
  if (text.startsWith(SOMETHING_WENT_WRONG))
    return rich('error.withCause', {
      message: t('error.somethingWentWrong'),
      cause: sendErrorText(i18n, text.slice(SOMETHING_WENT_WRONG.length)),
    })
  return describedNode(t, text)
}

/**
 * A thrown error for the visitor (`errorNode`), and funds short of the amount and fee
 * (`InsufficientFundsError`, whose message holds the figures) in the visitor's language.
 */
export function thrownErrorNode(i18n: I18n, error: unknown): ReactNode {
  if (error instanceof BaseError && error.name === 'InsufficientFundsError')
    return sendErrorText(i18n, error.shortMessage)
  return errorNode(i18n.t, error)
}

/**
 * What a send moved, under its notice: the amount, the receiver (in full), the network and, once
 * the wallet sent it, the transaction hash, linked to the chain's explorer when it has one (a
 * local chain has none).
 */
export function TransferDetails({
  foyer,
  transfer,
  hash,
}: {
  foyer: Foyer
  transfer: NoticeTransfer
  hash: string | undefined
}) {
  const { t, amount } = useI18n(foyer)
  return (
    <dl className="foyer-details" aria-label={t('send.transferLabel')} data-testid="foyer-transfer">
      <dt>{t('send.transferAmount')}</dt>
      <dd>
        <bdi dir="ltr" translate="no">
          {amount(transfer.amount)} {transfer.symbol}
        </bdi>
      </dd>
      <dt>{t('send.transferTo')}</dt>
      <dd className="foyer-mono">
        <bdi dir="ltr" translate="no">
          {transfer.to}
        </bdi>
      </dd>
      <dt>{t('send.transferNetwork')}</dt>
      <dd>{networkNode(t, transfer.chainId)}</dd>
      {hash && (
        <>
          <dt>{t('send.transferHash')}</dt>
          <dd className="foyer-mono">
            {transfer.explorerUrl ? (
              <a
                href={`${transfer.explorerUrl}/tx/${hash}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                <bdi dir="ltr" translate="no">
                  {hash}
                </bdi>
                <span className="foyer-sr-only"> {t('send.opensExplorer')}</span>
              </a>
            ) : (
              <bdi dir="ltr" translate="no">
                {hash}
              </bdi>
            )}
          </dd>
        </>
      )}
    </dl>
  )
}
