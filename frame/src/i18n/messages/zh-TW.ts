import type { FrameMessages } from './en.ts'
import dialogs from './zh-TW/dialogs.ts'
import wallet from './zh-TW/wallet.ts'

/** The frame's messages in zh-TW: one for every key of `en.ts` (the catalog test checks it). */
export default { ...dialogs, ...wallet } satisfies FrameMessages
