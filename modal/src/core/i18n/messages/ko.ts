import type { Messages } from './en.ts'

/** The modal's messages in ko: one for every key of `en.ts` (the catalog test checks it). */
export default {
  'button.connect': '지갑 연결',
  'button.connecting': '연결 중…',
} satisfies Partial<Messages>
