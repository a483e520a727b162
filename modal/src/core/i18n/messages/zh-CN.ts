import type { Messages } from './en.ts'

/** The modal's messages in zh-CN: one for every key of `en.ts` (the catalog test checks it). */
export default {
  'button.connect': '连接钱包',
  'button.connecting': '连接中…',
} satisfies Partial<Messages>
