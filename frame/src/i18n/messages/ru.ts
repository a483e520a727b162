import type { FrameMessages } from './en.ts'
import dialogs from './ru/dialogs.ts'
import wallet from './ru/wallet.ts'

/** The frame's messages in ru: one for every key of `en.ts` (the catalog test checks it). */
export default { ...dialogs, ...wallet } satisfies FrameMessages
