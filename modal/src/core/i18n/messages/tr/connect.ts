import type { connectMessages } from '../en/connect.ts'
import type { Translation } from '../en.ts'

/** The connect views' messages in tr (see ../en/connect.ts). */
export default {} satisfies Translation<typeof connectMessages>
