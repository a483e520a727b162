import type { Messages } from './en.ts'

/** The modal's messages in zh-TW: one for every key of `en.ts` (the catalog test checks it). */
export default {
  'button.connect': '連接錢包',
  'button.connecting': '連接中…',
} satisfies Partial<Messages>
