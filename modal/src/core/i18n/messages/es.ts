import type { Messages } from './en.ts'
import account from './es/account.ts'
import connect from './es/connect.ts'
import core from './es/core.ts'
import send from './es/send.ts'
import solana from './es/solana.ts'

/** The modal's messages in es: one for every key of `en.ts` (the catalog test checks it). */
export default {
  'button.connect': 'Conectar billetera',
  'button.connecting': 'Conectando…',
  ...connect,
  ...account,
  ...send,
  ...solana,
  ...core,
} satisfies Messages
