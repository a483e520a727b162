import type { Messages } from './en.ts'

/** The modal's messages in hi: one for every key of `en.ts` (the catalog test checks it). */
export default {
  'button.connect': 'वॉलेट कनेक्ट करें',
  'button.connecting': 'कनेक्ट हो रहा है…',
} satisfies Partial<Messages>
