import type { Messages } from './en.ts'
import account from './zh-TW/account.ts'
import connect from './zh-TW/connect.ts'
import core from './zh-TW/core.ts'
import send from './zh-TW/send.ts'
import solana from './zh-TW/solana.ts'

/** The modal's messages in zh-TW: one for every key of `en.ts` (the catalog test checks it). */
export default {
  'button.connect': '連接錢包',
  'button.connecting': '連接中…',
  ...connect,
  ...account,
  ...send,
  ...solana,
  ...core,
} satisfies Messages
