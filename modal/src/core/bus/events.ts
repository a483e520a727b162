import type { ConnectionStatus } from '../connection/connectionState.ts'
import type { Route } from '../router/routes.ts'

/** A change of the modal's history (SPEC §2). */
export type RouterChannel = {
  action: 'push' | 'replace' | 'back' | 'reset'
  before: readonly Route[]
  after: readonly Route[]
}

/** The properties every SEND_* event of one send carries. */
export type SendEventProperties = {
  token: string
  /** Whole units as typed, e.g. "0.01". */
  amount: string
  /** The chain of the current connection: an EVM chain id, or a Solana network's CAIP-2 id. */
  network: number | string | undefined
  /** CAIP-2 namespace of the chain, e.g. `eip155`. */
  namespace: string
}

/** One member per tracking event (SPEC §4), each with its own properties. */
export type TrackingChannel =
  | { event: 'MODAL_OPEN'; properties: { connected: boolean } }
  | { event: 'MODAL_CLOSE'; properties: { connected: boolean } }
  | { event: 'SEND_INITIATED'; properties: SendEventProperties }
  /** `hash`: the transaction hash, or a Solana transaction's signature (base58). */
  | { event: 'SEND_SUCCESS'; properties: SendEventProperties & { hash: string } }
  | {
      event: 'SEND_ERROR'
      properties: SendEventProperties & {
        /** SPEC §8's message, e.g. 'Something went wrong'. */
        message: string
        /** What the wallet or node said, in words a person can act on. */
        detail?: string | undefined
      }
    }
  /** The receipt of a started send is in. */
  | { event: 'SEND_CONFIRMED'; properties: { hash: string; blockNumber: number } }
  /** A started send reverted on-chain (failed, on Solana); `message` is the reason. */
  | { event: 'SEND_REVERTED'; properties: { hash: string; message: string } }
  /** A connect the visitor asked for succeeded. No address: analytics learn the way in only. */
  | { event: 'CONNECT_SUCCESS'; properties: ConnectTrackingProperties }
  /** A connect the visitor asked for failed (refused in the wallet, timed out…), and why. */
  | { event: 'CONNECT_ERROR'; properties: ConnectTrackingProperties & { message: string } }
  /** The visitor disconnected a wallet. */
  | { event: 'DISCONNECT_SUCCESS'; properties: ConnectTrackingProperties }
  /** The passkey login began (the frame shows "Continue with a passkey"). */
  | { event: 'PASSKEY_LOGIN_STARTED'; properties: Record<string, never> }
  /** The passkey login opened the wallet: with a passkey made now, or one made before. */
  | { event: 'PASSKEY_LOGIN_SUCCESS'; properties: { passkey: 'created' | 'used' } }
  /** The passkey login failed or was cancelled, and why (the sentence the visitor saw). */
  | { event: 'PASSKEY_LOGIN_ERROR'; properties: { message: string; cancelled: boolean } }

/**
 * How a connection was made, for analytics: the connector's kind (`injected`, `walletConnect`,
 * `foyerEmbedded`…) and the wallet's name.
 */
export type ConnectTrackingProperties = { method: string; name: string }

export type TrackingEventName = TrackingChannel['event']

/** One open connection, as devtools shows it. */
export type ConnectionSummary = {
  connectorId: string
  addresses: readonly string[]
  chainId: number
}

/** What happened to the wallet connection (SPEC §4). */
export type ConnectionChannel =
  | { type: 'status'; status: ConnectionStatus; connectorId: string | undefined }
  | { type: 'connect_error'; connectorId: string; message: string }
  /** A connect the visitor asked for succeeded (also when the wallet answered late). */
  | { type: 'connect_success'; connectorId: string; address: string | undefined }
  | { type: 'disconnect'; connectorId: string }
  /** A Solana wallet connected (Wallet Standard), on `chainId` (CAIP-2). */
  | {
      type: 'solana_connect_success'
      connectorId: string
      address: string
      chainId: string
      /** Connected with an EVM account of the same wallet: the modal stays on that Account. */
      alongside?: boolean
    }
  /** The last visit's Solana session came back (the wallet gave the same account silently). */
  | {
      type: 'solana_restored'
      connectorId: string
      /** Came back with an EVM account of the same wallet (the email wallet's login). */
      alongside?: boolean
    }
  | { type: 'solana_disconnect'; connectorId: string }
  /** The Solana account moved to another configured network (Networks). */
  | { type: 'solana_chain_changed'; connectorId: string; chainId: string }
  /** The session restore on load is over: `status` is what came back (`connected` or not). */
  | { type: 'restored'; status: ConnectionStatus }
  /** An EIP-6963 announcement that was dropped, and why (any script can dispatch one). */
  | { type: 'announcement_rejected'; rdns: string | undefined; reason: string }
  /** A connector a feature offers (the Safe one in a Safe App) could not be set up, and why. */
  | { type: 'connector_unavailable'; connectorId: string; reason: string }
  /** What the modal shows of the connection changed (account, chain, connections). */
  | {
      type: 'change'
      status: ConnectionStatus
      connectorId: string | undefined
      /** The current account. */
      address: string | undefined
      /** The chain of the current connection. */
      chainId: number | undefined
      /** Every open connection, the current one included. */
      connections: readonly ConnectionSummary[]
    }

/** Who asked, and for a node request where it went. */
export type RpcSource =
  | {
      /** Who asked: `modal` for the modal's own wallet calls, `provider` for `requestRpc`. */
      source?: 'modal' | 'provider' | undefined
      url?: undefined
    }
  | {
      /** A read the modal sent to the chain's node (through the Foyer server when one is set). */
      source: 'node'
      /**
       * Where it went: path and query when on the page's origin
       * (`/__foyer/api/rpc?chainId=1&projectId=local-dev`), else the whole URL.
       */
      url: string
    }

type RpcCommon = {
  /** Request id, unique per instance. */
  id: string
  method: string
  /**
   * What it asked, for devtools (`describeRpcParams`: an eth_call's contract and function), when
   * known. Chain reads and wallet requests only: never a code, token or share.
   */
  params?: string | undefined
} & RpcSource &
  (
    | { decision: 'safe'; list: 'safe' }
    | { decision: 'unsafe'; list: 'unsafe' }
    | { decision: 'disallowed'; list: null }
  )

/** One event per RPC allow-list decision and per outcome (SPEC §6). */
export type RpcChannel = RpcCommon &
  (
    | { outcome: 'pending'; latencyMs?: undefined; answeredFrom?: undefined }
    | {
        outcome: 'passed' | 'approved' | 'rejected' | 'aborted' | 'error'
        /** Time from the request to this outcome. */
        latencyMs: number
        /** Set when the answer came without calling the wallet (eth_chainId from storage). */
        answeredFrom?: 'storage' | undefined
        /** The answer, in JSON cut short (`rpcJson`), when it passed. */
        result?: string | undefined
        /** Why it failed, in the modal's words, when it did not. */
        error?: string | undefined
      }
  )

export type RpcOutcome = RpcChannel['outcome']

type FrameCommon = {
  /** The message type, e.g. `CONNECT_OTP` or `CONNECT_OTP_SUCCESS`. */
  type: string
  /** The message id. */
  id: string
  /** The message body, redacted with `redactFramePayload`. */
  payload?: unknown
}

/**
 * One event per message between the app and the embedded-wallet frame. Secrets (OTPs, tokens,
 * signatures, private material) are removed before the emit.
 */
export type FrameChannel =
  | (FrameCommon & { direction: 'app-to-frame'; replyTo?: undefined; roundTripMs?: undefined })
  | (FrameCommon & {
      direction: 'frame-to-app'
      /** On a reply: the id of the request it answers. */
      replyTo?: string | undefined
      /** On a reply: time from the request to this reply. */
      roundTripMs?: number | undefined
    })

type StorageCommon = {
  /** Name of the persisted value, e.g. `lastUsedChain`. */
  key: string
  /** The key in the underlying storage, with the prefix. */
  storageKey: string
  /** Set when the underlying storage refused the write (quota, privacy mode). */
  error?: string | undefined
}

/** Writes to persisted keys. Personal values (email, social username) are redacted. */
export type StorageChannel =
  | (StorageCommon & { action: 'set'; value: unknown })
  | (StorageCommon & { action: 'remove'; value?: undefined })

/** The login and sign-in views a flow can show, with their params. */
type LoginRoute = Extract<Route, { view: 'ConnectingSocial' | 'ConnectingFarcaster' }>

/**
 * What a feature's action did that may change the view (one member per outcome). Actions emit
 * these and never route; each feature's navigation policy decides where the modal goes
 * (docs/ARCHITECTURE.md §How data flows).
 */
export type FlowChannel =
  /** Email login: CONNECT_EMAIL asks to approve this device from the mail first. */
  | { type: 'email_device_pending' }
  /** Email login: the code is on its way (a known device, or this device was just approved). */
  | { type: 'email_code_sent' }
  /**
   * Email login: the visitor left the frame's "Restore your wallet" (this device lacks the key):
   * back to the email form, which says why.
   */
  | { type: 'email_login_left' }
  /** A social or Farcaster login started (or started again with Try again). */
  | { type: 'social_login_started'; route: LoginRoute }
  /** The visitor left a social login: closed the sign-in window, or Back. */
  | { type: 'social_login_left'; view: LoginRoute['view'] }
  /** Account → Change email: a fresh form. */
  | { type: 'email_change_opened' }
  /** A code for the email change went out: to the current email (primary) or the new one. */
  | { type: 'email_change_code_sent'; step: 'primary' | 'secondary' }
  /** The email change is saved. */
  | { type: 'email_change_done' }
  /** A name registration started (`name` in full, e.g. `ada.foyer.id`): the wait shows. */
  | { type: 'name_registering'; name: string }
  /** The registration failed: the form again, with the reason. */
  | { type: 'name_failed'; name: string }
  /** The on-ramp provider's window opened: the purchase finishes there. */
  /** The provider's window opened; `namespace`: for the Solana account. */
  | { type: 'onramp_purchase_started'; namespace?: 'solana' }
  /** The server verified the sign-in (SIWE). */
  | { type: 'siwe_signed_in' }
  /** The embedded wallet sent without a dialog because an ERC-7715 grant covered it. */
  | { type: 'permission_used'; method: string; permission: string }
  /** The embedded wallet sent a batch as an ERC-4337 UserOperation whose gas `sponsor` pays. */
  | { type: 'user_operation'; hash: string; chainId: number; sponsor: string }

export type FlowEventType = FlowChannel['type']

/** Payloads per bus channel. Devtools and analytics subscribe; core never knows them. */
export type BusChannels = {
  router: RouterChannel
  tracking: TrackingChannel
  connection: ConnectionChannel
  rpc: RpcChannel
  frame: FrameChannel
  storage: StorageChannel
  flow: FlowChannel
}

export type BusChannel = keyof BusChannels

/** One event on the bus: its channel, when it was emitted, and its typed payload. */
export type BusEvent = {
  [C in BusChannel]: { channel: C; time: number; payload: BusChannels[C] }
}[BusChannel]

/** Every tracking event, as a bus event. */
export type TrackingEvent = Extract<BusEvent, { channel: 'tracking' }>
