import type { FrameMessages } from './en.ts'
import dialogs from './it/dialogs.ts'
import wallet from './it/wallet.ts'

/** The frame's messages in it: one for every key of `en.ts` (the catalog test checks it). */
export default { ...dialogs, ...wallet } satisfies FrameMessages
