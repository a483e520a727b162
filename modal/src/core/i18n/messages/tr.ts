import type { Messages } from './en.ts'
import account from './tr/account.ts'
import connect from './tr/connect.ts'
import core from './tr/core.ts'
import send from './tr/send.ts'
import solana from './tr/solana.ts'

/** The modal's messages in tr: one for every key of `en.ts` (the catalog test checks it). */
export default {
  'button.connect': 'Cüzdan bağla',
  'button.connecting': 'Bağlanıyor…',
  ...connect,
  ...account,
  ...send,
  ...solana,
  ...core,
} satisfies Messages
