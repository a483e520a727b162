import type { FrameMessages } from './en.ts'
import dialogs from './ko/dialogs.ts'
import wallet from './ko/wallet.ts'

/** The frame's messages in ko: one for every key of `en.ts` (the catalog test checks it). */
export default { ...dialogs, ...wallet } satisfies FrameMessages
