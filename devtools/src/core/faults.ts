import {
  FAULTS_EVENT,
  type FaultName,
  type FaultState,
  type ServerFaultsMessage,
} from '../exports/protocol.ts'

export type { FaultName, FaultState }

/** A fault switch as the panel lists it. */
export type FaultSwitch = {
  name: FaultName
  label: string
  /** What it does, and what the modal should then show. */
  description: string
  /** Where it acts: in this page, or in the Foyer server `vite dev` runs. */
  where: 'page' | 'server'
  /** Turns itself off once it has acted. */
  once?: boolean
}

export const FAULT_SWITCHES: readonly FaultSwitch[] = [
  {
    name: 'walletRejects',
    label: 'The next wallet request rejects',
    description:
      'The next request the wallet would ask the visitor about (connect, sign, send) fails as if they refused it (4001).',
    where: 'page',
    once: true,
  },
  {
    name: 'chainDown',
    label: 'The chain stops answering',
    description: 'The Foyer server’s RPC proxy cannot reach any chain node.',
    where: 'server',
  },
  {
    name: 'relayDown',
    label: 'The WalletConnect relay drops',
    description: 'Every connection to the WalletConnect relay closes as it opens.',
    where: 'page',
  },
  {
    name: 'popupBlocked',
    label: 'Pop-ups are blocked',
    description: 'The browser refuses to open windows (social sign-in, on-ramp).',
    where: 'page',
  },
  {
    name: 'mailDown',
    label: 'The mail server is down',
    description: 'The Foyer server cannot hand any mail (sign-in codes) to its SMTP server.',
    where: 'server',
  },
  {
    name: 'serverDown',
    label: 'The Foyer server answers 503',
    description: 'Every request to the Foyer server (the wallet frame’s included) answers 503.',
    where: 'server',
  },
]

export const NO_FAULTS: FaultState = {
  walletRejects: false,
  chainDown: false,
  relayDown: false,
  popupBlocked: false,
  mailDown: false,
  serverDown: false,
}

/** The page's side of the switches: what `window.open` and `WebSocket` do while one is on. */
export type PageFaultTarget = {
  open: (...args: never[]) => unknown
  WebSocket: typeof WebSocket
  location?: { host: string } | undefined
}

/**
 * A WalletConnect relay socket: any but the dev server's own (Vite's HMR socket is on the page's
 * host). WalletConnect's relay URLs carry the project id.
 */
export const isRelaySocket = (url: string | URL, pageHost: string | undefined): boolean => {
  try {
    const parsed = new URL(String(url))
    return parsed.searchParams.has('projectId') || parsed.host !== pageHost
  } catch {
    return false
  }
}

/**
 * Makes `target`'s `open` return null while `popupBlocked` is on (as a browser that blocks a
 * window does), and its relay WebSockets close as they open while `relayDown` is on (those open
 * close when it is turned on). Returns the function that puts both back.
 */
export function installPageFaults(
  target: PageFaultTarget,
  state: () => Pick<FaultState, 'popupBlocked' | 'relayDown'>,
): { relayDropped: () => void; restore: () => void } {
  const open = target.open
  const Original = target.WebSocket
  const sockets = new Set<WebSocket>()
  const pageHost = target.location?.host
  target.open = ((...args: never[]) =>
    state().popupBlocked ? null : open.apply(target, args)) as PageFaultTarget['open']
  class FaultySocket extends Original {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols)
      if (!isRelaySocket(url, pageHost)) return
      sockets.add(this)
      this.addEventListener('close', () => sockets.delete(this))
      // Closed as soon as it opens: the relay is unreachable for as long as the switch is on.
      if (state().relayDown) this.addEventListener('open', () => this.close(4000, 'relay down'))
    }
  }
  target.WebSocket = FaultySocket
  return {
    relayDropped() {
      for (const socket of sockets)
        if (socket.readyState <= 1) socket.close(4000, 'relay down (devtools fault switch)')
    },
    restore() {
      target.open = open
      target.WebSocket = Original
    },
  }
}

/** The instance the panel follows, as far as the switches need it. */
export type FaultTargetFoyer = {
  /** The instance's slots (`WALLET_FAULT_SLOT`); without them the wallet switch is off. */
  _internal?: { slots: Map<symbol, unknown> } | undefined
}

export type FaultController = {
  getSnapshot(): FaultState
  subscribe(listener: () => void): () => void
  set(name: FaultName, on: boolean): void
  /** Follows the bus (the panel's one subscription): the modal disarms the wallet switch once used. */
  observe(event: { channel: string }): void
  /** Whether a switch can act here: server ones need `vite dev`'s channel, the wallet's the instance. */
  available(name: FaultName): boolean
  detach(): void
}

export type CreateFaultControllerParameters = {
  foyer: FaultTargetFoyer
  /** The dev server's channel: the server switches go over it (`FAULTS_EVENT`). */
  hot?: { send(event: string, data?: unknown): void } | undefined
  /** The page (`window`): `open` and `WebSocket`. */
  page?: PageFaultTarget | undefined
  /** Arms or reads the modal's wallet switch (`armWalletRejection` of `@foyer/modal/internal`). */
  armWalletRejection?:
    | ((foyer: { _internal: { slots: Map<symbol, unknown> } }, armed?: boolean) => boolean)
    | undefined
  /** Told of each switch turned by the developer (a line of the recorded session). */
  onSwitch?: ((name: FaultName, on: boolean) => void) | undefined
}

/**
 * The panel's fault switches. They start off, and the server's are turned off when the panel
 * attaches (a reload ends what the last page switched on). "The next wallet request rejects"
 * turns itself off once the modal has used it.
 */
export function createFaultController({
  foyer,
  hot,
  page,
  armWalletRejection,
  onSwitch,
}: CreateFaultControllerParameters): FaultController {
  let state: FaultState = { ...NO_FAULTS }
  const listeners = new Set<() => void>()
  const publish = (next: FaultState) => {
    state = next
    for (const listener of listeners) listener()
  }
  const sendServer = () =>
    hot?.send(FAULTS_EVENT, {
      chainDown: state.chainDown,
      mailDown: state.mailDown,
      serverDown: state.serverDown,
    } satisfies ServerFaultsMessage)
  sendServer()
  const pageFaults = page ? installPageFaults(page, () => state) : undefined
  const slots = foyer._internal
  const arm =
    armWalletRejection && slots
      ? (armed?: boolean) => armWalletRejection({ _internal: slots }, armed)
      : undefined
  const canArm = arm !== undefined
  const where = (name: FaultName) => FAULT_SWITCHES.find((s) => s.name === name)?.where

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    observe(event) {
      if (event.channel === 'rpc' && state.walletRejects && canArm && !arm?.())
        publish({ ...state, walletRejects: false })
    },
    available: (name) =>
      name === 'walletRejects'
        ? canArm
        : where(name) === 'server'
          ? Boolean(hot)
          : Boolean(pageFaults),
    set(name, on) {
      if (state[name] === on) return
      publish({ ...state, [name]: on })
      if (name === 'walletRejects') arm?.(on)
      if (where(name) === 'server') sendServer()
      if (name === 'relayDown' && on) pageFaults?.relayDropped()
      onSwitch?.(name, on)
    },
    detach() {
      pageFaults?.restore()
      arm?.(false)
      if (Object.values(state).some(Boolean)) {
        state = { ...NO_FAULTS }
        sendServer()
      }
    },
  }
}
