import type { FrameMessages } from './en.ts'
import dialogs from './ja/dialogs.ts'
import wallet from './ja/wallet.ts'

/** The frame's messages in ja: one for every key of `en.ts` (the catalog test checks it). */
export default { ...dialogs, ...wallet } satisfies FrameMessages
