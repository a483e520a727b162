import { useContext, useSyncExternalStore } from 'react'
import { clockTime, compactJson } from '../../core/format.ts'
import type { StoreEntry } from '../../core/storeHistory.ts'
import { StoresContext } from './useTabData.ts'

const noEntries: readonly StoreEntry[] = []
const noSubscription = () => () => {}
const value = (v: unknown) => (v === undefined ? '—' : compactJson(v))

/**
 * Every store of the instance (`foyer.listStores()`), read-only: its state now and each change
 * since the panel attached, by the keys that changed. Secrets are shown as `[redacted]`.
 */
export function StoresSection() {
  const stores = useContext(StoresContext)
  const entries = useSyncExternalStore(
    stores?.subscribe ?? noSubscription,
    stores?.getSnapshot ?? (() => noEntries),
  )
  return (
    <section aria-label="Stores">
      <h3>Stores</h3>
      {!stores ? (
        <p className="empty">The stores are read from the app’s page: open the panel there.</p>
      ) : entries.length === 0 ? (
        <p className="empty">This instance lists no store.</p>
      ) : (
        <ul className="stores">
          {entries.map((entry) => (
            <li key={entry.name}>
              <details>
                <summary>
                  <span className="host">{entry.name}</span> — {entry.history.length} change
                  {entry.history.length === 1 ? '' : 's'}
                  {entry.dropped ? ` (${entry.dropped} older dropped)` : ''}
                </summary>
                <p className="json">{compactJson(entry.state)}</p>
                {entry.history.length > 0 ? (
                  <table aria-label={`${entry.name} history`}>
                    <thead>
                      <tr>
                        <th>Time</th>
                        <th>Key</th>
                        <th>Before</th>
                        <th>After</th>
                      </tr>
                    </thead>
                    <tbody>
                      {entry.history.flatMap((change, i) =>
                        change.changed.map((c) => (
                          <tr key={`${i}-${c.key}`}>
                            <td className="time">{clockTime(change.time)}</td>
                            <td>{c.key}</td>
                            <td className="json">{value(c.before)}</td>
                            <td className="json">{value(c.after)}</td>
                          </tr>
                        )),
                      )}
                    </tbody>
                  </table>
                ) : null}
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
