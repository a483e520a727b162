import { memo, useMemo } from 'react'
import { clockTime, compactJson, formatMs, relativeTime } from '../../core/format.ts'
import { type FrameRow, pairFrames } from '../../core/pairFrames.ts'
import { useVirtualRows } from '../useVirtualRows.ts'
import { ScrollRegion } from './ScrollRegion.tsx'
import { Spacer } from './Spacer.tsx'
import { useTabData } from './useTabData.ts'

function pairLabel({ message, pair }: FrameRow): string {
  const isReply = message.replyTo !== undefined
  if (pair) return `${isReply ? 'request' : 'reply'} ${pair.type} #${pair.id}`
  return isReply ? `reply to #${message.replyTo}` : 'no reply yet'
}

// Rows are rebuilt on each event; a row renders again only when its pairing changed.
const Row = memo(
  function Row({ row, startedAt }: { row: FrameRow; startedAt: number }) {
    const { time, message, roundTripMs } = row
    return (
      <tr>
        <td className="time" title={clockTime(time)}>
          {relativeTime(time, startedAt)}
        </td>
        <td>{message.direction === 'app-to-frame' ? 'app → frame' : 'frame → app'}</td>
        <td>{message.type}</td>
        <td>{message.id}</td>
        <td>{pairLabel(row)}</td>
        <td>{formatMs(roundTripMs)}</td>
        <td className="json">{compactJson(message.payload)}</td>
      </tr>
    )
  },
  (a, b) =>
    a.startedAt === b.startedAt &&
    a.row.seq === b.row.seq &&
    a.row.pair === b.row.pair &&
    a.row.roundTripMs === b.row.roundTripMs,
)

/**
 * Messages between the app and the embedded-wallet frame, each with its paired request or
 * reply. Payloads arrive redacted: the transport removes secrets before the bus sees them.
 */
export function FrameTab() {
  const { events, startedAt } = useTabData()
  const rows = useMemo(() => pairFrames(events), [events])
  const view = useVirtualRows(rows.length)
  return (
    <ScrollRegion label="Messages" scrollRef={view.scrollRef}>
      {rows.length === 0 ? (
        <p className="empty">No frame message yet.</p>
      ) : (
        <table aria-label="Frame messages">
          <thead>
            <tr>
              <th>Time</th>
              <th>Direction</th>
              <th>Type</th>
              <th>Id</th>
              <th>Paired</th>
              <th>Round trip</th>
              <th>Payload</th>
            </tr>
          </thead>
          <tbody ref={view.listRef}>
            <Spacer height={view.before} columns={7} />
            {rows.slice(view.first, view.last).map((row) => (
              <Row key={row.seq} row={row} startedAt={startedAt} />
            ))}
            <Spacer height={view.after} columns={7} />
          </tbody>
        </table>
      )}
    </ScrollRegion>
  )
}
