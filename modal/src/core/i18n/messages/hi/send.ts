import type { sendMessages } from '../en/send.ts'
import type { Translation } from '../en.ts'

/** The send views' messages in hi (see ../en/send.ts). */
export default {} satisfies Translation<typeof sendMessages>
