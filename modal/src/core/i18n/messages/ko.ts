import type { Messages } from './en.ts'
import account from './ko/account.ts'
import connect from './ko/connect.ts'
import core from './ko/core.ts'
import send from './ko/send.ts'
import solana from './ko/solana.ts'

/** The modal's messages in ko: one for every key of `en.ts` (the catalog test checks it). */
export default {
  'button.connect': '지갑 연결',
  'button.connecting': '연결 중…',
  ...connect,
  ...account,
  ...send,
  ...solana,
  ...core,
} satisfies Messages
