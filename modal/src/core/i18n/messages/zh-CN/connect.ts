import type { connectMessages } from '../en/connect.ts'
import type { Translation } from '../en.ts'

/** The connect views' messages in zh-CN (see ../en/connect.ts). */
export default {} satisfies Translation<typeof connectMessages>
