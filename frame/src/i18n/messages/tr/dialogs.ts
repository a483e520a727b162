import type { dialogsMessages } from '../en/dialogs.ts'
import type { Translation } from '../en.ts'

/** The frame's dialogs messages in tr (see ../en/dialogs.ts). */
export default {} satisfies Translation<typeof dialogsMessages>
