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
export { type AuthUser, authUserSchema } from '../core/embedded/authUserSchema.ts'
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
export { parseEventPayload } from '../core/embedded/parseEventPayload.ts'
export { REDACTED, redactFramePayload } from '../core/embedded/redactFramePayload.ts'
