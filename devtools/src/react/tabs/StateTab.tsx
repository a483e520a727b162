import { compactJson, historyLabel } from '../../core/format.ts'
import { ScrollRegion } from './ScrollRegion.tsx'
import { StoresSection } from './StoresSection.tsx'
import { useTabData } from './useTabData.ts'

const show = (value: unknown) => (value === undefined ? '—' : String(value))

/**
 * The connection(s), chain, modal flags and persisted keys, as the bus last reported them, and
 * every store of the instance with its history.
 */
export function StateTab() {
  const { connection, modal, storage } = useTabData().state
  const keys = Object.entries(storage).sort(([a], [b]) => a.localeCompare(b))
  const view = modal.history.at(-1)?.view
  return (
    <ScrollRegion label="State">
      <section aria-label="Connection">
        <h3>Connection</h3>
        <dl>
          <dt>Status</dt>
          <dd>{show(connection.status)}</dd>
          <dt>Connector</dt>
          <dd>{show(connection.connectorId)}</dd>
          <dt>Address</dt>
          <dd>{show(connection.address)}</dd>
          <dt>Chain</dt>
          <dd>{show(connection.chainId)}</dd>
          {connection.error ? (
            <>
              <dt>Last error</dt>
              <dd>{connection.error}</dd>
            </>
          ) : null}
        </dl>
        {connection.connections.length > 0 ? (
          <table aria-label="Connections">
            <thead>
              <tr>
                <th>Connector</th>
                <th>Accounts</th>
                <th>Chain</th>
              </tr>
            </thead>
            <tbody>
              {connection.connections.map((c) => (
                <tr key={c.connectorId}>
                  <td>
                    {c.connectorId}
                    {c.connectorId === connection.connectorId ? ' (current)' : ''}
                  </td>
                  <td>{c.addresses.join(', ')}</td>
                  <td>{c.chainId}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </section>
      <section aria-label="Modal">
        <h3>Modal</h3>
        <dl>
          <dt>Open</dt>
          <dd>{show(modal.open)}</dd>
          <dt>View</dt>
          <dd>{show(view)}</dd>
          <dt>History</dt>
          <dd>{historyLabel(modal.history)}</dd>
        </dl>
      </section>
      <section aria-label="Persisted keys">
        <h3>Persisted keys</h3>
        {keys.length === 0 ? (
          <p className="empty">No write to a persisted key since the panel started.</p>
        ) : (
          <table aria-label="Persisted keys">
            <thead>
              <tr>
                <th>Key</th>
                <th>Storage key</th>
                <th>Value</th>
              </tr>
            </thead>
            <tbody>
              {keys.map(([key, entry]) => (
                <tr key={key}>
                  <td>{key}</td>
                  <td>{entry.storageKey}</td>
                  <td className="json">
                    {entry.action === 'remove' ? '(removed)' : compactJson(entry.value)}
                    {entry.error ? ` — write failed: ${entry.error}` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <StoresSection />
    </ScrollRegion>
  )
}
