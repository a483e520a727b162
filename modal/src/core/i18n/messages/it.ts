import type { Messages } from './en.ts'
import account from './it/account.ts'
import connect from './it/connect.ts'
import core from './it/core.ts'
import send from './it/send.ts'
import solana from './it/solana.ts'

/** The modal's messages in it: one for every key of `en.ts` (the catalog test checks it). */
export default {
  'button.connect': 'Connetti wallet',
  'button.connecting': 'Connessione…',
  ...connect,
  ...account,
  ...send,
  ...solana,
  ...core,
} satisfies Messages
