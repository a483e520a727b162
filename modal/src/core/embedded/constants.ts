/** SDK version reported to the embedded wallet and analytics (SPEC §9). */
export const SDK_VERSION = '5.1.11'

/**
 * How long an unsafe request of the embedded wallet waits for the visitor's decision in the frame
 * before it fails (FrameTimeoutError) and the frame closes its dialog. SPEC §6 sets no figure;
 * five minutes leaves time to read a transaction, and no request is left open for ever.
 */
export const APPROVAL_TIMEOUT_MS = 5 * 60_000

/** An email login or email update cannot start again within this time of the last one (SPEC §5). */
export const EMAIL_COOLDOWN_MS = 30_000

export { SOCIAL_PROVIDERS, type SocialProvider } from '../contracts/primitives.ts'

/** Account types of an embedded wallet (SPEC §6). */
export const ACCOUNT_TYPES = ['eoa', 'smartAccount'] as const

export type AccountType = (typeof ACCOUNT_TYPES)[number]
export { EMBEDDED_CONNECTOR_ID } from '../connection/constants.ts'

/** The hidden iframe's id (SPEC §7). */
export const FRAME_ELEMENT_ID = 'w3m-iframe'
