// The contract between the modal and the embedded-wallet frame: zod schemas of app events and
// frame events, and the redaction applied before a message reaches the bus. The HTTP routes of
// @foyer/server and their one client are in `@foyer/modal/contracts`.

import { getAuthUserSchema } from '../core/embedded/authUserSchema.ts'
import { getEmailSchema } from '../core/embedded/emailSchema.ts'
import { frameSchemas } from '../core/embedded/frameProtocol.ts'
import { getSendCallsParamsSchema } from '../core/rpc/calls/callsParams.ts'

export type { AuthUser } from '../core/embedded/authUserSchema.ts'

// Built here, where the frame and the server import them; the modal's own code builds each on
// first use (`lazily`), so its views' chunk evaluates without building them.
/** The user the embedded wallet reports after login (SPEC §3). */
export const authUserSchema = getAuthUserSchema()
/** An email address, as checked on connect-email and update-email payloads (SPEC §5). */
export const emailSchema = getEmailSchema()
/** An app event as it crosses to the frame: `{ id, type, payload, token? }`, checked by type. */
export const appEventSchema = frameSchemas.appEvent
/** A frame event: an app event's SUCCESS or ERROR answer, or a SESSION_UPDATE (SPEC §7). */
export const frameEventSchema = frameSchemas.frameEvent
/** `wallet_sendCalls`'s one parameter (EIP-5792). */
export const sendCallsParamsSchema = getSendCallsParamsSchema()

export { WalletCodeLoadError } from '../core/connection/walletCodeLoadError.ts'
export {
  FrameError,
  FrameLoadError,
  FrameNotSetError,
  FrameParentNotSetError,
  InvalidEventPayloadError,
} from '../core/embedded/errors.ts'
export { type EventPayloads, eventPayloadSchemas } from '../core/embedded/eventPayloadSchemas.ts'
export {
  APP_EVENT_TYPES,
  type AppEvent,
  type AppEventType,
  appEventPayloadSchemas,
  type FrameEvent,
} from '../core/embedded/frameProtocol.ts'
export { SOCIAL_PROVIDER_NAMES } from '../core/embedded/login/socialNames.ts'
export { REDACTED, redactFramePayload } from '../core/embedded/redactFramePayload.ts'
export {
  type AppEventPayload,
  type CreateFrameEndpointParameters,
  createFrameEndpoint,
  type FrameEndpoint,
  type FrameHandlers,
  type FrameRequestContext,
} from '../core/embedded/transport/createFrameEndpoint.ts'
export {
  type AppEventPayloadInput,
  type CreateFrameTransportParameters,
  createFrameTransport,
  type FrameRequestOptions,
  type FrameTransport,
} from '../core/embedded/transport/createFrameTransport.ts'
export type {
  FrameDropReason,
  MessageStats,
} from '../core/embedded/transport/createMessageStats.ts'
export { FrameTimeoutError } from '../core/embedded/transport/errors.ts'
// The modal's languages and message format, shared with the frame (one mechanism: ICU over Intl).
export { catalogProblems } from '../core/i18n/catalogProblems.ts'
export { formatMessage, formatNumber, messageArguments } from '../core/i18n/formatMessage.ts'
export { directionOf, LOCALES, type Locale, matchLocale } from '../core/i18n/locales.ts'
export { localizeAmount } from '../core/i18n/localizeAmount.ts'
export {
  AVATAR_IMAGE_TYPES,
  isAvatarDataUri,
  MAX_AVATAR_CHARS,
} from '../core/names/avatar.ts'
export {
  type BuildRegisterNameMessageParameters,
  buildRegisterNameMessage,
} from '../core/names/buildRegisterNameMessage.ts'
export { NAME_SUFFIX } from '../core/names/constants.ts'
export {
  InvalidAccountNameError,
  InvalidNameError,
  NameRegistrationError,
} from '../core/names/errors.ts'
export { type NameApi, nameApi, type RegisterNameParameters } from '../core/names/nameApi.ts'
export { normalizeName } from '../core/names/normalizeName.ts'
export { validateAccountName } from '../core/names/validateAccountName.ts'
export { chainsById } from '../core/network/chains.ts'
export { defaultOnrampOptions } from '../core/onramp/defaultOnrampOptions.ts'
export { type OnrampApi, onrampApi } from '../core/onramp/onrampApi.ts'
export {
  describeParamsError,
  requiredCapabilities,
  type SendCallsParams,
} from '../core/rpc/calls/callsParams.ts'
export { decideRpc, type RpcDecision } from '../core/rpc/decideRpc.ts'
export { SAFE_RPC_METHODS, type SafeRpcMethod } from '../core/rpc/safeRpcMethods.ts'
export { UNSAFE_RPC_METHODS, type UnsafeRpcMethod } from '../core/rpc/unsafeRpcMethods.ts'
export { SOLANA_NETWORKS, type SolanaNetwork } from '../core/solana/networks.ts'
