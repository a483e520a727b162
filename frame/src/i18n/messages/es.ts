import type { FrameMessages } from './en.ts'
import dialogs from './es/dialogs.ts'
import wallet from './es/wallet.ts'

/** The frame's messages in es: one for every key of `en.ts` (the catalog test checks it). */
export default { ...dialogs, ...wallet } satisfies FrameMessages
