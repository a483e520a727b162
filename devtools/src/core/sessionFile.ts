import { isObject, readBusEvent } from './readBusEvent.ts'
import { CHANNELS, type DevtoolsEvent } from './types.ts'

export const SESSION_FORMAT = 'foyer-devtools-session'

/** An exported session: a bug report a teammate can import into their panel. */
export type SessionFile = {
  format: typeof SESSION_FORMAT
  version: 1
  exportedAt: string
  /** When the panel started recording, in ms since epoch; rows show times relative to it. */
  startedAt: number
  events: DevtoolsEvent[]
}

/** The panel's session as JSON text. Bigints (token amounts) become decimal strings. */
export function serializeSession(
  session: { startedAt: number; events: readonly DevtoolsEvent[] },
  now: Date = new Date(),
): string {
  const file: SessionFile = {
    format: SESSION_FORMAT,
    version: 1,
    exportedAt: now.toISOString(),
    startedAt: session.startedAt,
    events: [...session.events],
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
  const startedAt =
    typeof data.startedAt === 'number' ? data.startedAt : (events[0]?.time ?? Date.now())
  return {
    format: SESSION_FORMAT,
    version: 1,
    exportedAt: String(data.exportedAt ?? ''),
    startedAt,
    events,
  }
}
