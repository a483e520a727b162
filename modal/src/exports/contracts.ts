// The contract between the modal, the embedded-wallet frame and @foyer/server, in one home: the
// shared rules (chain ids, login codes, social providers, the error body) and their zod schemas,
// every HTTP route's contract (`foyerRoutes`) and the one client that calls them.

import { primitiveSchemas } from '../core/contracts/primitiveSchemas.ts'

export {
  apiSchemas,
  type NameProfile,
  type NameSuggestion,
  type OnrampNetwork,
  type OnrampOptions,
  type OnrampQuote,
  type PaymentCurrency,
  type PurchaseCurrency,
} from '../core/contracts/apiSchemas.ts'
export { authApiSchemas } from '../core/contracts/authApiSchemas.ts'
export {
  type CallInput,
  type CreateFoyerClientParameters,
  createFoyerClient,
  type FoyerClient,
} from '../core/contracts/createFoyerClient.ts'
export { type ApiFailure, ApiRequestError } from '../core/contracts/errors.ts'
export {
  type FoyerRoute,
  type FoyerRoutes,
  foyerRoutes,
  type RouteInput,
  type RouteReply,
  type RouteReplyInput,
} from '../core/contracts/foyerRoutes.ts'
export {
  nameApiSchemas,
  type RegisterNameMessage,
  type RegisterNameRequest,
} from '../core/contracts/nameApiSchemas.ts'
export {
  type OnrampPrice,
  type OnrampPriceQuery,
  type OnrampProviderEntry,
  type OnrampQuoteRequest,
  onrampApiSchemas,
} from '../core/contracts/onrampApiSchemas.ts'
export { chainIdSchema, otpSchema } from '../core/contracts/primitiveSchemas.ts'

// Built here, where a server imports them, not where the modal and the frame read the contracts.
/** A chain id in a query string (`?chainId=137`), read as its number. */
export const chainIdParamSchema = primitiveSchemas.chainIdParam
/** The server's error body as a client reads it (every part optional, unknown keys kept). */
export const errorBodySchema = primitiveSchemas.errorBody
/** One reason of an error body. */
export const reasonSchema = primitiveSchemas.reason
export {
  CHAIN_ID_CEILING,
  type ErrorBody,
  firstReason,
  isChainId,
  isOtp,
  OAUTH_PROVIDERS,
  type OAuthProvider,
  OTP_PATTERN,
  type Reason,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from '../core/contracts/primitives.ts'
export {
  type SiweNonceResponse,
  type SiweSession,
  type SiweSignoutResponse,
  type SiweVerifyRequest,
  siweApiSchemas,
} from '../core/contracts/siweApiSchemas.ts'
export { walletRoutes } from '../core/contracts/walletRoutes.ts'
