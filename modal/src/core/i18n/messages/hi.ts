import type { Messages } from './en.ts'
import account from './hi/account.ts'
import connect from './hi/connect.ts'
import core from './hi/core.ts'
import send from './hi/send.ts'
import solana from './hi/solana.ts'

/** The modal's messages in hi: one for every key of `en.ts` (the catalog test checks it). */
export default {
  'button.connect': 'वॉलेट कनेक्ट करें',
  'button.connecting': 'कनेक्ट हो रहा है…',
  ...connect,
  ...account,
  ...send,
  ...solana,
  ...core,
} satisfies Messages
