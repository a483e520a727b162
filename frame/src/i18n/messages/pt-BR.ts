import type { FrameMessages } from './en.ts'
import dialogs from './pt-BR/dialogs.ts'
import wallet from './pt-BR/wallet.ts'

/** The frame's messages in pt-BR: one for every key of `en.ts` (the catalog test checks it). */
export default { ...dialogs, ...wallet } satisfies FrameMessages
