import { memo, useMemo } from 'react'
import { clockTime, compactJson, relativeTime } from '../../core/format.ts'
import type { DevtoolsEvent } from '../../core/types.ts'
import { useVirtualRows } from '../useVirtualRows.ts'
import { ScrollRegion } from './ScrollRegion.tsx'
import { Spacer } from './Spacer.tsx'
import { useTabData } from './useTabData.ts'

type TrackingEvent = Extract<DevtoolsEvent, { channel: 'tracking' }>

const Row = memo(function Row({ event, startedAt }: { event: TrackingEvent; startedAt: number }) {
  return (
    <tr>
      <td className="time" title={clockTime(event.time)}>
        {relativeTime(event.time, startedAt)}
      </td>
      <td>{event.payload.event}</td>
      <td className="json">{compactJson(event.payload.properties)}</td>
    </tr>
  )
})

/** Tracking events (MODAL_OPEN/CLOSE, SEND_*, …) with their properties, newest first. */
export function TrackingTab() {
  const { events, startedAt } = useTabData()
  const rows = useMemo(
    () => events.filter((e): e is TrackingEvent => e.channel === 'tracking').reverse(),
    [events],
  )
  const view = useVirtualRows(rows.length)
  return (
    <ScrollRegion label="Tracked events" scrollRef={view.scrollRef}>
      {rows.length === 0 ? (
        <p className="empty">No tracking event yet.</p>
      ) : (
        <table aria-label="Tracking events">
          <thead>
            <tr>
              <th>Time</th>
              <th>Event</th>
              <th>Properties</th>
            </tr>
          </thead>
          <tbody ref={view.listRef}>
            <Spacer height={view.before} columns={3} />
            {rows.slice(view.first, view.last).map((event) => (
              <Row key={event.seq} event={event} startedAt={startedAt} />
            ))}
            <Spacer height={view.after} columns={3} />
          </tbody>
        </table>
      )}
    </ScrollRegion>
  )
}
