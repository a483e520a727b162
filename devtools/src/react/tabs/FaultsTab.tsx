import { useContext, useId, useSyncExternalStore } from 'react'
import { FAULT_SWITCHES, NO_FAULTS } from '../../core/faults.ts'
import { ScrollRegion } from './ScrollRegion.tsx'
import { FaultsContext } from './useTabData.ts'

const noFaults = () => NO_FAULTS
const noSubscription = () => () => {}

/**
 * The fault switches: each makes one thing fail as it would for a visitor (the wallet refuses,
 * the chain, the relay, the mail or the Foyer server is down, a pop-up is blocked), so the
 * modal's real handling shows. Server switches act on the Foyer server `vite dev` runs.
 */
export function FaultsTab() {
  const faults = useContext(FaultsContext)
  const state = useSyncExternalStore(
    faults?.subscribe ?? noSubscription,
    faults?.getSnapshot ?? noFaults,
  )
  const id = useId()
  if (!faults)
    return (
      <p className="empty">
        Fault switches act in the app’s page: open the panel there (its toggle at the bottom left).
      </p>
    )
  return (
    <ScrollRegion label="Fault switches">
      <p className="summary">
        Each switch makes one thing fail as it would for a visitor, so the modal’s own handling
        shows. They are off again when the page reloads.
      </p>
      <ul className="faults">
        {FAULT_SWITCHES.map((fault) => {
          const available = faults.available(fault.name)
          return (
            <li key={fault.name}>
              <label>
                <input
                  type="checkbox"
                  checked={state[fault.name]}
                  disabled={!available}
                  aria-describedby={`${id}-${fault.name}`}
                  onChange={(event) => faults.set(fault.name, event.target.checked)}
                />{' '}
                {fault.label}
              </label>
              <span id={`${id}-${fault.name}`} className="detail">
                {fault.description}
                {fault.once ? ' Turns itself off once used.' : ''}
                {available
                  ? ''
                  : fault.where === 'server'
                    ? ' Needs the Foyer server of `vite dev`.'
                    : ' Not available on this page.'}
              </span>
            </li>
          )
        })}
      </ul>
    </ScrollRegion>
  )
}
