import { useRef } from 'react'
import type { EventStore } from '../core/createEventStore.ts'
import { sessionToTest } from '../core/exportTest.ts'
import type { EventFilter } from '../core/filterEvents.ts'
import { parseSession, serializeSession } from '../core/sessionFile.ts'
import { type BusChannel, CHANNELS } from '../core/types.ts'

export type ToolbarProps = {
  store: EventStore
  paused: boolean
  filter: EventFilter
  onFilterChange(filter: EventFilter): void
  /** Saves the exported session. */
  onExport(name: string, text: string): void
  onImportError(message: string | undefined): void
}

/** Filter by text and channel, pause, clear, export (as a session or a test) and import. */
export function Toolbar(props: ToolbarProps) {
  const { store, paused, filter, onFilterChange } = props
  const fileInput = useRef<HTMLInputElement>(null)

  const toggleChannel = (channel: BusChannel) => {
    const channels = new Set(filter.channels)
    if (channels.has(channel)) channels.delete(channel)
    else channels.add(channel)
    onFilterChange({ ...filter, channels })
  }

  const stamp = () => new Date().toISOString().replace(/[:.]/g, '-')
  const exportSession = () =>
    props.onExport(`foyer-devtools-${stamp()}.json`, serializeSession(store.getSnapshot()))
  // The session as a Playwright test on @foyer/testing's fixtures.
  const exportTest = () =>
    props.onExport(`foyer-session-${stamp()}.spec.ts`, sessionToTest(store.getSnapshot()))

  const importSession = async (file: File | undefined) => {
    if (!file) return
    try {
      store.load(parseSession(await file.text()))
      props.onImportError(undefined)
    } catch (error) {
      props.onImportError(
        `Could not import ${file.name}: ${error instanceof Error ? error.message : String(error)}`,
      )
    } finally {
      if (fileInput.current) fileInput.current.value = ''
    }
  }

  return (
    <>
      <input
        type="search"
        aria-label="Filter events"
        placeholder="Filter…"
        value={filter.text}
        onChange={(e) => onFilterChange({ ...filter, text: e.target.value })}
      />
      <fieldset
        className="chips"
        aria-label="Channels"
        style={{ border: 0, margin: 0, padding: 0 }}
      >
        {CHANNELS.map((channel) => (
          <button
            key={channel}
            type="button"
            aria-pressed={filter.channels.has(channel)}
            onClick={() => toggleChannel(channel)}
          >
            {channel}
          </button>
        ))}
      </fieldset>
      <span className="spacer" />
      <button type="button" onClick={() => store.setPaused(!paused)}>
        {paused ? 'Resume' : 'Pause'}
      </button>
      <button type="button" onClick={() => store.clear()}>
        Clear
      </button>
      <button type="button" onClick={exportSession}>
        Export
      </button>
      <button
        type="button"
        onClick={exportTest}
        title="A Playwright test that replays this session with @foyer/testing"
      >
        Export test
      </button>
      <button type="button" onClick={() => fileInput.current?.click()}>
        Import
      </button>
      <input
        ref={fileInput}
        type="file"
        accept="application/json,.json"
        aria-label="Import session file"
        hidden
        onChange={(e) => void importSession(e.target.files?.[0])}
      />
    </>
  )
}
