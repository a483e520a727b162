import type { FrameMessages } from './en.ts'
import dialogs from './zh-CN/dialogs.ts'
import wallet from './zh-CN/wallet.ts'

/** The frame's messages in zh-CN: one for every key of `en.ts` (the catalog test checks it). */
export default { ...dialogs, ...wallet } satisfies FrameMessages
