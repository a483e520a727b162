import type { Messages } from './en.ts'
import account from './vi/account.ts'
import connect from './vi/connect.ts'
import core from './vi/core.ts'
import send from './vi/send.ts'
import solana from './vi/solana.ts'

/** The modal's messages in vi: one for every key of `en.ts` (the catalog test checks it). */
export default {
  'button.connect': 'Kết nối ví',
  'button.connecting': 'Đang kết nối…',
  ...connect,
  ...account,
  ...send,
  ...solana,
  ...core,
} satisfies Messages
