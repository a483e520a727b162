import type { Messages } from './en.ts'

/** The modal's messages in ru: one for every key of `en.ts` (the catalog test checks it). */
export default {
  'button.connect': 'Подключить кошелёк',
  'button.connecting': 'Подключение…',
} satisfies Partial<Messages>
