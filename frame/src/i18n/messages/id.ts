import type { FrameMessages } from './en.ts'
import dialogs from './id/dialogs.ts'
import wallet from './id/wallet.ts'

/** The frame's messages in id: one for every key of `en.ts` (the catalog test checks it). */
export default { ...dialogs, ...wallet } satisfies FrameMessages
