import { shortAddress } from '../../core/account/shortAddress.ts'
import type { Foyer } from '../../core/foyer.ts'
import { chainName } from '../../core/network/chainNames.ts'
import { type ActivityItem, activityStore } from '../../core/send/activity.ts'
import { useFoyerState } from '../useFoyerState.ts'

const STATUS: Record<ActivityItem['status'], string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  failed: 'Failed',
}

/** The transaction hash, shortened, linked to the chain's explorer when it has one. */
function HashLink({ item }: { item: ActivityItem }) {
  const short = `${item.hash.slice(0, 10)}…${item.hash.slice(-6)}`
  if (!item.explorerUrl)
    return (
      <span className="foyer-mono" title={item.hash}>
        {short}
      </span>
    )
  return (
    <a
      className="foyer-mono"
      href={`${item.explorerUrl}/tx/${item.hash}`}
      target="_blank"
      rel="noopener noreferrer"
      title={item.hash}
    >
      {short}
      <span className="foyer-sr-only"> (opens the explorer in a new tab)</span>
    </a>
  )
}

/**
 * Account's Activity: the transfers this account sent from this page, newest first, each with
 * its amount, receiver, network, status (pending, confirmed in block N, failed and why) and
 * hash. Nothing while there are none.
 */
export function ActivityList({ foyer, address }: { foyer: Foyer; address: string }) {
  const items = useFoyerState(activityStore(foyer), (s) => s.items)
  const mine = items.filter((item) => item.from.toLowerCase() === address.toLowerCase())
  if (mine.length === 0) return null
  return (
    <section
      className="foyer-connections foyer-activity"
      aria-labelledby="foyer-activity-title"
      data-testid="foyer-activity"
    >
      <h3 id="foyer-activity-title">Activity</h3>
      <ul>
        {mine.map((item) => (
          <li key={item.hash} data-status={item.status}>
            <span className="foyer-grow">
              Sent {item.amount} {item.symbol} to{' '}
              <span className="foyer-mono" title={item.to}>
                {shortAddress(item.to)}
              </span>
            </span>
            <span className={`foyer-badge foyer-status-${item.status}`}>{STATUS[item.status]}</span>
            <span className="foyer-muted foyer-activity-meta">
              {chainName(item.chainId)} · <HashLink item={item} />
              {item.detail && ` · ${item.detail}`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
