import type { Messages } from './en.ts'

/** The modal's messages in tr: one for every key of `en.ts` (the catalog test checks it). */
export default {
  'button.connect': 'Cüzdan bağla',
  'button.connecting': 'Bağlanıyor…',
} satisfies Partial<Messages>
