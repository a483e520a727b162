// The contract between the modal, the embedded-wallet frame and @foyer/server, in one home: the
// shared rules (chain ids, login codes, social providers, the error body) and their zod schemas.

export {
  chainIdParamSchema,
  chainIdSchema,
  errorBodySchema,
  otpSchema,
  reasonSchema,
} from '../core/contracts/primitiveSchemas.ts'
export {
  CHAIN_ID_CEILING,
  type ErrorBody,
  isChainId,
  isOtp,
  OAUTH_PROVIDERS,
  type OAuthProvider,
  OTP_PATTERN,
  type Reason,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from '../core/contracts/primitives.ts'
