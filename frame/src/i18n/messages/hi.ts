import type { FrameMessages } from './en.ts'
import dialogs from './hi/dialogs.ts'
import wallet from './hi/wallet.ts'

/** The frame's messages in hi: one for every key of `en.ts` (the catalog test checks it). */
export default { ...dialogs, ...wallet } satisfies FrameMessages
