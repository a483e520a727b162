import type { accountMessages } from '../en/account.ts'
import type { Translation } from '../en.ts'

/** The account views' messages in hi (see ../en/account.ts). */
export default {} satisfies Translation<typeof accountMessages>
