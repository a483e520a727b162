import type { Messages } from './en.ts'

/** The modal's messages in ja: one for every key of `en.ts` (the catalog test checks it). */
export default {
  'button.connect': 'ウォレットを接続',
  'button.connecting': '接続中…',
} satisfies Partial<Messages>
