import account from './ar/account.ts'
import connect from './ar/connect.ts'
import core from './ar/core.ts'
import send from './ar/send.ts'
import solana from './ar/solana.ts'
import type { Messages } from './en.ts'

/** The modal's messages in ar: one for every key of `en.ts` (the catalog test checks it). */
export default {
  'button.connect': 'ربط المحفظة',
  'button.connecting': 'جارٍ الربط…',
  ...connect,
  ...account,
  ...send,
  ...solana,
  ...core,
} satisfies Messages
