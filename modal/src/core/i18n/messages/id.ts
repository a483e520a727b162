import type { Messages } from './en.ts'
import account from './id/account.ts'
import connect from './id/connect.ts'
import core from './id/core.ts'
import send from './id/send.ts'
import solana from './id/solana.ts'

/** The modal's messages in id: one for every key of `en.ts` (the catalog test checks it). */
export default {
  'button.connect': 'Hubungkan dompet',
  'button.connecting': 'Menghubungkan…',
  ...connect,
  ...account,
  ...send,
  ...solana,
  ...core,
} satisfies Messages
