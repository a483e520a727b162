import type { Messages } from './en.ts'
import account from './ru/account.ts'
import connect from './ru/connect.ts'
import core from './ru/core.ts'
import send from './ru/send.ts'
import solana from './ru/solana.ts'

/** The modal's messages in ru: one for every key of `en.ts` (the catalog test checks it). */
export default {
  'button.connect': 'Подключить кошелёк',
  'button.connecting': 'Подключение…',
  ...connect,
  ...account,
  ...send,
  ...solana,
  ...core,
} satisfies Messages
