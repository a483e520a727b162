import { createRingBuffer } from './createRingBuffer.ts'
import { type DevtoolsState, initialDevtoolsState, reduceState } from './reduceState.ts'
import type { SessionFile } from './sessionFile.ts'
import type { BusEvent, DevtoolsEvent } from './types.ts'
import type { VisitorAction } from './visitorActions.ts'

/** Default number of events the panel keeps. */
export const DEFAULT_MAX_EVENTS = 1_000
/** How many visitor actions the panel keeps for an exported test. */
export const MAX_ACTIONS = 500

export type EventStoreSnapshot = {
  /** The recorded events, oldest first; at most `capacity`. */
  readonly events: readonly DevtoolsEvent[]
  readonly capacity: number
  /** Recording is paused: new events are counted, not kept. */
  readonly paused: boolean
  /** Events not recorded while paused (or while an imported session is shown). */
  readonly skipped: number
  /** Events the ring buffer let go to stay within `capacity`. */
  readonly dropped: number
  /** Start of the session, in ms since epoch; rows show times relative to it. */
  readonly startedAt: number
  /** `imported`: the rows come from a session file, not from this page. */
  readonly source: 'live' | 'imported'
  /** The State tab: live state, or the imported session's. */
  readonly state: DevtoolsState
  /** What the visitor did in the page and the modal, oldest first (for an exported test). */
  readonly actions: readonly VisitorAction[]
  /** The page the session was recorded on, when known. */
  readonly url?: string | undefined
}

export type EventStore = {
  getSnapshot(): EventStoreSnapshot
  subscribe(listener: () => void): () => void
  /** Records a bus event (unless paused). `session` tags the page it came from. */
  push(event: BusEvent, session?: string): void
  /**
   * Records a visitor action (unless paused); `replacesLast` when it updates the previous one
   * (more typing in the same field).
   */
  pushAction(action: VisitorAction, replacesLast?: boolean): void
  setPaused(paused: boolean): void
  /** Forgets the recorded rows; the State tab keeps showing the current state. */
  clear(): void
  /** Shows an imported session in place of the live one, paused; `resume` returns to live. */
  load(session: SessionFile): void
  /** Back to recording live events (after a pause or an import). */
  resume(): void
}

export type CreateEventStoreParameters = {
  /** How many events to keep. @default 1000 */
  maxEvents?: number | undefined
  /** @default Date.now */
  now?: (() => number) | undefined
  /**
   * Time rows from the first event recorded instead of from now: for a page that opens after
   * the events it shows (the standalone page). @default false
   */
  startAtFirstEvent?: boolean | undefined
  /** The page the session is recorded on. @default none */
  url?: string | undefined
}

/**
 * The panel's memory: a ring buffer of bus events, the pause switch, and the State tab's state.
 * A React view reads it with `useSyncExternalStore(store.subscribe, store.getSnapshot)`.
 * @example
 * const store = createEventStore({ maxEvents: 500 })
 * foyer.bus.subscribe((event) => store.push(event))
 */
export function createEventStore(parameters: CreateEventStoreParameters = {}): EventStore {
  const { maxEvents = DEFAULT_MAX_EVENTS, now = Date.now, startAtFirstEvent = false } = parameters
  const buffer = createRingBuffer<DevtoolsEvent>(maxEvents)
  const actions = createRingBuffer<VisitorAction>(MAX_ACTIONS)
  const listeners = new Set<() => void>()
  let seq = 0
  let liveState = initialDevtoolsState
  let imported: { state: DevtoolsState; startedAt: number; url?: string | undefined } | undefined
  let paused = false
  let skipped = 0
  let dropped = 0
  let startedAt = now()
  let snapshot: EventStoreSnapshot

  const publish = () => {
    snapshot = {
      events: buffer.toArray(),
      capacity: buffer.capacity,
      paused,
      skipped,
      dropped,
      startedAt: imported?.startedAt ?? startedAt,
      source: imported ? 'imported' : 'live',
      state: imported?.state ?? liveState,
      actions: actions.toArray(),
      url: imported ? imported.url : parameters.url,
    }
    for (const listener of listeners) listener()
  }
  publish()

  const resume = () => {
    if (imported) {
      imported = undefined
      buffer.clear()
      actions.clear()
      dropped = 0
      startedAt = now()
    }
    paused = false
    skipped = 0
    publish()
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    push(event, session) {
      // The State tab shows the page as it is now, even while the rows are paused.
      liveState = reduceState(liveState, event)
      if (paused) {
        skipped++
      } else {
        if (startAtFirstEvent && buffer.size === 0 && dropped === 0) startedAt = event.time
        const recorded: DevtoolsEvent = { ...event, seq: ++seq, ...(session ? { session } : {}) }
        if (buffer.push(recorded)) dropped++
      }
      publish()
    },
    pushAction(action, replacesLast = false) {
      if (paused) return
      if (replacesLast) actions.replaceLast(action)
      else actions.push(action)
      publish()
    },
    setPaused(next) {
      if (!next) return resume()
      paused = true
      publish()
    },
    clear() {
      buffer.clear()
      actions.clear()
      skipped = 0
      dropped = 0
      if (!imported) startedAt = now()
      publish()
    },
    load(session) {
      buffer.clear()
      let state = initialDevtoolsState
      for (const event of session.events.slice(-buffer.capacity)) {
        buffer.push({ ...event, seq: ++seq })
        state = reduceState(state, event)
      }
      actions.clear()
      for (const action of (session.actions ?? []).slice(-MAX_ACTIONS)) actions.push(action)
      imported = { state, startedAt: session.startedAt, url: session.url }
      paused = true
      skipped = 0
      dropped = Math.max(0, session.events.length - buffer.capacity)
      publish()
    },
    resume,
  }
}
