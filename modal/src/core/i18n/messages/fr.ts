import type { Messages } from './en.ts'
import account from './fr/account.ts'
import connect from './fr/connect.ts'
import core from './fr/core.ts'
import send from './fr/send.ts'
import solana from './fr/solana.ts'

/** The modal's messages in fr: one for every key of `en.ts` (the catalog test checks it). */
export default {
  'button.connect': 'Connecter un portefeuille',
  'button.connecting': 'Connexion…',
  ...connect,
  ...account,
  ...send,
  ...solana,
  ...core,
} satisfies Messages
