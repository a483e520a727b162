import type { FrameMessages } from './en.ts'
import dialogs from './fr/dialogs.ts'
import wallet from './fr/wallet.ts'

/** The frame's messages in fr: one for every key of `en.ts` (the catalog test checks it). */
export default { ...dialogs, ...wallet } satisfies FrameMessages
