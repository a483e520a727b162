import type { Messages } from './en.ts'

/** The modal's messages in fr: one for every key of `en.ts` (the catalog test checks it). */
export default {
  'button.connect': 'Connecter un portefeuille',
  'button.connecting': 'Connexion…',
} satisfies Partial<Messages>
