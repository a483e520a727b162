import type { coreMessages } from '../en/core.ts'
import type { Translation } from '../en.ts'

/** The core views' messages in hi (see ../en/core.ts). */
export default {} satisfies Translation<typeof coreMessages>
