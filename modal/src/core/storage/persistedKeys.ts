import { isChainId, SOCIAL_PROVIDERS, type SocialProvider } from '../contracts/primitives.ts'
import { STORAGE_PREFIX } from './constants.ts'

/** Every value Foyer persists (SPEC §3), with the value a reader gets when none is stored. */
export type PersistedValues = {
  /** Email of the embedded-wallet login. Personal: redacted on the bus. */
  email: string | undefined
  /** An embedded-wallet login happened on this device. */
  loginUsed: boolean
  /** When the last email login or update started, in ms since epoch (cooldown, SPEC §5). */
  lastEmailLoginTime: number | undefined
  /** EVM chain id, or a CAIP-2 id for other namespaces. Answers eth_chainId locally (SPEC §7). */
  lastUsedChain: number | string | undefined
  /** Username of the social login. Personal: redacted on the bus. */
  socialUsername: string | undefined
  /** How the embedded wallet's visitor signed in: by email or with a social provider. */
  authProvider: 'email' | 'passkey' | SocialProvider | undefined
  /** Chain ids where the embedded wallet can use a smart account. */
  smartAccountEnabledNetworks: number[]
  /** Connector used last, to offer it first next time (SPEC §4). */
  recentConnectorId: string | undefined
  /**
   * The embedded wallet's session token from SESSION_UPDATE, sent back with IS_CONNECTED. It opens
   * nothing on the server (the frame keeps that token). Secret: redacted on the bus.
   */
  embeddedSession: string | undefined
}

export type PersistedKey = keyof PersistedValues

type Entry<K extends PersistedKey> = {
  /** The key in the underlying storage; always starts with STORAGE_PREFIX. */
  storageKey: string
  /** True when a parsed stored value is valid. Plain guards, not zod: this is in the first load. */
  isValid: (value: unknown) => value is NonNullable<PersistedValues[K]>
  /** Returns a fresh default, so no caller can mutate a shared one. */
  fallback: () => PersistedValues[K]
  /** Personal data: never shown on the bus. @default false (left out: this is in the first load) */
  redact?: true
}

const isCaipNetworkId = (v: unknown): v is string =>
  typeof v === 'string' && /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(v)
const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0
const none = () => undefined

/** Where and how each persisted value is stored. One table, so no key is written ad hoc. */
export const persistedKeys: { [K in PersistedKey]: Entry<K> } = {
  email: {
    storageKey: `${STORAGE_PREFIX}email`,
    isValid: isText,
    fallback: none,
    redact: true,
  },
  loginUsed: {
    storageKey: `${STORAGE_PREFIX}login-used`,
    isValid: (v): v is boolean => typeof v === 'boolean',
    fallback: () => false,
  },
  lastEmailLoginTime: {
    storageKey: `${STORAGE_PREFIX}last-email-login-time`,
    isValid: (v): v is number => Number.isInteger(v) && (v as number) >= 0,
    fallback: none,
  },
  lastUsedChain: {
    storageKey: `${STORAGE_PREFIX}last-used-chain`,
    isValid: (v): v is number | string => isChainId(v) || isCaipNetworkId(v),
    fallback: none,
  },
  socialUsername: {
    storageKey: `${STORAGE_PREFIX}social-username`,
    isValid: isText,
    fallback: none,
    redact: true,
  },
  authProvider: {
    storageKey: `${STORAGE_PREFIX}auth-provider`,
    isValid: (v): v is 'email' | 'passkey' | SocialProvider =>
      v === 'email' || v === 'passkey' || (SOCIAL_PROVIDERS as readonly unknown[]).includes(v),
    fallback: none,
  },
  smartAccountEnabledNetworks: {
    storageKey: `${STORAGE_PREFIX}smart-account-enabled-networks`,
    isValid: (v): v is number[] => Array.isArray(v) && v.every(isChainId),
    fallback: () => [],
  },
  recentConnectorId: {
    storageKey: `${STORAGE_PREFIX}recent-connector-id`,
    isValid: isText,
    fallback: none,
  },
  embeddedSession: {
    storageKey: `${STORAGE_PREFIX}embedded-session`,
    isValid: isText,
    fallback: none,
    redact: true,
  },
}
