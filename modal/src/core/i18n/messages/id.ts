import type { Messages } from './en.ts'

/** The modal's messages in id: one for every key of `en.ts` (the catalog test checks it). */
export default {
  'button.connect': 'Hubungkan dompet',
  'button.connecting': 'Menghubungkan…',
} satisfies Partial<Messages>
