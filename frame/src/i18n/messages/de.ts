import dialogs from './de/dialogs.ts'
import wallet from './de/wallet.ts'
import type { FrameMessages } from './en.ts'

/** The frame's messages in de: one for every key of `en.ts` (the catalog test checks it). */
export default { ...dialogs, ...wallet } satisfies FrameMessages
