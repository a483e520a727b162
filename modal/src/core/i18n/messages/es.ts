import type { Messages } from './en.ts'

/** The modal's messages in es: one for every key of `en.ts` (the catalog test checks it). */
export default {
  'button.connect': 'Conectar billetera',
  'button.connecting': 'Conectando…',
} satisfies Partial<Messages>
