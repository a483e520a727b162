import { memo, useMemo } from 'react'
import { clockTime, historyLabel, relativeTime, routeLabel } from '../../core/format.ts'
import type { DevtoolsEvent } from '../../core/types.ts'
import { useVirtualRows } from '../useVirtualRows.ts'
import { ScrollRegion } from './ScrollRegion.tsx'
import { Spacer } from './Spacer.tsx'
import { useTabData } from './useTabData.ts'

type RouterEvent = Extract<DevtoolsEvent, { channel: 'router' }>

const Transition = memo(function Transition(props: { event: RouterEvent; startedAt: number }) {
  const { time, payload } = props.event
  return (
    <tr>
      <td className="time" title={clockTime(time)}>
        {relativeTime(time, props.startedAt)}
      </td>
      <td>{payload.action}</td>
      <td>{historyLabel(payload.before)}</td>
      <td>{historyLabel(payload.after)}</td>
    </tr>
  )
})

/** The history stack as it is now (current view highlighted) and each transition. */
export function RouterTab() {
  const { events, startedAt, state } = useTabData()
  const transitions = useMemo(
    () => events.filter((e): e is RouterEvent => e.channel === 'router').reverse(),
    [events],
  )
  const history = state.modal.history
  const view = useVirtualRows(transitions.length)
  return (
    <>
      <section>
        <h3>Current history</h3>
        {history.length === 0 ? (
          <p className="empty">No route yet.</p>
        ) : (
          <ol className="history" aria-label="Current history">
            {history.map((route, index) => (
              <li key={index} aria-current={index === history.length - 1 ? 'step' : undefined}>
                {routeLabel(route)}
              </li>
            ))}
          </ol>
        )}
      </section>
      <ScrollRegion label="Transitions" scrollRef={view.scrollRef}>
        <h3>Transitions</h3>
        {transitions.length === 0 ? (
          <p className="empty">No transition yet.</p>
        ) : (
          <table aria-label="Router transitions">
            <thead>
              <tr>
                <th>Time</th>
                <th>Action</th>
                <th>Before</th>
                <th>After</th>
              </tr>
            </thead>
            <tbody ref={view.listRef}>
              <Spacer height={view.before} columns={4} />
              {transitions.slice(view.first, view.last).map((event) => (
                <Transition key={event.seq} event={event} startedAt={startedAt} />
              ))}
              <Spacer height={view.after} columns={4} />
            </tbody>
          </table>
        )}
      </ScrollRegion>
    </>
  )
}
