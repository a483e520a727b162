import type { Route } from '../router/routes.ts'

/** Payloads per bus channel. Devtools and analytics subscribe; core never knows them. */
export type BusChannels = {
  router: { action: 'push' | 'replace' | 'back' | 'reset'; before: Route[]; after: Route[] }
  tracking: { event: string; properties: Record<string, unknown> }
  connection: {
    /** `change`: what the modal shows of the connection changed (account, chain, connections). */
    type: 'status' | 'connect_error' | 'disconnect' | 'change'
    status?: string
    connectorId?: string | undefined
    message?: string
    /** On `change`: the current account. */
    address?: string | undefined
    /** On `change`: the chain of the current connection. */
    chainId?: number | undefined
    /** On `change`: every open connection, the current one included. */
    connections?: { connectorId: string; addresses: readonly string[]; chainId: number }[]
  }
  /** One event per RPC allow-list decision and per outcome (SPEC §6). */
  rpc: {
    /** Gate-local request id; approve or reject by it. */
    id: string
    method: string
    decision: 'safe' | 'unsafe' | 'disallowed'
    /** The list the method was found on. */
    list: 'safe' | 'unsafe' | null
    /** `pending`: an unsafe request waits for the user's approval. */
    outcome: 'pending' | 'passed' | 'approved' | 'rejected' | 'aborted' | 'error'
    /** Time from the request to this outcome. */
    latencyMs?: number
    /** Set when the gate answered without calling the wallet (eth_chainId from storage). */
    answeredFrom?: 'storage'
    /**
     * Who asked: `modal` for the modal's own wallet calls (connect, switch, sign, send), which
     * the allow-list reports on but does not gate; `provider` for `requestRpc`. Unset: the gate.
     */
    source?: 'modal' | 'provider'
  }
  /**
   * One event per message between the app and the embedded-wallet frame. Secrets (OTPs, tokens,
   * signatures, private material) are removed with `redactFramePayload` before the emit.
   */
  frame: {
    direction: 'app-to-frame' | 'frame-to-app'
    /** The message type, e.g. `CONNECT_OTP` or `CONNECT_OTP_SUCCESS`. */
    type: string
    /** The message id; a reply carries its own id and the request's in `replyTo`. */
    id: string
    /** On a reply: the id of the request it answers. */
    replyTo?: string | undefined
    /** On a reply: time from the request to this reply. */
    roundTripMs?: number | undefined
    /** The message body, redacted. */
    payload?: unknown
  }
  /** Writes to persisted keys. Personal values (email, social username) are redacted. */
  storage: {
    action: 'set' | 'remove'
    /** Name of the persisted value, e.g. `lastUsedChain`. */
    key: string
    /** The key in the underlying storage, with the prefix. */
    storageKey: string
    value?: unknown
    /** Set when the underlying storage refused the write (quota, privacy mode). */
    error?: string
  }
}

export type BusChannel = keyof BusChannels

export type BusEvent = {
  [C in BusChannel]: { channel: C; time: number; payload: BusChannels[C] }
}[BusChannel]

export type BusListener = (event: BusEvent) => void

export type Bus = {
  emit<C extends BusChannel>(channel: C, payload: BusChannels[C]): void
  /** Listens to every channel. Returns the unsubscribe function. */
  subscribe(listener: BusListener): () => void
}

/** The typed event bus of one Foyer instance: every decision the modal makes is emitted here. */
export function createBus(): Bus {
  const listeners = new Set<BusListener>()
  return {
    emit(channel, payload) {
      const event = { channel, time: Date.now(), payload } as BusEvent
      for (const listener of listeners) {
        // A broken subscriber (analytics, devtools) must never break the modal.
        try {
          listener(event)
        } catch (error) {
          console.error('[foyer] bus listener failed', error)
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
