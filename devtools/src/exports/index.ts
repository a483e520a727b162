export {
  type CreateEventStoreParameters,
  createEventStore,
  DEFAULT_MAX_EVENTS,
  type EventStore,
  type EventStoreSnapshot,
} from '../core/createEventStore.ts'
export { createRingBuffer, type RingBuffer } from '../core/createRingBuffer.ts'
export { type RecordedSession, sessionToTest } from '../core/exportTest.ts'
export { type EventFilter, filterEvents } from '../core/filterEvents.ts'
export type { PanelPrefs, Tab } from '../core/panelPrefs.ts'
export { type DevtoolsState, reduceState } from '../core/reduceState.ts'
export {
  parseSession,
  type SessionFile,
  SessionFileError,
  serializeSession,
} from '../core/sessionFile.ts'
export type { DevtoolsEvent } from '../core/types.ts'
export {
  type ActionScope,
  accessibleName,
  roleOf,
  type VisitorAction,
  watchVisitorActions,
} from '../core/visitorActions.ts'
export {
  type AttachDevtoolsOptions,
  type AttachDevtoolsReturnType,
  attachDevtools,
} from '../react/attachDevtools.ts'
export { DevtoolsPanel, type DevtoolsPanelProps } from '../react/DevtoolsPanel.tsx'
export { FloatingDevtools, type FloatingDevtoolsProps } from '../react/FloatingDevtools.tsx'
export {
  DEVTOOLS_HOST_ATTRIBUTE,
  mountDevtools,
  mountStandalonePanel,
} from '../react/mountDevtools.tsx'
