import type { Messages } from './en.ts'
import account from './zh-CN/account.ts'
import connect from './zh-CN/connect.ts'
import core from './zh-CN/core.ts'
import send from './zh-CN/send.ts'
import solana from './zh-CN/solana.ts'

/** The modal's messages in zh-CN: one for every key of `en.ts` (the catalog test checks it). */
export default {
  'button.connect': '连接钱包',
  'button.connecting': '连接中…',
  ...connect,
  ...account,
  ...send,
  ...solana,
  ...core,
} satisfies Messages
