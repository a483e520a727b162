import { FAULTS_EVENT, type ServerFaultsMessage } from '@foyer/devtools/protocol'
import type { ServerFaults } from '@foyer/server'
import type { Logger } from 'vite'

/** What each server switch does, for the dev server's log. */
const SAID: Record<keyof ServerFaultsMessage, string> = {
  chainDown: 'the chain stops answering (RPC proxy)',
  mailDown: 'the mail server is down',
  serverDown: 'the Foyer server answers 503',
}

/** The part of Vite's websocket server the switches listen on. */
export type FaultChannel = {
  // biome-ignore lint/suspicious/noExplicitAny: matches Vite's `server.ws.on` listener signature.
  on(event: string, listener: (data: any) => void): void
}

/**
 * The devtools' server fault switches in `vite dev`: an object the Foyer server reads on every
 * request, set by the page's panel over Vite's websocket (`FAULTS_EVENT`). Only booleans of the
 * known switches are taken; each change is logged.
 */
export function devFaults(ws: FaultChannel, logger: Pick<Logger, 'warn'>): ServerFaults {
  const faults: ServerFaults = {}
  ws.on(FAULTS_EVENT, (data: unknown) => {
    if (typeof data !== 'object' || data === null) return
    for (const name of Object.keys(SAID) as (keyof ServerFaultsMessage)[]) {
      if (!Object.hasOwn(data, name)) continue
      const on = (data as Record<string, unknown>)[name]
      if (typeof on !== 'boolean' || Boolean(faults[name]) === on) continue
      faults[name] = on
      logger.warn(`[foyer] devtools fault switch ${on ? 'on' : 'off'}: ${SAID[name]}`, {
        timestamp: true,
      })
    }
  })
  return faults
}
