import type { Messages } from './en.ts'

/** The modal's messages in de: one for every key of `en.ts` (the catalog test checks it). */
export default {
  'button.connect': 'Wallet verbinden',
  'button.connecting': 'Verbinden…',
} satisfies Partial<Messages>
