import type { Messages } from './en.ts'
import account from './ja/account.ts'
import connect from './ja/connect.ts'
import core from './ja/core.ts'
import send from './ja/send.ts'
import solana from './ja/solana.ts'

/** The modal's messages in ja: one for every key of `en.ts` (the catalog test checks it). */
export default {
  'button.connect': 'ウォレットを接続',
  'button.connecting': '接続中…',
  ...connect,
  ...account,
  ...send,
  ...solana,
  ...core,
} satisfies Messages
