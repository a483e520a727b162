import type { Messages } from './en.ts'

/** The modal's messages in ar: one for every key of `en.ts` (the catalog test checks it). */
export default {
  'button.connect': 'ربط المحفظة',
  'button.connecting': 'جارٍ الربط…',
} satisfies Partial<Messages>
