// The contract between the modal, the embedded-wallet frame and @foyer/server: zod schemas of
// app events, frame events and API bodies, and the redaction applied before a message reaches
// the bus. One source, so client and server can never disagree.
export {
  apiSchemas,
  type NameProfile,
  type NameSuggestion,
  type OnrampNetwork,
  type OnrampOptions,
  type OnrampQuote,
  type PaymentCurrency,
  type PurchaseCurrency,
} from '../core/api/apiSchemas.ts'
export {
  type ApiClient,
  type CreateApiClientParameters,
  createApiClient,
  type RegisterNameParameters,
} from '../core/api/createApiClient.ts'
export { type AuthUser, authUserSchema } from '../core/embedded/authUserSchema.ts'
export { emailSchema } from '../core/embedded/emailSchema.ts'
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
  appEventSchema,
  type FrameEvent,
  frameEventSchema,
} from '../core/embedded/frameProtocol.ts'
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
export {
  nameApiSchemas,
  type RegisterNameMessage,
  type RegisterNameRequest,
} from '../core/names/nameApiSchemas.ts'
export { normalizeName } from '../core/names/normalizeName.ts'
export { validateAccountName } from '../core/names/validateAccountName.ts'
export { chainsById } from '../core/network/chains.ts'
export {
  defaultOnrampOptions,
  type OnrampPrice,
  type OnrampPriceQuery,
  type OnrampProviderEntry,
  type OnrampQuoteRequest,
  onrampApiSchemas,
} from '../core/onramp/onrampApiSchemas.ts'
export { decideRpc, type RpcDecision } from '../core/rpc/decideRpc.ts'
export { SAFE_RPC_METHODS, type SafeRpcMethod } from '../core/rpc/safeRpcMethods.ts'
export { UNSAFE_RPC_METHODS, type UnsafeRpcMethod } from '../core/rpc/unsafeRpcMethods.ts'
export {
  type SiweNonceResponse,
  type SiweSession,
  type SiweSignoutResponse,
  type SiweVerifyRequest,
  siweApiSchemas,
} from '../core/siwe/siweApiSchemas.ts'
