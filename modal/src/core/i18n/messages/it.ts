import type { Messages } from './en.ts'

/** The modal's messages in it: one for every key of `en.ts` (the catalog test checks it). */
export default {
  'button.connect': 'Connetti wallet',
  'button.connecting': 'Connessione…',
} satisfies Partial<Messages>
