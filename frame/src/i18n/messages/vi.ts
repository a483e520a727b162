import type { FrameMessages } from './en.ts'
import dialogs from './vi/dialogs.ts'
import wallet from './vi/wallet.ts'

/** The frame's messages in vi: one for every key of `en.ts` (the catalog test checks it). */
export default { ...dialogs, ...wallet } satisfies FrameMessages
