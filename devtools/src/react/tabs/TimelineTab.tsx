import { memo, useMemo } from 'react'
import { describeEvent } from '../../core/describeEvent.ts'
import { clockTime, relativeTime } from '../../core/format.ts'
import type { DevtoolsEvent } from '../../core/types.ts'
import { useVirtualRows } from '../useVirtualRows.ts'
import { ScrollRegion } from './ScrollRegion.tsx'
import { useTabData } from './useTabData.ts'

// Memoised on the event object: an incoming event renders its own row and leaves the others.
const Row = memo(function Row({ event, startedAt }: { event: DevtoolsEvent; startedAt: number }) {
  const { title, detail } = describeEvent(event)
  return (
    <li data-channel={event.channel}>
      <span className="time" title={clockTime(event.time)}>
        {relativeTime(event.time, startedAt)}
      </span>
      <span className={`channel ch-${event.channel}`}>{event.channel}</span>
      <span title={title}>{title}</span>
      <span className="detail" title={detail}>
        {detail}
      </span>
    </li>
  )
})

/** Every event across channels, newest first, timed from the start of the session. */
export function TimelineTab() {
  const { events, startedAt } = useTabData()
  const newestFirst = useMemo(() => [...events].reverse(), [events])
  const rows = useVirtualRows<HTMLOListElement>(newestFirst.length)
  return (
    <ScrollRegion label="Events" scrollRef={rows.scrollRef}>
      {newestFirst.length === 0 ? (
        <p className="empty">No events yet.</p>
      ) : (
        <ol
          className="rows"
          aria-label="Timeline"
          ref={rows.listRef}
          style={{ paddingTop: rows.before, paddingBottom: rows.after }}
        >
          {newestFirst.slice(rows.first, rows.last).map((event) => (
            <Row key={event.seq} event={event} startedAt={startedAt} />
          ))}
        </ol>
      )}
    </ScrollRegion>
  )
}
