import { shortAddress } from '../../core/account/shortAddress.ts'
import type { Foyer } from '../../core/foyer.ts'
import type { MessageKey } from '../../core/i18n/messages/en.ts'
import { chainName } from '../../core/network/chainNames.ts'
import { type ActivityItem, activityStore } from '../../core/send/activity.ts'
import { describedNode } from '../describeErrorIn.ts'
import { useFoyerState } from '../useFoyerState.ts'
import { type I18n, useI18n } from '../useI18n.ts'

const STATUS: Record<ActivityItem['status'], MessageKey> = {
  pending: 'activity.pending',
  confirmed: 'activity.confirmed',
  failed: 'activity.failed',
}

/** The transaction hash, shortened, linked to the chain's explorer when it has one. */
function HashLink({ item, t }: { item: ActivityItem; t: I18n['t'] }) {
  const short = `${item.hash.slice(0, 10)}…${item.hash.slice(-6)}`
  if (!item.explorerUrl)
    return (
      <bdi className="foyer-mono" title={item.hash} dir="ltr" translate="no">
        {short}
      </bdi>
    )
  return (
    <a
      className="foyer-mono"
      href={`${item.explorerUrl}/tx/${item.hash}`}
      target="_blank"
      rel="noopener noreferrer"
      title={item.hash}
    >
      <bdi dir="ltr" translate="no">
        {short}
      </bdi>
      <span className="foyer-sr-only"> {t('activity.opensExplorer')}</span>
    </a>
  )
}

/** What a settled transfer's row adds: its block (`Block N`), or why it failed. */
function Detail({ item, t }: { item: ActivityItem; t: I18n['t'] }) {
  if (!item.detail) return null
  const block = item.status === 'confirmed' ? /^Block (\d+)$/.exec(item.detail)?.[1] : undefined
  return (
    <>
      {' · '}
      {block ? t('activity.block', { block }) : describedNode(t, item.detail)}
    </>
  )
}

/**
 * Account's Activity: the transfers this account sent from this page, newest first, each with
 * its amount, receiver, network, status (pending, confirmed in block N, failed and why) and
 * hash. Nothing while there are none.
 */
export function ActivityList({ foyer, address }: { foyer: Foyer; address: string }) {
  const { t, rich, amount } = useI18n(foyer)
  const items = useFoyerState(activityStore(foyer), (s) => s.items)
  const mine = items.filter((item) => item.from.toLowerCase() === address.toLowerCase())
  if (mine.length === 0) return null
  return (
    <section
      className="foyer-connections foyer-activity"
      aria-labelledby="foyer-activity-title"
      data-testid="foyer-activity"
    >
      <h3 id="foyer-activity-title">{t('activity.title')}</h3>
      <ul>
        {mine.map((item) => (
          <li key={item.hash} data-status={item.status}>
            <span className="foyer-grow">
              {rich('activity.sent', {
                amount: (
                  <bdi dir="ltr" translate="no">
                    {amount(item.amount)} {item.symbol}
                  </bdi>
                ),
                to: (
                  <bdi className="foyer-mono" title={item.to} dir="ltr" translate="no">
                    {shortAddress(item.to)}
                  </bdi>
                ),
              })}
            </span>
            <span className={`foyer-badge foyer-status-${item.status}`}>
              {t(STATUS[item.status])}
            </span>
            <span className="foyer-muted foyer-activity-meta">
              <span translate="no">{chainName(item.chainId)}</span> · <HashLink item={item} t={t} />
              <Detail item={item} t={t} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
