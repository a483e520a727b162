import type { FrameMessages } from './en.ts'
import dialogs from './tr/dialogs.ts'
import wallet from './tr/wallet.ts'

/** The frame's messages in tr: one for every key of `en.ts` (the catalog test checks it). */
export default { ...dialogs, ...wallet } satisfies FrameMessages
