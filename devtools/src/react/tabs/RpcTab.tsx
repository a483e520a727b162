import { memo, useMemo, useState } from 'react'
import { clockTime, formatMs, relativeTime } from '../../core/format.ts'
import { groupRpc, type RpcRow } from '../../core/groupRpc.ts'
import { useVirtualRows } from '../useVirtualRows.ts'
import { ScrollRegion } from './ScrollRegion.tsx'
import { Spacer } from './Spacer.tsx'
import { useTabData } from './useTabData.ts'

const SOURCES = {
  modal: "modal's own call",
  provider: 'requestRpc',
  node: 'node',
  gate: 'gate',
} as const

function decisionLabel(row: RpcRow): string {
  // The modal's own wallet calls are reported, not gated: a method on neither list still runs.
  if (row.decision === 'disallowed' && row.source === 'modal') return 'not listed (not gated)'
  return row.decision
}

// Rows are rebuilt on each event; a row renders again only when its request moved on.
const Row = memo(
  function Row({
    row,
    startedAt,
    open,
    onOpen,
  }: {
    row: RpcRow
    startedAt: number
    open: boolean
    onOpen: (key: string | undefined) => void
  }) {
    const outcome = row.outcomes.at(-1)
    return (
      <tr data-open={open ? '' : undefined}>
        <td className="time" title={clockTime(row.time)}>
          {relativeTime(row.time, startedAt)}
        </td>
        <td>
          {/* Opens the request's details (what it asked, the answer or error, the timing). */}
          <button
            type="button"
            className="row-open"
            aria-expanded={open}
            aria-controls="rpc-details"
            title={row.params}
            onClick={() => onOpen(open ? undefined : row.key)}
          >
            {row.method}
          </button>
        </td>
        <td className={`d-${row.decision}`}>{decisionLabel(row)}</td>
        <td>{row.list ?? '—'}</td>
        <td className={`o-${outcome}`}>
          {row.outcomes.join(' → ')}
          {row.answeredFrom ? ` (from ${row.answeredFrom})` : ''}
        </td>
        <td>{formatMs(row.latencyMs)}</td>
        <td>{SOURCES[row.source ?? 'gate']}</td>
        {/* The whole URL in the title too: a narrow panel cuts the cell short. */}
        <td title={row.url}>{row.url ?? '—'}</td>
        <td>{row.id}</td>
      </tr>
    )
  },
  (a, b) =>
    a.startedAt === b.startedAt &&
    a.open === b.open &&
    a.row.key === b.row.key &&
    a.row.outcomes.length === b.row.outcomes.length &&
    a.row.latencyMs === b.row.latencyMs,
)

/** The opened request: what it asked, what came back or why it failed, outcomes and timing. */
function RpcDetails({ row }: { row: RpcRow }) {
  return (
    <section id="rpc-details" aria-label={`Request ${row.id} details`}>
      <h3>
        {row.method} · {row.id}
      </h3>
      <dl>
        <dt>Params</dt>
        <dd>{row.params ?? '—'}</dd>
        {row.error !== undefined ? (
          <>
            <dt>Error</dt>
            <dd className="o-error">{row.error}</dd>
          </>
        ) : (
          <>
            <dt>Result</dt>
            <dd>{row.result ?? (row.outcomes.at(-1) === 'pending' ? 'waiting…' : '—')}</dd>
          </>
        )}
        <dt>Outcomes</dt>
        <dd>{row.outcomes.join(' → ')}</dd>
        <dt>Timing</dt>
        <dd>
          {formatMs(row.latencyMs)} · asked at {clockTime(row.time)}
        </dd>
        <dt>Source</dt>
        <dd>
          {SOURCES[row.source ?? 'gate']}
          {row.url ? ` · ${row.url}` : ''}
        </dd>
      </dl>
    </section>
  )
}

/**
 * Each RPC request: method, allow-list decision and list, outcomes, latency, who asked, and for
 * the modal's node requests the URL they went to (the Foyer server's proxy in `vite dev`). A
 * method opens its request's details: what it asked (an eth_call's contract and function), the
 * answer or the error, and the timing.
 */
export function RpcTab() {
  const { events, startedAt } = useTabData()
  const rows = useMemo(() => groupRpc(events), [events])
  const view = useVirtualRows(rows.length)
  const [opened, setOpened] = useState<string>()
  const openedRow = opened === undefined ? undefined : rows.find((row) => row.key === opened)
  return (
    <ScrollRegion label="Requests" scrollRef={view.scrollRef}>
      {rows.length === 0 ? (
        <p className="empty">No RPC request yet.</p>
      ) : (
        <>
          {openedRow && <RpcDetails row={openedRow} />}
          <table aria-label="RPC requests">
            <thead>
              <tr>
                <th>Time</th>
                <th>Method</th>
                <th>Decision</th>
                <th>List</th>
                <th>Outcome</th>
                <th>Latency</th>
                <th>Source</th>
                <th className="url">URL</th>
                <th>Id</th>
              </tr>
            </thead>
            <tbody ref={view.listRef}>
              <Spacer height={view.before} columns={9} />
              {rows.slice(view.first, view.last).map((row) => (
                <Row
                  key={row.key}
                  row={row}
                  startedAt={startedAt}
                  open={row.key === opened}
                  onOpen={setOpened}
                />
              ))}
              <Spacer height={view.after} columns={9} />
            </tbody>
          </table>
        </>
      )}
    </ScrollRegion>
  )
}
