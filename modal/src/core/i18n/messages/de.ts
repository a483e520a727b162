import account from './de/account.ts'
import connect from './de/connect.ts'
import core from './de/core.ts'
import send from './de/send.ts'
import solana from './de/solana.ts'
import type { Messages } from './en.ts'

/** The modal's messages in de: one for every key of `en.ts` (the catalog test checks it). */
export default {
  'button.connect': 'Wallet verbinden',
  'button.connecting': 'Verbinden…',
  ...connect,
  ...account,
  ...send,
  ...solana,
  ...core,
} satisfies Messages
