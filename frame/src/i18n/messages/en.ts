import { dialogsMessages } from './en/dialogs.ts'
import { walletMessages } from './en/wallet.ts'

/**
 * The wallet frame's English messages (ICU MessageFormat, formatted by the modal's
 * `formatMessage`): `en/dialogs.ts` for the approval and security dialogs, `en/wallet.ts` for the
 * rest (the wallet's own page, passkeys, recovery, errors). Every locale translates each key.
 */
export const en = {
  ...dialogsMessages,
  ...walletMessages,
} as const

export type FrameMessageKey = keyof typeof en
export type FrameMessages = Record<FrameMessageKey, string>
/** A part of a locale's messages, each key of the English part translated. */
export type Translation<T> = { [K in keyof T]: string }
