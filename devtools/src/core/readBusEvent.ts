import type {
  BusEvent,
  ConnectionChannel,
  FlowChannel,
  FlowEventType,
  FrameChannel,
  RouterChannel,
  RpcChannel,
  RpcOutcome,
  StorageChannel,
  TrackingChannel,
  TrackingEventName,
} from '@foyer/modal/internal'

type Json = Record<string, unknown>

export const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

// The discriminants of each channel. A `Record` over the union, so a value the modal adds is a
// compile error here until the panel knows it.
const ROUTER_ACTIONS: Record<RouterChannel['action'], true> = {
  push: true,
  replace: true,
  back: true,
  reset: true,
}
const TRACKING_EVENTS: Record<TrackingEventName, true> = {
  MODAL_OPEN: true,
  MODAL_CLOSE: true,
  SEND_INITIATED: true,
  SEND_SUCCESS: true,
  SEND_ERROR: true,
  SEND_CONFIRMED: true,
  SEND_REVERTED: true,
  CONNECT_SUCCESS: true,
  CONNECT_ERROR: true,
  DISCONNECT_SUCCESS: true,
  PASSKEY_LOGIN_STARTED: true,
  PASSKEY_LOGIN_SUCCESS: true,
  PASSKEY_LOGIN_ERROR: true,
}
const CONNECTION_TYPES: Record<ConnectionChannel['type'], true> = {
  status: true,
  connect_error: true,
  connect_success: true,
  solana_connect_success: true,
  solana_restored: true,
  solana_disconnect: true,
  solana_chain_changed: true,
  disconnect: true,
  restored: true,
  change: true,
  announcement_rejected: true,
  connector_unavailable: true,
}
const RPC_DECISIONS: Record<RpcChannel['decision'], true> = {
  safe: true,
  unsafe: true,
  disallowed: true,
}
const RPC_SOURCES: Record<NonNullable<RpcChannel['source']>, true> = {
  modal: true,
  provider: true,
  node: true,
}
const RPC_OUTCOMES: Record<RpcOutcome, true> = {
  pending: true,
  passed: true,
  approved: true,
  rejected: true,
  aborted: true,
  error: true,
}
const FRAME_DIRECTIONS: Record<FrameChannel['direction'], true> = {
  'app-to-frame': true,
  'frame-to-app': true,
}
const FLOW_TYPES: Record<FlowEventType, true> = {
  email_device_pending: true,
  email_code_sent: true,
  email_login_left: true,
  social_login_started: true,
  social_login_left: true,
  email_change_opened: true,
  email_change_code_sent: true,
  email_change_done: true,
  name_registering: true,
  name_failed: true,
  onramp_purchase_started: true,
  siwe_signed_in: true,
  permission_used: true,
  user_operation: true,
}
const STORAGE_ACTIONS: Record<StorageChannel['action'], true> = { set: true, remove: true }

const oneOf = <K extends string>(known: Record<K, true>, value: unknown): value is K =>
  typeof value === 'string' && Object.hasOwn(known, value)

const isOptional = (value: unknown, type: 'string' | 'number') =>
  value === undefined || typeof value === type

const isHistory = (value: unknown) =>
  Array.isArray(value) && value.every((route) => isObject(route) && typeof route.view === 'string')

// Each guard checks the discriminant and the fields the panel reads beyond printing them.
const isRouter = (p: Json): p is RouterChannel =>
  oneOf(ROUTER_ACTIONS, p.action) && isHistory(p.before) && isHistory(p.after)

const isTracking = (p: Json): p is TrackingChannel =>
  oneOf(TRACKING_EVENTS, p.event) && isObject(p.properties)

const isConnection = (p: Json): p is ConnectionChannel =>
  oneOf(CONNECTION_TYPES, p.type) &&
  (p.type !== 'change' ||
    (isOptional(p.address, 'string') &&
      Array.isArray(p.connections) &&
      p.connections.every((c) => isObject(c) && Array.isArray(c.addresses))))

const isRpc = (p: Json): p is RpcChannel =>
  typeof p.id === 'string' &&
  typeof p.method === 'string' &&
  oneOf(RPC_DECISIONS, p.decision) &&
  oneOf(RPC_OUTCOMES, p.outcome) &&
  (p.outcome === 'pending' ? p.latencyMs === undefined : typeof p.latencyMs === 'number') &&
  (p.source === undefined || oneOf(RPC_SOURCES, p.source)) &&
  // A node request says where it went; no other request has a URL.
  (p.source === 'node' ? typeof p.url === 'string' : p.url === undefined) &&
  // The details a row opens on are text (a session file may say anything).
  isOptional(p.params, 'string') &&
  isOptional(p.result, 'string') &&
  isOptional(p.error, 'string')

const isFrame = (p: Json): p is FrameChannel =>
  typeof p.type === 'string' &&
  typeof p.id === 'string' &&
  oneOf(FRAME_DIRECTIONS, p.direction) &&
  (p.direction === 'frame-to-app'
    ? isOptional(p.replyTo, 'string') && isOptional(p.roundTripMs, 'number')
    : p.replyTo === undefined && p.roundTripMs === undefined)

const isStorage = (p: Json): p is StorageChannel =>
  oneOf(STORAGE_ACTIONS, p.action) &&
  typeof p.key === 'string' &&
  typeof p.storageKey === 'string' &&
  isOptional(p.error, 'string')

const isFlow = (p: Json): p is FlowChannel => oneOf(FLOW_TYPES, p.type)

/**
 * The bus event in a value that did not come from this page's bus (a session file, the dev
 * server's relay), or undefined when it is not one: an unknown channel, no finite time, or a
 * payload without a known discriminant for its channel.
 */
export function readBusEvent(value: unknown): BusEvent | undefined {
  if (!isObject(value) || !isObject(value.payload)) return undefined
  const { time, payload } = value
  if (typeof time !== 'number' || !Number.isFinite(time)) return undefined
  switch (value.channel) {
    case 'router':
      return isRouter(payload) ? { channel: 'router', time, payload } : undefined
    case 'tracking':
      return isTracking(payload) ? { channel: 'tracking', time, payload } : undefined
    case 'connection':
      return isConnection(payload) ? { channel: 'connection', time, payload } : undefined
    case 'rpc':
      return isRpc(payload) ? { channel: 'rpc', time, payload } : undefined
    case 'frame':
      return isFrame(payload) ? { channel: 'frame', time, payload } : undefined
    case 'storage':
      return isStorage(payload) ? { channel: 'storage', time, payload } : undefined
    case 'flow':
      return isFlow(payload) ? { channel: 'flow', time, payload } : undefined
    default:
      return undefined
  }
}
