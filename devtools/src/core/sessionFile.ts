import { isObject, readBusEvent } from './readBusEvent.ts'
import { CHANNELS, type DevtoolsEvent } from './types.ts'
import type { VisitorAction } from './visitorActions.ts'

export const SESSION_FORMAT = 'foyer-devtools-session'

/** An exported session: a bug report a teammate can import into their panel. */
export type SessionFile = {
  format: typeof SESSION_FORMAT
  version: 1
  exportedAt: string
  /** When the panel started recording, in ms since epoch; rows show times relative to it. */
  startedAt: number
  events: DevtoolsEvent[]
  /** What the visitor did (clicks, typing, never a secret's value): an exported test's steps. */
  actions?: VisitorAction[] | undefined
  /** The page the session was recorded on. */
  url?: string | undefined
}

/** The panel's session as JSON text. Bigints (token amounts) become decimal strings. */
export function serializeSession(
  session: {
    startedAt: number
    events: readonly DevtoolsEvent[]
    actions?: readonly VisitorAction[] | undefined
    url?: string | undefined
  },
  now: Date = new Date(),
): string {
  const file: SessionFile = {
    format: SESSION_FORMAT,
    version: 1,
    exportedAt: now.toISOString(),
    startedAt: session.startedAt,
    ...(session.url ? { url: session.url } : {}),
    events: [...session.events],
    actions: [...(session.actions ?? [])],
  }
  return JSON.stringify(file, (_key, value) =>
    typeof value === 'bigint' ? value.toString() : value,
  )
}

/** A file that is not an exported session, with what is wrong with it. */
export class SessionFileError extends Error {
  override name = 'SessionFileError'
}

/**
 * Reads an exported session back. Throws SessionFileError naming the first problem, so the
 * panel can tell the person which file it could not open and why.
 */
export function parseSession(text: string): SessionFile {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    throw new SessionFileError('Not a Foyer devtools session: the file is not JSON.')
  }
  if (!isObject(data) || data.format !== SESSION_FORMAT)
    throw new SessionFileError(`Not a Foyer devtools session: format must be "${SESSION_FORMAT}".`)
  if (data.version !== 1)
    throw new SessionFileError(
      `Unsupported session version. Provided: ${JSON.stringify(data.version)}; this panel reads 1.`,
    )
  if (!Array.isArray(data.events))
    throw new SessionFileError('Not a Foyer devtools session: events must be a list.')
  const events = data.events.map((event: unknown, index): DevtoolsEvent => {
    if (
      !isObject(event) ||
      !CHANNELS.some((channel) => channel === event.channel) ||
      typeof event.time !== 'number' ||
      !Number.isFinite(event.time) ||
      !isObject(event.payload)
    )
      throw new SessionFileError(
        `Event ${index + 1} must have a known channel, a time and a payload.`,
      )
    const busEvent = readBusEvent(event)
    if (!busEvent)
      throw new SessionFileError(
        `Event ${index + 1}: the payload does not fit the ${String(event.channel)} channel.`,
      )
    return {
      ...busEvent,
      seq: index + 1,
      ...(typeof event.session === 'string' ? { session: event.session } : {}),
    }
  })
  if (data.actions !== undefined && !Array.isArray(data.actions))
    throw new SessionFileError('Not a Foyer devtools session: actions must be a list.')
  const actions = (data.actions ?? []).map((action: unknown, index) => {
    const read = readAction(action)
    if (!read)
      throw new SessionFileError(
        `Action ${index + 1} must have a kind (click, fill, select, press or fault), a scope (page or modal), a role, a name and a time.`,
      )
    return read
  })
  const startedAt =
    typeof data.startedAt === 'number' ? data.startedAt : (events[0]?.time ?? Date.now())
  return {
    format: SESSION_FORMAT,
    version: 1,
    exportedAt: String(data.exportedAt ?? ''),
    startedAt,
    ...(typeof data.url === 'string' ? { url: data.url } : {}),
    events,
    actions,
  }
}

const ACTION_KINDS = ['click', 'fill', 'select', 'press', 'fault']

/** A visitor action from a file: only the fields the panel knows, each of its type. */
function readAction(value: unknown): VisitorAction | undefined {
  if (
    !isObject(value) ||
    !ACTION_KINDS.includes(value.kind as string) ||
    (value.scope !== 'page' && value.scope !== 'modal') ||
    typeof value.role !== 'string' ||
    typeof value.name !== 'string' ||
    typeof value.time !== 'number' ||
    !Number.isFinite(value.time)
  )
    return undefined
  const { time, kind, scope, role, name, nth, value: typed, secret, key } = value
  return {
    time,
    kind: kind as VisitorAction['kind'],
    scope,
    role,
    name,
    ...(Number.isInteger(nth) && (nth as number) >= 0 ? { nth: nth as number } : {}),
    ...(typeof typed === 'string' && secret !== true ? { value: typed } : {}),
    ...(secret === true ? { secret: true, value: '' } : {}),
    ...(typeof key === 'string' ? { key } : {}),
  }
}
