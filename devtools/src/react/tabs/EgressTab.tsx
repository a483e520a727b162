import { memo, useContext, useMemo, useSyncExternalStore } from 'react'
import { type EgressEntry, filterEgress } from '../../core/egress.ts'
import { clockTime, relativeTime } from '../../core/format.ts'
import { useVirtualRows } from '../useVirtualRows.ts'
import { ScrollRegion } from './ScrollRegion.tsx'
import { Spacer } from './Spacer.tsx'
import { EgressContext, PanelContext, useTabData } from './useTabData.ts'

const noEntries: readonly EgressEntry[] = []
const noLog = () => () => {}

function formatBytes(size: number | undefined): string {
  if (size === undefined) return '—'
  return size < 1024 ? `${size} B` : `${(size / 1024).toFixed(1)} KiB`
}

const Row = memo(function Row({ entry, startedAt }: { entry: EgressEntry; startedAt: number }) {
  // As stored (its redaction marks unencoded): scheme, host, then the rest.
  const [, host = '', rest = ''] = /^[a-z][a-z0-9+.-]*:\/\/([^/?]*)(.*)$/i.exec(entry.url) ?? []
  return (
    <tr className={entry.external ? 'external' : undefined}>
      <td className="time" title={clockTime(entry.time)}>
        {relativeTime(entry.time, startedAt)}
      </td>
      <td>{entry.from === 'frame' ? 'wallet frame' : 'page'}</td>
      <td>{entry.method}</td>
      <td className="url">
        {entry.external ? <strong>external: </strong> : null}
        <span className="host">{host}</span>
        {rest}
      </td>
      <td>{entry.status ?? ''}</td>
      <td>{formatBytes(entry.size)}</td>
      <td>{entry.why}</td>
    </tr>
  )
})

/**
 * Every request the page (the modal, the app, the dev server's client) and the wallet frame
 * made, oldest first, with the hosts they went to; a host that is neither the app's nor the
 * Foyer server's is marked external.
 */
export function EgressTab() {
  const log = useContext(EgressContext)
  const panel = useContext(PanelContext)
  const { startedAt } = useTabData()
  const all = useSyncExternalStore(
    log?.subscribe ?? noLog,
    log ? log.getSnapshot : () => noEntries,
    () => noEntries,
  )
  // The panel's text filter finds requests too (by who, method, URL, status or why).
  const text = panel?.filter.text ?? ''
  const entries = useMemo(() => filterEgress(all, text), [all, text])
  // The hosts of every request, whatever the filter shows.
  const hosts = useMemo(() => {
    const counts = new Map<string, { count: number; external: boolean }>()
    for (const entry of all) {
      const host = new URL(entry.url).host
      const known = counts.get(host)
      counts.set(host, { count: (known?.count ?? 0) + 1, external: entry.external })
    }
    return [...counts]
  }, [all])
  const view = useVirtualRows(entries.length)
  if (!log)
    return (
      <p className="empty">
        The requests are listed in the page’s own panel: this page only follows its events.
      </p>
    )
  const external = hosts.filter(([, h]) => h.external)
  return (
    <>
      <p className="summary" role="status" aria-label="Hosts">
        {all.length} requests to {hosts.length} {hosts.length === 1 ? 'host' : 'hosts'}:{' '}
        {hosts.map(([host, h]) => `${host} (${h.count})`).join(', ') || 'none yet'}
        {' · '}
        {external.length
          ? `${external.length} external: ${external.map(([host]) => host).join(', ')}`
          : 'none external'}
      </p>
      <ScrollRegion label="Egress" scrollRef={view.scrollRef}>
        {entries.length === 0 ? (
          <p className="empty">
            {all.length ? 'No request matches the filter.' : 'No request yet.'}
          </p>
        ) : (
          <table aria-label="Egress requests">
            <thead>
              <tr>
                <th>Time</th>
                <th>From</th>
                <th>Method</th>
                <th>URL</th>
                <th>Status</th>
                <th>Size</th>
                <th>Why</th>
              </tr>
            </thead>
            <tbody ref={view.listRef}>
              <Spacer height={view.before} columns={7} />
              {entries.slice(view.first, view.last).map((entry) => (
                <Row key={entry.seq} entry={entry} startedAt={startedAt} />
              ))}
              <Spacer height={view.after} columns={7} />
            </tbody>
          </table>
        )}
      </ScrollRegion>
    </>
  )
}
