import type { Messages } from './en.ts'

/** The modal's messages in pt-BR: one for every key of `en.ts` (the catalog test checks it). */
export default {
  'button.connect': 'Conectar carteira',
  'button.connecting': 'Conectando…',
} satisfies Partial<Messages>
