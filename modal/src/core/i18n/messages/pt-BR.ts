import type { Messages } from './en.ts'
import account from './pt-BR/account.ts'
import connect from './pt-BR/connect.ts'
import core from './pt-BR/core.ts'
import send from './pt-BR/send.ts'
import solana from './pt-BR/solana.ts'

/** The modal's messages in pt-BR: one for every key of `en.ts` (the catalog test checks it). */
export default {
  'button.connect': 'Conectar carteira',
  'button.connecting': 'Conectando…',
  ...connect,
  ...account,
  ...send,
  ...solana,
  ...core,
} satisfies Messages
