import { accountMessages } from './en/account.ts'
import { connectMessages } from './en/connect.ts'
import { coreMessages } from './en/core.ts'
import { sendMessages } from './en/send.ts'
import { solanaMessages } from './en/solana.ts'

/**
 * The modal's English messages: the source every locale translates (ICU MessageFormat, the
 * subset `formatMessage` reads). Keys are grouped by view (one file each under `en/`); a key names
 * what the text is for, not its words. A new string goes there first; the catalog test then asks
 * every locale for it.
 */
export const en = {
  'button.connect': 'Connect wallet',
  'button.connecting': 'Connecting…',
  ...connectMessages,
  ...accountMessages,
  ...sendMessages,
  ...solanaMessages,
  ...coreMessages,
} as const

/** Every message key the modal uses. */
export type MessageKey = keyof typeof en

/** A locale's messages: one for every key. */
export type Messages = Record<MessageKey, string>

/** A part of a locale's messages: every key of an English part (`en/<part>.ts`), translated. */
export type Translation<T> = { [K in keyof T]: string }
