import type { Messages } from './en.ts'

/** The modal's messages in vi: one for every key of `en.ts` (the catalog test checks it). */
export default {
  'button.connect': 'Kết nối ví',
  'button.connecting': 'Đang kết nối…',
} satisfies Partial<Messages>
