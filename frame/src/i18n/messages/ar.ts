import dialogs from './ar/dialogs.ts'
import wallet from './ar/wallet.ts'
import type { FrameMessages } from './en.ts'

/** The frame's messages in ar: one for every key of `en.ts` (the catalog test checks it). */
export default { ...dialogs, ...wallet } satisfies FrameMessages
